import { chatAutoReplyAfter } from '../../../testing/chat-auto-reply';
import { serverForAll } from '../../../testing/server-for-tests';
import type { TestClient } from '../../../testing/test-server';
import { AFFILIATE, freshUser, otherCustomer, signedIn } from '../../../testing/demo-users';
import { autoReplyText } from '../auto-reply';
import { execute, queryRow } from '../../../testing/query';

interface Message {
  id: number;
  chat_id: number;
  sender: 'customer' | 'store';
  body: string;
  created_at: string;
}

interface Summary {
  id: number;
  store: { id: number; name: string; slug: string; logo: string };
  product: { id: number; name: string; slug: string; photo: string } | null;
  last_message: Message | null;
  unread_count: number;
  updated_at: string;
}

chatAutoReplyAfter(50);
// One app for the file: each test that reads or changes a customer's conversations has a customer
// of its own (a copy of the seeded one, with her two conversations).
const server = serverForAll();

/** Makes the database refuse every new chat message, as a trigger of each engine. */
async function refuseMessages(): Promise<void> {
  const db = server.app.kysely;
  if (server.app.engine === 'postgres') {
    await execute(
      db,
      "CREATE FUNCTION refuse_message() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'recusada'; END $$",
    );
    await execute(
      db,
      'CREATE TRIGGER refuse_message BEFORE INSERT ON chat_messages FOR EACH ROW EXECUTE FUNCTION refuse_message()',
    );
  } else {
    await execute(
      db,
      "CREATE TEMP TRIGGER refuse_message BEFORE INSERT ON chat_messages BEGIN SELECT RAISE(ABORT, 'recusada'); END",
    );
  }
}

async function acceptMessages(): Promise<void> {
  const db = server.app.kysely;
  if (server.app.engine === 'postgres') {
    await execute(db, 'DROP TRIGGER refuse_message ON chat_messages');
    await execute(db, 'DROP FUNCTION refuse_message()');
  } else {
    await execute(db, 'DROP TRIGGER refuse_message');
  }
}

/** A product with no conversation yet, and its store's name. */
async function freshProduct(): Promise<{ id: number; store: string }> {
  const row = await queryRow<{ id: number; store: string }>(
    server.app.kysely,
    `SELECT p.id, s.name AS store FROM products p JOIN sellers s ON s.id = p.seller_id
        WHERE p.id NOT IN (SELECT product_id FROM chats WHERE product_id IS NOT NULL) ORDER BY p.id LIMIT 1`,
  );
  if (!row) throw new Error('no product');
  return row;
}

async function messagesOf(client: TestClient, chatId: number, after?: number) {
  const response = await client.get(`/api/chats/${chatId}/messages${after === undefined ? '' : `?after=${after}`}`);
  return response.body as { chat: Summary; messages: Message[] };
}

