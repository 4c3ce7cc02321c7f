import bcrypt from 'bcryptjs';
import { sql } from 'kysely';
import { emptyCart } from 'shared-contracts/model/checkout';
import { withValues, type ErrorBody } from './checkout-fixtures';
import { signedIn } from '../../../testing/demo-users';
import type { TestClient } from '../../../testing/test-server';
import { serverForAll } from '../../../testing/server-for-tests';
import { installmentPlan } from '../cart-pricing';
import type { Cart } from '../cart-view';

interface ProductRow {
  id: number;
  name: string;
  price_cents: number;
  original_price_cents: number | null;
  stock: number;
  seller_id: number;
  seller_name: string;
  seller_slug: string;
  category_name: string;
}

const server = serverForAll();

const PRODUCT_SELECT = `
  SELECT p.id, p.name, p.price_cents, p.original_price_cents, p.stock, s.id AS seller_id, s.name AS seller_name,
         s.slug AS seller_slug, c.name AS category_name
    FROM products p JOIN sellers s ON s.id = p.seller_id JOIN categories c ON c.id = p.category_id`;

async function simpleProduct(where: string, ...params: unknown[]): Promise<ProductRow> {
  const { rows } = await withValues<ProductRow>(
    `${PRODUCT_SELECT} WHERE NOT EXISTS (SELECT 1 FROM product_variations v WHERE v.product_id = p.id) AND ${where}
      ORDER BY p.id LIMIT 1`,
    params,
  ).execute(server.app.kysely);
  const row = rows[0];
  if (!row) throw new Error(`no product where ${where}`);
  return row;
}

type VariationProductRow = ProductRow & {
  variation: string;
  option_id: number;
  option_name: string;
  option_price: number;
  option_stock: number;
};

async function variationProduct(): Promise<VariationProductRow> {
  const select = PRODUCT_SELECT.replace(
    'SELECT p.id,',
    'SELECT v.name AS variation, o.id AS option_id, o.name AS option_name, o.price_cents AS option_price, o.stock AS option_stock, p.id,',
  );
  const { rows } = await sql<VariationProductRow>`${sql.raw(select)}
       JOIN product_variations v ON v.product_id = p.id
       JOIN product_variation_options o ON o.product_variation_id = v.id
      WHERE v.name = 'Cor' AND o.stock >= 5 ORDER BY p.id, o.position LIMIT 1`.execute(server.app.kysely);
  const row = rows[0];
  if (!row) throw new Error('no product with a colour option');
  return row;
}

async function customer(): Promise<TestClient> {
  const client = await signedIn(server);
  await client.csrf();
  return client;
}

async function cart(client: TestClient): Promise<Cart> {
  const response = await client.get('/api/cart');
  expect(response.status).toBe(200);
  return response.body as Cart;
}

async function add(client: TestClient, body: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
  return client.post('/api/cart/add', body);
}

beforeEach(async () => {
  await server.app.kysely.deleteFrom('cart_items').execute();
});

describe('cart access', () => {
  it('answers 401 to guests on GET /api/cart and POST /api/cart/add', async () => {
    const guest = server.client();
    const get = await guest.get('/api/cart');
    expect(get.status).toBe(401);
    expect(get.body).toEqual({ message: 'Unauthenticated.' });
    await guest.csrf();
    const post = await guest.post('/api/cart/add', { product_id: 1, product_variation_option_id: null, quantity: 1 });
    expect(post.status).toBe(401);
  });

  it('answers 403 to affiliates adding to a cart', async () => {
    const affiliate = server.client();
    await affiliate.login('afiliado@demo.com.br', 'demo1234');
    await affiliate.csrf();
    const product = await simpleProduct('p.stock > 5');
    const response = await add(affiliate, { product_id: product.id, product_variation_option_id: null, quantity: 1 });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Apenas clientes podem comprar.' });
  });

  it('C-20 refuses an add without the anti-forgery header', async () => {
    const client = await customer();
    const product = await simpleProduct('p.stock > 5');
    const response = await client.post(
      '/api/cart/add',
      { product_id: product.id, product_variation_option_id: null, quantity: 1 },
      { xsrf: false },
    );
    expect(response.status).toBe(419);
  });

  it('A-03 an empty cart answers every field, with numbers at zero and no installments', async () => {
    const client = await customer();
    // The contract's empty cart, field for field: what the screens start from before any answer.
    expect(await cart(client)).toEqual(emptyCart);
  });
});

