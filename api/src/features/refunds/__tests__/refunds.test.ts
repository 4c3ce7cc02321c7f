import { serverForAll } from '../../../testing/server-for-tests';
import { queryRow } from '../../../testing/query';
import { AFFILIATE, freshUser, otherCustomer, signedIn } from '../../../testing/demo-users';
import { insertOrder, products } from '../../order-reviews/__tests__/fixtures';

interface RefundAnswer {
  id: number;
  protocol: string;
  order_id: number;
  order_number: string;
  status: string;
  status_label: string;
  reason: string;
  reason_label: string;
  description: string;
  refund_method: string;
  pix_key: string | null;
  items: Array<{ order_item_index: number; name: string; quantity: number; amount: number }>;
  amount: number;
  created_at: string;
  next_steps: string[];
}

// One app for the file: each test's orders belong to a customer of its own (a copy of the seeded one).
const server = serverForAll();

const request = (overrides: Record<string, unknown> = {}) => ({
  items: [{ order_item_index: 0, quantity: 1 }],
  reason: 'defect',
  description: 'A tela chegou trincada no canto direito.',
  refund_method: 'original',
  pix_key: null,
  ...overrides,
});

function errorsOf(body: unknown): Record<string, string[]> {
  return (body as { errors: Record<string, string[]> }).errors;
}

