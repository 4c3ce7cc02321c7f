import { serverForAll } from '../../../testing/server-for-tests';
import { execute, queryRow } from '../../../testing/query';
import { AFFILIATE, freshUser, otherCustomer, signedIn } from '../../../testing/demo-users';
import { insertOrder, products } from './fixtures';

interface ReviewsAnswer {
  order_id: number;
  number: string;
  reviewable: boolean;
  items: Array<{
    order_item_index: number;
    name: string;
    product: { id: number; slug: string; seller_slug: string } | null;
    review: { rating: number; title: string; comment: string; created_at: string } | null;
  }>;
}

// One app for the file: each test's orders belong to a customer of its own (a copy of the seeded one).
const server = serverForAll();

const good = (index: number, rating = 5) => ({
  order_item_index: index,
  rating,
  title: 'Excelente compra',
  comment: 'Chegou antes do prazo e funciona muito bem.',
});

describe('order reviews: reading', () => {
  it('lists the order’s items in the order the orders API lists them, none reviewed yet', async () => {
    const db = server.app.kysely;
    const customer = await freshUser(server);
    const id = await insertOrder(db, customer.id, {
      items: [
        { product: 0, quantity: 1 },
        { product: 1, quantity: 2 },
      ],
    });
    const client = customer.client;

    const response = await client.get(`/api/orders/${id}/reviews`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = response.body as ReviewsAnswer;
    const [first, second] = await products(db);
    expect(body).toMatchObject({ order_id: id, number: `MB-${String(id).padStart(6, '0')}`, reviewable: true });
    expect(body.items.map((item) => [item.order_item_index, item.name, item.review])).toEqual([
      [0, first?.name, null],
      [1, second?.name, null],
    ]);
    expect(body.items[0]?.product).toEqual({ id: first?.id, slug: first?.slug, seller_slug: expect.any(String) });

    const order = (await client.get(`/api/orders/${id}`)).body as { items: Array<{ name: string }> };
    expect(order.items.map((item) => item.name)).toEqual(body.items.map((item) => item.name));
  });

  it('says an order that is not paid is not reviewable yet', async () => {
    const db = server.app.kysely;
    const customer = await freshUser(server);
    const id = await insertOrder(db, customer.id, { status: 'awaiting_payment', method: 'pix' });
    const client = customer.client;
    expect(((await client.get(`/api/orders/${id}/reviews`)).body as ReviewsAnswer).reviewable).toBe(false);
  });
});

describe('order reviews: sending', () => {
  it('publishes the review on the product page and updates its average and count', async () => {
    const db = server.app.kysely;
    const customer = await freshUser(server);
    const id = await insertOrder(db, customer.id, {
      items: [
        { product: 0, quantity: 1 },
        { product: 1, quantity: 1 },
      ],
    });
    const [product] = await products(db);
    const before = (
      (await queryRow(db, 'SELECT review_count FROM products WHERE id = ?', product!.id)) as { review_count: number }
    ).review_count;
    const client = customer.client;

    const response = await client.post(`/api/orders/${id}/reviews`, { reviews: [good(0, 1)] });
    expect(response.status).toBe(201);
    const body = response.body as ReviewsAnswer;
    expect(body.items[0]?.review).toEqual({
      rating: 1,
      title: 'Excelente compra',
      comment: 'Chegou antes do prazo e funciona muito bem.',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(body.items[1]?.review).toBeNull();

    // The product page reads it: newest first, signed 'Mariana S.'.
    const reviews = (await client.get(`/api/products/${product!.id}/reviews`)).body as {
      total: number;
      data: Array<{ author_name: string; rating: number; title: string }>;
    };
    expect(reviews.data[0]).toMatchObject({ author_name: 'Mariana S.', rating: 1, title: 'Excelente compra' });
    const counters = (await queryRow(
      db,
      'SELECT review_count, review_average FROM products WHERE id = ?',
      product!.id,
    )) as {
      review_count: number;
      review_average: number;
    };
    expect(counters.review_count).toBe(before + 1);
    const average = (
      (await queryRow(
        db,
        'SELECT ROUND(AVG(rating), 1) AS a FROM product_reviews WHERE product_id = ?',
        product!.id,
      )) as {
        a: number;
      }
    ).a;
    expect(counters.review_average).toBe(average);

    // Reading again shows what was sent.
    const again = (await client.get(`/api/orders/${id}/reviews`)).body as ReviewsAnswer;
    expect(again.items[0]?.review?.rating).toBe(1);
  });

  it('takes several items at once and keeps texts trimmed', async () => {
    const db = server.app.kysely;
    const customer = await freshUser(server);
    const id = await insertOrder(db, customer.id, {
      items: [
        { product: 2, quantity: 1 },
        { product: 3, quantity: 1 },
      ],
    });
    const client = customer.client;
    const response = await client.post(`/api/orders/${id}/reviews`, {
      reviews: [good(1, 4), { ...good(0, 3), title: '  Bom  ', comment: '  Atendeu.  ' }],
    });
    expect(response.status).toBe(201);
    const body = response.body as ReviewsAnswer;
    expect(body.items.map((item) => item.review?.rating)).toEqual([3, 4]);
    expect(body.items[0]?.review).toMatchObject({ title: 'Bom', comment: 'Atendeu.' });
  });

  it('refuses a second review of the same item', async () => {
    const db = server.app.kysely;
    const customer = await freshUser(server);
    const id = await insertOrder(db, customer.id);
    const client = customer.client;
    expect((await client.post(`/api/orders/${id}/reviews`, { reviews: [good(0)] })).status).toBe(201);
    const response = await client.post(`/api/orders/${id}/reviews`, { reviews: [good(0)] });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: 'Você já avaliou este produto.',
      errors: { 'reviews.0.order_item_index': ['Você já avaliou este produto.'] },
    });
  });

  it('keeps one of two reviews of the same item sent at once', async () => {
    const db = server.app.kysely;
    const customer = await freshUser(server);
    const id = await insertOrder(db, customer.id);
    const client = customer.client;
    const answers = await Promise.all(
      [0, 1].map(() => client.post(`/api/orders/${id}/reviews`, { reviews: [good(0)] })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect(answers.find((answer) => answer.status === 422)?.body).toMatchObject({
      message: 'Você já avaliou este produto.',
    });
    expect(await queryRow(db, 'SELECT COUNT(*) AS n FROM order_item_reviews WHERE order_id = ?', id)).toEqual({ n: 1 });
  });

  it('answers 422 with the failing fields of each review', async () => {
    const db = server.app.kysely;
    const customer = await freshUser(server);
    const id = await insertOrder(db, customer.id, {
      items: [
        { product: 0, quantity: 1 },
        { product: 1, quantity: 1 },
      ],
    });
    const client = customer.client;
    const response = await client.post(`/api/orders/${id}/reviews`, {
      reviews: [
        { order_item_index: 0, rating: 6, title: '', comment: 'x'.repeat(1001) },
        { order_item_index: 0, rating: 2.5, title: 't'.repeat(81), comment: 'Ok' },
      ],
    });
    expect(response.status).toBe(422);
    expect((response.body as { errors: unknown }).errors).toEqual({
      'reviews.0.rating': ['Escolha uma nota de 1 a 5 estrelas.'],
      'reviews.0.title': ['O campo título é obrigatório.'],
      'reviews.0.comment': ['O campo comentário não pode ser superior a 1000 caracteres.'],
      'reviews.1.order_item_index': ['Este item aparece mais de uma vez.'],
      'reviews.1.rating': ['Escolha uma nota de 1 a 5 estrelas.'],
      'reviews.1.title': ['O campo título não pode ser superior a 80 caracteres.'],
    });
    expect(await queryRow(db, 'SELECT COUNT(*) AS n FROM order_item_reviews WHERE order_id = ?', id)).toEqual({
      n: 0,
    });
  });

  it.each([
    ['no list', {}, 'reviews', 'Avalie pelo menos um produto.'],
    ['an empty list', { reviews: [] }, 'reviews', 'Avalie pelo menos um produto.'],
    [
      'an unknown item',
      { reviews: [good(5)] },
      'reviews.0.order_item_index',
      'O item selecionado não faz parte deste pedido.',
    ],
    [
      'more reviews than items',
      { reviews: [good(0), good(0)] },
      'reviews',
      'Envie no máximo uma avaliação por item do pedido.',
    ],
  ])('answers 422 for %s', async (_case, body, field, message) => {
    const db = server.app.kysely;
    const customer = await freshUser(server);
    const id = await insertOrder(db, customer.id);
    const client = customer.client;
    const response = await client.post(`/api/orders/${id}/reviews`, body);
    expect(response.status).toBe(422);
    expect((response.body as { errors: Record<string, string[]> }).errors[field]).toEqual([message]);
  });

  it.each(['awaiting_payment', 'declined', 'canceled'] as const)('refuses reviews of an order %s', async (status) => {
    const db = server.app.kysely;
    const customer = await freshUser(server);
    const id = await insertOrder(db, customer.id, { status });
    const client = customer.client;
    const response = await client.post(`/api/orders/${id}/reviews`, { reviews: [good(0)] });
    expect(response.status).toBe(422);
    expect((response.body as { errors: unknown }).errors).toEqual({
      reviews: ['Este pedido ainda não pode ser avaliado: o pagamento não foi confirmado.'],
    });
  });

  it('refuses a product that left the catalogue', async () => {
    const db = server.app.kysely;
    const customer = await freshUser(server);
    const id = await insertOrder(db, customer.id);
    await execute(db, 'UPDATE order_items SET product_id = NULL WHERE order_id = ?', id);
    const client = customer.client;
    const view = (await client.get(`/api/orders/${id}/reviews`)).body as ReviewsAnswer;
    expect(view.items[0]?.product).toBeNull();
    const response = await client.post(`/api/orders/${id}/reviews`, { reviews: [good(0)] });
    expect((response.body as { errors: unknown }).errors).toEqual({
      'reviews.0.order_item_index': ['Este produto não está mais à venda e não pode ser avaliado.'],
    });
  });
});

describe('order reviews: who may use them', () => {
  it('is 401 for guests', async () => {
    const client = server.client();
    await client.csrf();
    expect((await client.get('/api/orders/1/reviews')).status).toBe(401);
    expect((await client.post('/api/orders/1/reviews', { reviews: [good(0)] })).status).toBe(401);
  });

  it('is 403 for affiliates', async () => {
    const client = await signedIn(server, AFFILIATE);
    expect((await client.get('/api/orders/1/reviews')).status).toBe(403);
    expect((await client.post('/api/orders/1/reviews', { reviews: [good(0)] })).status).toBe(403);
  });

  it('is 404 for someone else’s order, an unknown one or a bad id', async () => {
    const db = server.app.kysely;
    const customer = await freshUser(server);
    const id = await insertOrder(db, customer.id);
    const stranger = await otherCustomer(server);
    for (const path of [`/api/orders/${id}/reviews`, '/api/orders/999999/reviews', '/api/orders/abc/reviews']) {
      const read = await stranger.get(path);
      expect(read.status).toBe(404);
      expect(read.body).toEqual({ message: 'Pedido não encontrado.' });
      expect((await stranger.post(path, { reviews: [good(0)] })).status).toBe(404);
    }
    expect(await queryRow(db, 'SELECT COUNT(*) AS n FROM order_item_reviews WHERE order_id = ?', id)).toEqual({
      n: 0,
    });
  });

  it('wants the anti-forgery header to send', async () => {
    const db = server.app.kysely;
    const customer = await freshUser(server);
    const id = await insertOrder(db, customer.id);
    const client = customer.client;
    const response = await client.request('POST', `/api/orders/${id}/reviews`, {
      body: { reviews: [good(0)] },
      xsrf: false,
    });
    expect(response.status).toBe(419);
  });
});