describe('POST /api/cart/add', () => {
  it('C-02 adds a product and the cart shows it with every CartItem field', async () => {
    const client = await customer();
    const product = await simpleProduct('p.stock > 5 AND p.original_price_cents IS NOT NULL');
    const response = await add(client, { product_id: product.id, product_variation_option_id: null, quantity: 2 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Produto adicionado ao carrinho.' });

    const body = await cart(client);
    expect(body.content).toHaveLength(1);
    const group = body.content[0];
    expect(group?.seller).toEqual({ id: product.seller_id, name: product.seller_name, slug: product.seller_slug });
    expect(group?.items).toEqual([
      {
        id: `${product.id}-0`,
        name: product.name,
        quantity: 2,
        price: product.price_cents / 100,
        max_quantity: product.stock,
        associatedModel: {
          photo: `/api/media/products/${product.id}/1.svg`,
          name: product.name,
          original_price: (product.original_price_cents ?? 0) / 100,
          seller: { slug: product.seller_slug },
        },
        attributes: {
          seller: { name: product.seller_name },
          product_variation: null,
          product_variation_option: null,
          product_category: { name: product.category_name },
        },
      },
    ]);
    expect(body.subtotal).toBe((product.price_cents * 2) / 100);
    expect(body.total).toBe(body.subtotal);
  });

  it('adds to an existing line instead of creating another one', async () => {
    const client = await customer();
    const product = await simpleProduct('p.stock > 5');
    await add(client, { product_id: product.id, product_variation_option_id: null, quantity: 1 });
    await add(client, { product_id: product.id, product_variation_option_id: null, quantity: 2 });
    const body = await cart(client);
    expect(body.content[0]?.items).toHaveLength(1);
    expect(body.content[0]?.items[0]?.quantity).toBe(3);
  });

  it("asks for the option of a product with a variation ('Escolha uma opção de Cor.') and uses its price", async () => {
    const client = await customer();
    const product = await variationProduct();
    const missing = await add(client, { product_id: product.id, product_variation_option_id: null, quantity: 1 });
    expect(missing.status).toBe(422);
    expect((missing.body as ErrorBody).errors).toEqual({
      product_variation_option_id: [`Escolha uma opção de ${product.variation}.`],
    });

    const added = await add(client, {
      product_id: product.id,
      product_variation_option_id: product.option_id,
      quantity: 1,
    });
    expect(added.status).toBe(200);
    const item = (await cart(client)).content[0]?.items[0];
    expect(item?.id).toBe(`${product.id}-${product.option_id}`);
    expect(item?.price).toBe(product.option_price / 100);
    expect(item?.max_quantity).toBe(product.option_stock);
    expect(item?.attributes.product_variation).toEqual({ name: 'Cor' });
    expect(item?.attributes.product_variation_option).toEqual({ name: product.option_name });
  });

  it('refuses an option that belongs to another product, or any option for a product without variation', async () => {
    const client = await customer();
    const withVariation = await variationProduct();
    const plain = await simpleProduct('p.stock > 5');
    const foreign = await add(client, {
      product_id: plain.id,
      product_variation_option_id: withVariation.option_id,
      quantity: 1,
    });
    expect(foreign.status).toBe(422);
    expect((foreign.body as ErrorBody).errors).toEqual({
      product_variation_option_id: ['A opção selecionada é inválida.'],
    });
    const other = await server.app.kysely
      .selectFrom('product_variation_options as o')
      .innerJoin('product_variations as v', 'v.id', 'o.product_variation_id')
      .select('o.id')
      .where('v.product_id', '<>', withVariation.id)
      .limit(1)
      .executeTakeFirstOrThrow();
    const wrong = await add(client, {
      product_id: withVariation.id,
      product_variation_option_id: other.id,
      quantity: 1,
    });
    expect(wrong.status).toBe(422);
  });

  it('answers 422 when the product does not exist', async () => {
    const client = await customer();
    const response = await add(client, { product_id: 999999, product_variation_option_id: null, quantity: 1 });
    expect(response.status).toBe(422);
    expect((response.body as ErrorBody).errors).toEqual({ product_id: ['O produto selecionado é inválido.'] });
  });

  it.each([
    [{ product_variation_option_id: null, quantity: 1 }, 'product_id', 'O campo produto é obrigatório.'],
    [{ product_id: 'abc', quantity: 1 }, 'product_id', 'O campo produto deve ser um número inteiro.'],
    [
      { product_id: 1, product_variation_option_id: 'x', quantity: 1 },
      'product_variation_option_id',
      'O campo opção deve ser um número inteiro.',
    ],
    [{ product_id: 1 }, 'quantity', 'O campo quantidade é obrigatório.'],
    [{ product_id: 1, quantity: 0 }, 'quantity', 'O campo quantidade deve ser pelo menos 1.'],
    [{ product_id: 1, quantity: 100 }, 'quantity', 'O campo quantidade não pode ser superior a 99.'],
    [{ product_id: 1, quantity: 1.5 }, 'quantity', 'O campo quantidade deve ser um número inteiro.'],
  ])('answers 422 for %j', async (body, field, message) => {
    const client = await customer();
    const response = await add(client, body);
    expect(response.status).toBe(422);
    expect((response.body as ErrorBody).errors[field]).toEqual([message]);
  });

  it("answers 'Quantidade indisponível em estoque.' beyond the stock, counting what is already in the cart", async () => {
    const client = await customer();
    const product = await simpleProduct('p.stock BETWEEN 3 AND 60');
    const tooMany = await add(client, {
      product_id: product.id,
      product_variation_option_id: null,
      quantity: product.stock + 1,
    });
    expect(tooMany.status).toBe(422);
    expect((tooMany.body as ErrorBody).errors).toEqual({ quantity: ['Quantidade indisponível em estoque.'] });

    expect(
      (await add(client, { product_id: product.id, product_variation_option_id: null, quantity: product.stock - 1 }))
        .status,
    ).toBe(200);
    const over = await add(client, { product_id: product.id, product_variation_option_id: null, quantity: 2 });
    expect(over.status).toBe(422);
    expect((await add(client, { product_id: product.id, product_variation_option_id: null, quantity: 1 })).status).toBe(
      200,
    );

    const soldOut = await simpleProduct('p.stock = 0');
    const none = await add(client, { product_id: soldOut.id, product_variation_option_id: null, quantity: 1 });
    expect(none.status).toBe(422);
  });

  it('accepts numbers sent as text, as forms do', async () => {
    const client = await customer();
    const product = await simpleProduct('p.stock > 5');
    const response = await add(client, {
      product_id: String(product.id),
      product_variation_option_id: '',
      quantity: '2',
    });
    expect(response.status).toBe(200);
  });
});

describe('GET /api/cart', () => {
  it('L-11 groups the items by seller in the order they were added, with totals and installments', async () => {
    const client = await customer();
    const first = await simpleProduct('p.stock > 5 AND p.price_cents > 5000');
    const second = await simpleProduct('p.stock > 5 AND p.seller_id <> ?', first.seller_id);
    const third = await simpleProduct('p.stock > 5 AND p.seller_id = ? AND p.id <> ?', first.seller_id, first.id);
    await add(client, { product_id: first.id, product_variation_option_id: null, quantity: 1 });
    await add(client, { product_id: second.id, product_variation_option_id: null, quantity: 3 });
    await add(client, { product_id: third.id, product_variation_option_id: null, quantity: 2 });

    const body = await cart(client);
    expect(body.content.map((group) => group.seller.id)).toEqual([first.seller_id, second.seller_id]);
    expect(body.content[0]?.items.map((item) => item.id)).toEqual([`${first.id}-0`, `${third.id}-0`]);
    expect(body.content[1]?.items.map((item) => item.id)).toEqual([`${second.id}-0`]);

    const subtotalCents = first.price_cents + second.price_cents * 3 + third.price_cents * 2;
    expect(body.subtotal).toBe(subtotalCents / 100);
    expect(body.shipping).toBe(0);
    expect(body.discount).toBe(0);
    expect(body.coupon_name).toBeNull();
    expect(body.total).toBe(subtotalCents / 100);
    expect(body.conditions).toEqual([]);
    expect(body.address).toBeNull();
    expect(body.installments).toEqual(installmentPlan(subtotalCents));
    expect(body.installments).toHaveLength(12);
    expect(body.installments?.[5]?.taxes).toBe(0);
    expect(body.installments?.[6]?.taxes).toBeGreaterThan(0);
  });

  it('keeps each customer’s cart apart', async () => {
    const client = await customer();
    const product = await simpleProduct('p.stock > 5');
    await add(client, { product_id: product.id, product_variation_option_id: null, quantity: 1 });

    await server.app.kysely
      .insertInto('users')
      .values({
        name: 'Outra Cliente',
        email: 'outra@demo.com.br',
        password_hash: bcrypt.hashSync('segredo123', 4),
        user_type: 1,
      })
      .execute();
    const other = server.client();
    expect((await other.login('outra@demo.com.br', 'segredo123')).status).toBe(200);
    expect((await cart(other)).content).toEqual([]);
    expect((await cart(client)).content).toHaveLength(1);
  });
});
