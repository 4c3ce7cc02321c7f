import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { openEngine } from '../../../db/engine';
import { prepareDatabase } from '../../../db/prepare';
import { SESSION_COOKIE } from '../../../plugins/cookies';
import { registerErrorHandling } from '../../../http/errors';
import { registerSessions } from '../../../plugins/session';
import { chatAutoReplyAfter } from '../../../testing/chat-auto-reply';
import { freshUser, otherCustomer } from '../../../testing/demo-users';
import { serverForAll } from '../../../testing/server-for-tests';
import { removeDbFiles, tempDbFile } from '../../../testing/test-server';
import { EventHub } from '../event-hub';
import { eventRoutes, registerEventHub } from '../event-routes';
import { sseComment, sseFrame } from '../sse';
import { openStream, waitUntil } from './stream';
import { queryRow } from '../../../testing/query';

describe('GET /api/events on the real application', () => {
  chatAutoReplyAfter(100);
  // One app for the file, each test's streams those of a customer of its own (a copy of the seeded
  // one). Streams may still be open after a test: closing the server must end them rather than wait
  // for them.
  const server = serverForAll();

  it('is 401 for guests, as JSON', async () => {
    const response = await server.client().get('/api/events');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('opens an event stream that is never cached nor buffered', async () => {
    const stream = await openStream(server.baseUrl, (await freshUser(server)).client);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    await waitUntil(() => stream.text().startsWith(': conectado\n\n'));
    // Left open: closing the server (afterAll) ends it rather than waiting for it.
  });

  it('delivers a posted chat message, and then the store’s acknowledgement', async () => {
    const { client } = await freshUser(server);
    const stream = await openStream(server.baseUrl, client);
    const product = await queryRow<{ id: number }>(server.app.kysely, 'SELECT id FROM products ORDER BY id LIMIT 1');
    const started = await client.post('/api/chats', { product_id: product?.id, message: 'Tem pronta entrega?' });
    expect(started.status).toBe(201);
    const { chat } = started.body as { chat: { id: number } };

    const own = await stream.next((event) => event.event === 'chat.message');
    expect(own.data).toEqual({
      chat_id: chat.id,
      message: {
        id: Number(own.id),
        chat_id: chat.id,
        sender: 'customer',
        body: 'Tem pronta entrega?',
        created_at: expect.any(String),
      },
    });

    const reply = await stream.next((event) => event.event === 'chat.message');
    expect(reply.data).toMatchObject({
      chat_id: chat.id,
      message: { sender: 'store', body: expect.stringMatching(/^Olá! Recebemos sua mensagem e a loja .+ responde/) },
    });
    expect(Number(reply.id)).toBeGreaterThan(Number(own.id));
    stream.close();
  });

  it('sends nothing of one customer to another', async () => {
    const { client: owner } = await freshUser(server);
    const other = await otherCustomer(server);
    const otherStream = await openStream(server.baseUrl, other);
    const ownerStream = await openStream(server.baseUrl, owner);

    const [chat] = (await owner.get('/api/chats')).body as Array<{ id: number }>;
    await owner.post(`/api/chats/${chat?.id}/messages`, { message: 'Oi!' });
    await ownerStream.next((event) => event.event === 'chat.message');
    expect(otherStream.text()).not.toContain('chat.message');
    otherStream.close();
    ownerStream.close();
  });

  it('replays what a reconnecting browser missed after its Last-Event-ID', async () => {
    const { client } = await freshUser(server);
    const [chat] = (await client.get('/api/chats')).body as Array<{ id: number }>;
    const first = (await client.post(`/api/chats/${chat?.id}/messages`, { message: 'Primeira' })).body as {
      id: number;
    };
    await client.post(`/api/chats/${chat?.id}/messages`, { message: 'Segunda' });
    await client.post(`/api/chats/${chat?.id}/messages`, { message: 'Terceira' });

    const stream = await openStream(server.baseUrl, client, { 'last-event-id': String(first.id) });
    const bodies = [
      await stream.next((event) => event.event === 'chat.message'),
      await stream.next((event) => event.event === 'chat.message'),
    ].map((event) => (event.data as { message: { body: string } }).message.body);
    expect(bodies).toEqual(['Segunda', 'Terceira']);
    stream.close();
  });
});

describe('GET /api/events: heartbeat and the end of the session', () => {
  let app: FastifyInstance;
  let dbFile: string;

  beforeEach(async () => {
    dbFile = tempDbFile();
    const database = openEngine({ engine: 'sqlite', file: dbFile });
    await prepareDatabase(database, false);
    await database.kysely
      .insertInto('users')
      .values({ name: 'Ana', email: 'ana@exemplo.com.br', password_hash: 'x' })
      .execute();
    app = Fastify();
    app.decorate('kysely', database.kysely);
    app.addHook('onClose', () => database.close());
    await app.register(cookie);
    registerErrorHandling(app);
    await registerSessions(app, { secure: false });
    registerEventHub(app);
    await app.register(eventRoutes, { heartbeatMs: 50 });
  });

  afterEach(async () => {
    await app.close();
    await removeDbFiles(dbFile);
  });

  it('sends heartbeat comments and ends the stream once the session is gone', async () => {
    const { token } = await app.sessions.create(1, false);
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const client = { jar: new Map([[SESSION_COOKIE, token]]) };
    const stream = await openStream(baseUrl, client);
    await waitUntil(() => stream.text().split(': heartbeat\n\n').length > 2);
    expect(stream.text()).toMatch(/^: conectado\n\n(: heartbeat\n\n)+$/);

    await app.sessions.destroy(token);
    await stream.ended;
    expect(stream.text()).not.toContain('event:');
  });

  it('refuses an eleventh stream of the same user', async () => {
    const { token } = await app.sessions.create(1, false);
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const client = { jar: new Map([[SESSION_COOKIE, token]]) };
    const streams = await Promise.all(Array.from({ length: 10 }, () => openStream(baseUrl, client)));
    expect(streams.every((stream) => stream.status === 200)).toBe(true);
    const extra = await openStream(baseUrl, client);
    expect(extra.status).toBe(429);
    streams.forEach((stream) => stream.close());
  });
});

describe('EventHub and frames', () => {
  it('hands events to the user’s listeners only, until they stop', () => {
    const hub = new EventHub();
    const seen: string[] = [];
    const stop = hub.subscribe(1, (event) => seen.push(`a:${event.id}`));
    hub.subscribe(1, () => {
      throw new Error('broken stream');
    });
    hub.subscribe(2, (event) => seen.push(`b:${event.id}`));
    hub.publish(1, { name: 'chat.message', id: 7, data: {} });
    stop();
    hub.publish(1, { name: 'chat.message', id: 8, data: {} });
    expect(seen).toEqual(['a:7']);
    expect(hub.count(1)).toBe(1);
  });

  it('writes frames EventSource reads', () => {
    expect(sseFrame({ name: 'chat.message', id: 3, data: { chat_id: 1, message: { body: 'a\nb' } } })).toBe(
      'id: 3\nevent: chat.message\ndata: {"chat_id":1,"message":{"body":"a\\nb"}}\n\n',
    );
    expect(sseComment('heart\nbeat')).toBe(': heart beat\n\n');
  });
});