async function waitForMessages(client: TestClient, chatId: number, count: number): Promise<Message[]> {
  for (let i = 0; i < 100; i += 1) {
    const { messages } = await messagesOf(client, chatId);
    if (messages.length >= count) return messages;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('messages did not arrive');
}

describe('chats: the demo conversations', () => {
  it('lists the customer’s conversations, latest first, with store, product, last message and unread count', async () => {
    const { client } = await freshUser(server);
    const response = await client.get('/api/chats');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const chats = response.body as Summary[];
    expect(chats.map((chat) => chat.store.name)).toEqual(['Casa Bella Utilidades', 'TechMix Eletrônicos']);
    expect(chats[0]).toMatchObject({
      store: { slug: 'casa-bella-utilidades', logo: '/api/media/stores/casa-bella-utilidades/logo.svg' },
      product: { id: expect.any(Number), name: expect.any(String), photo: expect.any(String) },
      last_message: { sender: 'store', body: expect.stringContaining('separamos uma unidade') },
      unread_count: 1,
    });
    expect(chats[1]?.unread_count).toBe(0);
    expect(chats[1]?.last_message).toMatchObject({ sender: 'customer', body: 'Perfeito, obrigada pelo retorno!' });
  });

  it('gives a conversation’s messages oldest first, and only the newer ones after an id', async () => {
    const { client } = await freshUser(server);
    const [chat] = (await client.get('/api/chats')).body as Summary[];
    const all = await messagesOf(client, chat!.id);
    expect(all.chat.id).toBe(chat!.id);
    expect(all.messages.map((m) => m.sender)).toEqual(['customer', 'store', 'store']);
    const after = await messagesOf(client, chat!.id, all.messages[1]!.id);
    expect(after.messages).toEqual([all.messages[2]]);
  });

  it('marks the store’s messages as read', async () => {
    const { client } = await freshUser(server);
    const [chat] = (await client.get('/api/chats')).body as Summary[];
    const response = await client.post(`/api/chats/${chat!.id}/read`);
    expect(response.status).toBe(204);
    expect(((await client.get('/api/chats')).body as Summary[])[0]?.unread_count).toBe(0);
  });
});

describe('chats: starting one', () => {
  it('opens a conversation with the product’s store, then one automatic acknowledgement arrives', async () => {
    const { client } = await freshUser(server);
    const product = await freshProduct();
    const before = await client.get(`/api/chats/products/${product.id}`);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ id: product.id, store: { name: product.store }, chat_id: null });

    const response = await client.post('/api/chats', { product_id: product.id, message: '  Tem na cor azul?  ' });
    expect(response.status).toBe(201);
    const started = response.body as { chat: Summary; message: Message; reused: boolean };
    expect(started.reused).toBe(false);
    expect(started.message).toMatchObject({ sender: 'customer', body: 'Tem na cor azul?', chat_id: started.chat.id });
    expect(started.chat).toMatchObject({
      product: { id: product.id },
      store: { name: product.store },
      unread_count: 0,
    });

    const messages = await waitForMessages(client, started.chat.id, 2);
    expect(messages[1]).toMatchObject({ sender: 'store', body: autoReplyText(product.store) });
    expect(autoReplyText('Loja X')).toBe('Olá! Recebemos sua mensagem e a loja Loja X responde em até 1 dia útil.');
    expect(((await client.get(`/api/chats/products/${product.id}`)).body as { chat_id: number }).chat_id).toBe(
      started.chat.id,
    );
    // The new conversation is on top, with its unread acknowledgement.
    const [top] = (await client.get('/api/chats')).body as Summary[];
    expect(top).toMatchObject({ id: started.chat.id, unread_count: 1 });
  });

  it('refuses a message with a NUL or other control character with 422, and leaves no empty conversation', async () => {
    const { client } = await freshUser(server);
    const product = await freshProduct();
    const chatsBefore = (await queryRow(server.app.kysely, 'SELECT COUNT(*) AS n FROM chats')) as { n: number };
    for (const message of ['oi\u0000tudo bem?', 'a\u0007b', '\u0000'.repeat(600) + 'x', 'x\ud800y']) {
      const response = await client.post('/api/chats', { product_id: product.id, message });
      expect(response.status).toBe(422);
      expect((response.body as { errors: unknown }).errors).toEqual({
        message: ['O campo mensagem contém caracteres inválidos.'],
      });
    }
    expect(await queryRow(server.app.kysely, 'SELECT COUNT(*) AS n FROM chats')).toEqual(chatsBefore);
    // Tabs and line breaks are ordinary text.
    const ok = await client.post('/api/chats', { product_id: product.id, message: 'linha 1\n\tlinha 2' });
    expect(ok.status).toBe(201);
  });

  it('keeps the conversation and its first message together: a refused message opens no conversation', async () => {
    const { client } = await freshUser(server);
    const product = await freshProduct();
    const chatsBefore = (await queryRow(server.app.kysely, 'SELECT COUNT(*) AS n FROM chats')) as { n: number };
    // A trigger stands in for any refusal by the database while the first message is written.
    await refuseMessages();
    try {
      const response = await client.post('/api/chats', { product_id: product.id, message: 'Olá' });
      expect(response.status).toBe(500);
    } finally {
      await acceptMessages();
    }
    expect(await queryRow(server.app.kysely, 'SELECT COUNT(*) AS n FROM chats')).toEqual(chatsBefore);
  });

  it('reuses the open conversation about the same product, without a second acknowledgement', async () => {
    const { client } = await freshUser(server);
    const product = await freshProduct();
    const first = (await client.post('/api/chats', { product_id: product.id, message: 'Primeira pergunta' })).body as {
      chat: Summary;
    };
    await waitForMessages(client, first.chat.id, 2);

    const again = await client.post('/api/chats', { product_id: product.id, message: 'Segunda pergunta' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ chat: { id: first.chat.id }, reused: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { messages } = await messagesOf(client, first.chat.id);
    expect(messages.map((m) => [m.sender, m.body])).toEqual([
      ['customer', 'Primeira pergunta'],
      ['store', autoReplyText(product.store)],
      ['customer', 'Segunda pergunta'],
    ]);
    expect(
      ((await client.get('/api/chats')).body as Summary[]).filter((c) => c.product?.id === product.id),
    ).toHaveLength(1);
  });

  it.each([
    ['no product', { message: 'Oi' }, { product_id: ['O campo produto é obrigatório.'] }],
    [
      'an unknown product',
      { product_id: 999999, message: 'Oi' },
      { product_id: ['O produto selecionado é inválido.'] },
    ],
    ['a product id as text', { product_id: '1', message: 'Oi' }, { product_id: ['O produto selecionado é inválido.'] }],
    ['an empty message', { product_id: 1, message: '   ' }, { message: ['O campo mensagem é obrigatório.'] }],
    [
      'a message too long',
      { product_id: 1, message: 'a'.repeat(1001) },
      { message: ['O campo mensagem não pode ser superior a 1000 caracteres.'] },
    ],
  ])('answers 422 for %s', async (_case, body, errors) => {
    const { client } = await freshUser(server);
    const count = await queryRow(server.app.kysely, 'SELECT COUNT(*) AS n FROM chats');
    const response = await client.post('/api/chats', body);
    expect(response.status).toBe(422);
    expect((response.body as { errors: unknown }).errors).toEqual(errors);
    expect(await queryRow(server.app.kysely, 'SELECT COUNT(*) AS n FROM chats')).toEqual(count);
  });

  it('is 404 for the product of an unknown id', async () => {
    const client = await signedIn(server);
    for (const id of ['999999', 'abc']) {
      const response = await client.get(`/api/chats/products/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Produto não encontrado.' });
    }
  });
});

describe('chats: writing', () => {
  it('adds a message, 1000 characters at most (counted as people see them)', async () => {
    const { client } = await freshUser(server);
    const [chat] = (await client.get('/api/chats')).body as Summary[];
    const body = `${'😀'.repeat(999)}\nfim`.slice(0, 999 * 2) + '!';
    const response = await client.post(`/api/chats/${chat!.id}/messages`, { message: body });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ chat_id: chat!.id, sender: 'customer', body });

    const tooLong = await client.post(`/api/chats/${chat!.id}/messages`, { message: 'a'.repeat(1001) });
    expect(tooLong.status).toBe(422);
    const empty = await client.post(`/api/chats/${chat!.id}/messages`, {});
    expect((empty.body as { errors: unknown }).errors).toEqual({ message: ['O campo mensagem é obrigatório.'] });
  });

  it('answers 422 for an "after" that is not a whole number', async () => {
    const client = await signedIn(server);
    const [chat] = (await client.get('/api/chats')).body as Summary[];
    const response = await client.get(`/api/chats/${chat!.id}/messages?after=abc`);
    expect(response.status).toBe(422);
    expect((response.body as { errors: unknown }).errors).toEqual({
      after: ['O campo após deve ser um número inteiro.'],
    });
  });
});

describe('chats: who may use them', () => {
  it('is 401 for guests and 403 for affiliates', async () => {
    const guest = server.client();
    await guest.csrf();
    const affiliate = await signedIn(server, AFFILIATE);
    for (const [client, status] of [
      [guest, 401],
      [affiliate, 403],
    ] as const) {
      const calls = [
        client.get('/api/chats'),
        client.get('/api/chats/products/1'),
        client.post('/api/chats', { product_id: 1, message: 'Oi' }),
        client.get('/api/chats/1/messages'),
        client.post('/api/chats/1/messages', { message: 'Oi' }),
        client.post('/api/chats/1/read'),
      ];
      for (const response of await Promise.all(calls)) expect(response.status).toBe(status);
    }
  });

  it('is 404 for someone else’s conversation', async () => {
    const { client: owner } = await freshUser(server);
    const [chat] = (await owner.get('/api/chats')).body as Summary[];
    const stranger = await otherCustomer(server);
    expect((await stranger.get('/api/chats')).body).toEqual([]);
    for (const response of [
      await stranger.get(`/api/chats/${chat!.id}/messages`),
      await stranger.post(`/api/chats/${chat!.id}/messages`, { message: 'Oi' }),
      await stranger.post(`/api/chats/${chat!.id}/read`),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Conversa não encontrada.' });
    }
    expect((await messagesOf(owner, chat!.id)).messages).toHaveLength(3);
  });

  it('wants the anti-forgery header to write', async () => {
    const { client } = await freshUser(server);
    const response = await client.request('POST', '/api/chats', {
      body: { product_id: 1, message: 'Oi' },
      xsrf: false,
    });
    expect(response.status).toBe(419);
  });
});