describe('refunds: asking', () => {
  it('gives a protocol, the amount and the next steps, and lists the request', async () => {
    const db = server.app.kysely;
    const customer = await freshUser(server);
    const id = await insertOrder(db, customer.id, {
      status: 'delivered',
      daysAgo: 30,
      items: [
        { product: 0, quantity: 1 },
        { product: 1, quantity: 3 },
      ],
    });
    const [, second] = await products(db);
    const client = customer.client;

    const response = await client.post(
      `/api/orders/${id}/refunds`,
      request({ items: [{ order_item_index: 1, quantity: 2 }] }),
    );
    expect(response.status).toBe(201);
    const refund = response.body as RefundAnswer;
    expect(refund.protocol).toBe(`DV-${String(refund.id).padStart(6, '0')}`);
    expect(refund).toMatchObject({
      order_id: id,
      order_number: `MB-${String(id).padStart(6, '0')}`,
      status: 'requested',
      status_label: 'Em análise',
      reason: 'defect',
      reason_label: 'Produto com defeito',
      refund_method: 'original',
      pix_key: null,
      items: [{ order_item_index: 1, name: second?.name, quantity: 2, amount: (second!.price_cents * 2) / 100 }],
      amount: (second!.price_cents * 2) / 100,
    });
    expect(refund.next_steps).toHaveLength(4);
    expect(refund.next_steps[2]).toContain('estornamos');
    expect(refund.next_steps[3]).toContain(refund.protocol);

    const list = await client.get('/api/refunds');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body).toEqual([refund]);
  });

  it('accepts a paid order within 7 days, a Pix key and no description for a withdrawal', async () => {
    const db = server.app.kysely;
    const customer = await freshUser(server);
    const id = await insertOrder(db, customer.id, { status: 'paid', daysAgo: 6, method: 'pix' });
    const client = customer.client;
    const response = await client.post(
      `/api/orders/${id}/refunds`,
      request({ reason: 'regret', description: '', refund_method: 'pix', pix_key: '(11) 98765-4321' }),
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ reason: 'regret', description: '', pix_key: '+5511987654321' });
  });

  it.each([
    ['a CPF', '529.982.247-25', '52998224725'],
    ['an e-mail', ' Mariana@Exemplo.com.BR ', 'mariana@exemplo.com.br'],
    ['a random key', '123E4567-E89B-12D3-A456-426614174000', '123e4567-e89b-12d3-a456-426614174000'],
    ['a phone with +55', '+55 21 99876-5432', '+5521998765432'],
    ['a CNPJ', '11.222.333/0001-81', '11222333000181'],
  ])('keeps %s as the Pix directory writes it', async (_kind, key, stored) => {
    const db = server.app.kysely;
    const customer = await freshUser(server);
    const id = await insertOrder(db, customer.id, { status: 'delivered' });
    const client = customer.client;
    const response = await client.post(`/api/orders/${id}/refunds`, request({ refund_method: 'pix', pix_key: key }));
    expect(response.status).toBe(201);
    expect((response.body as RefundAnswer).pix_key).toBe(stored);
  });

  it('does not return the same unit twice', async () => {
    const db = server.app.kysely;
    const customer = await freshUser(server);
    const id = await insertOrder(db, customer.id, { status: 'delivered', items: [{ product: 0, quantity: 2 }] });
    const client = customer.client;
    const both = request({ items: [{ order_item_index: 0, quantity: 2 }] });
    expect((await client.post(`/api/orders/${id}/refunds`, request())).status).toBe(201);
    const response = await client.post(`/api/orders/${id}/refunds`, both);
    expect(response.status).toBe(422);
    expect(errorsOf(response.body)).toEqual({ 'items.0.quantity': ['Informe uma quantidade de 1 a 1 unidade.'] });
    expect((await client.post(`/api/orders/${id}/refunds`, request())).status).toBe(201);
    const none = await client.post(`/api/orders/${id}/refunds`, request());
    expect(errorsOf(none.body)).toEqual({
      'items.0.quantity': ['Todas as unidades deste item já estão em uma devolução.'],
    });
  });

  it('gives the last unit to one of two requests sent at once', async () => {
    const db = server.app.kysely;
    const customer = await freshUser(server);
    const id = await insertOrder(db, customer.id, { status: 'delivered' });
    const client = customer.client;
    const statuses = await Promise.all(
      [0, 1].map(async () => (await client.post(`/api/orders/${id}/refunds`, request())).status),
    );
    expect(statuses.sort()).toEqual([201, 422]);
    expect(
      await queryRow(
        db,
        'SELECT COUNT(*) AS n FROM refund_items i JOIN refunds r ON r.id = i.refund_id WHERE r.order_id = ?',
        id,
      ),
    ).toEqual({ n: 1 });
  });

  it('answers 422 with every failing field', async () => {
    const db = server.app.kysely;
    const customer = await freshUser(server);
    const id = await insertOrder(db, customer.id, { status: 'delivered', items: [{ product: 0, quantity: 1 }] });
    const client = customer.client;
    const response = await client.post(`/api/orders/${id}/refunds`, {
      items: [{ order_item_index: 3, quantity: 1 }],
      reason: 'nenhum',
      description: 'x'.repeat(1001),
      refund_method: 'pix',
      pix_key: 'chave-invalida',
    });
    expect(response.status).toBe(422);
    expect(errorsOf(response.body)).toEqual({
      'items.0.order_item_index': ['O item selecionado não faz parte deste pedido.'],
      reason: ['Escolha o motivo da devolução.'],
      description: ['O campo descrição não pode ser superior a 1000 caracteres.'],
      pix_key: ['Informe uma chave Pix válida: CPF, CNPJ, e-mail, celular ou chave aleatória.'],
    });
    expect(await queryRow(db, 'SELECT COUNT(*) AS n FROM refunds WHERE order_id = ?', id)).toEqual({ n: 0 });
  });

  it.each([
    ['no items', { items: [] }, 'items', 'Escolha pelo menos um produto para devolver.'],
    [
      'zero units',
      { items: [{ order_item_index: 0, quantity: 0 }] },
      'items.0.quantity',
      'Informe uma quantidade de 1 a 1 unidade.',
    ],
    ['no description for a defect', { description: '   ' }, 'description', 'O campo descrição é obrigatório.'],
    ['no refund method', { refund_method: undefined }, 'refund_method', 'Escolha como quer receber o reembolso.'],
    ['a Pix refund without key', { refund_method: 'pix', pix_key: '' }, 'pix_key', 'O campo chave Pix é obrigatório.'],
  ])('answers 422 for %s', async (_case, overrides, field, message) => {
    const db = server.app.kysely;
    const customer = await freshUser(server);
    const id = await insertOrder(db, customer.id, { status: 'delivered' });
    const client = customer.client;
    const response = await client.post(`/api/orders/${id}/refunds`, request(overrides));
    expect(response.status).toBe(422);
    expect(errorsOf(response.body)[field]).toEqual([message]);
  });

  it('refunds a boleto order by Pix only', async () => {
    const db = server.app.kysely;
    const customer = await freshUser(server);
    const id = await insertOrder(db, customer.id, { status: 'delivered', method: 'bank_slip' });
    const client = customer.client;
    const response = await client.post(`/api/orders/${id}/refunds`, request());
    expect(errorsOf(response.body)).toEqual({
      refund_method: ['Pedidos pagos com boleto são reembolsados por Pix: informe uma chave Pix.'],
    });
  });

  it.each([
    ['paid 8 days ago', { status: 'paid' as const, daysAgo: 8 }],
    ['awaiting payment', { status: 'awaiting_payment' as const, daysAgo: 1, method: 'pix' as const }],
    ['shipped', { status: 'shipped' as const, daysAgo: 9 }],
    ['canceled', { status: 'canceled' as const, daysAgo: 1 }],
  ])('refuses an order %s', async (_case, order) => {
    const db = server.app.kysely;
    const customer = await freshUser(server);
    const id = await insertOrder(db, customer.id, order);
    const client = customer.client;
    const response = await client.post(`/api/orders/${id}/refunds`, request());
    expect(response.status).toBe(422);
    expect(errorsOf(response.body)).toEqual({
      order: [
        'Este pedido não pode ser devolvido por aqui: a devolução vale para pedidos entregues ou pagos há até 7 dias.',
      ],
    });
  });
});

describe('refunds: who may ask', () => {
  it('is 401 for guests and 403 for affiliates', async () => {
    const guest = server.client();
    await guest.csrf();
    expect((await guest.post('/api/orders/1/refunds', request())).status).toBe(401);
    expect((await guest.get('/api/refunds')).status).toBe(401);
    const affiliate = await signedIn(server, AFFILIATE);
    expect((await affiliate.post('/api/orders/1/refunds', request())).status).toBe(403);
    expect((await affiliate.get('/api/refunds')).status).toBe(403);
  });

  it('is 404 for someone else’s order, whose requests stay private', async () => {
    const db = server.app.kysely;
    const customer = await freshUser(server);
    const id = await insertOrder(db, customer.id, { status: 'delivered' });
    const owner = customer.client;
    expect((await owner.post(`/api/orders/${id}/refunds`, request())).status).toBe(201);

    const stranger = await otherCustomer(server);
    const response = await stranger.post(`/api/orders/${id}/refunds`, request());
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Pedido não encontrado.' });
    expect((await stranger.get('/api/refunds')).body).toEqual([]);
    expect((await stranger.post('/api/orders/abc/refunds', request())).status).toBe(404);
  });
});
