import bcrypt from 'bcryptjs';
import { sql, type RawBuilder } from 'kysely';
import { trabalho } from 'shared-contracts/testing/demo-customer';
import type { TestClient, TestResponse, TestServer } from '../../../testing/test-server';

/** Test data shared by the cart and checkout tests (not a test file itself). */

export interface ErrorBody {
  message: string;
  errors: Record<string, string[]>;
}

export interface Quote {
  hash: string;
  carrier: string;
  shippingServiceName: string;
  deliveryTime: number;
  price: number;
  gateway: string;
  address: string | null;
}

export interface ProductRow {
  id: number;
  name: string;
  price_cents: number;
  stock: number;
  seller_id: number;
  seller_name: string;
  state_name: string;
  pickup_address: string | null;
  pickup_days: number | null;
  category_name: string;
}

export const PASSWORD = 'segredo123';
/** A CPF with valid check digits. */
export const VALID_CPF = '529.982.247-25';

/** SQL text with `?` marks, its values bound in order (the same text runs on SQLite and PostgreSQL). */
export function withValues<T = unknown>(text: string, values: readonly unknown[]): RawBuilder<T> {
  const [first = '', ...rest] = text.split('?');
  if (rest.length !== values.length) throw new Error(`${rest.length} marks for ${values.length} values: ${text}`);
  return rest.reduce<RawBuilder<T>>(
    (built, part, index) => sql<T>`${built}${values[index]}${sql.raw(part)}`,
    sql.raw<T>(first),
  );
}

/** A product without variation: the first that matches the condition. */
export async function findProduct(server: TestServer, where: string, ...params: unknown[]): Promise<ProductRow> {
  const { rows } = await withValues<ProductRow>(
    `SELECT p.id, p.name, p.price_cents, p.stock, s.id AS seller_id, s.name AS seller_name, s.state_name,
            s.pickup_address, s.pickup_days, c.name AS category_name
       FROM products p JOIN sellers s ON s.id = p.seller_id JOIN categories c ON c.id = p.category_id
      WHERE NOT EXISTS (SELECT 1 FROM product_variations v WHERE v.product_id = p.id) AND ${where}
      ORDER BY p.id LIMIT 1`,
    params,
  ).execute(server.app.kysely);
  const row = rows[0];
  if (!row) throw new Error(`no product where ${where}`);
  return row;
}

let customerCount = 0;

export interface Customer {
  client: TestClient;
  userId: number;
  addressId: number;
  otherAddressId: number;
}

const { id: _demoId, ...paulista } = trabalho;

/**
 * The first address of every new customer, as the API answers it but for its id: the demo
 * customer's address on Avenida Paulista (São Paulo), named 'Casa'.
 */
export const HOME_ADDRESS = { ...paulista, name: 'Casa' };

/**
 * A new customer with two addresses (São Paulo and Porto Alegre), signed in with the
 * anti-forgery cookie in the jar.
 */
export async function newCustomer(server: TestServer): Promise<Customer> {
  customerCount += 1;
  const email = `comprador${customerCount}-${Date.now()}@teste.com.br`;
  const db = server.app.kysely;
  const { id: userId } = await db
    .insertInto('users')
    .values({ name: 'Cliente Teste', email, password_hash: bcrypt.hashSync(PASSWORD, 4), user_type: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const owner = { user_id: userId, complement: null };
  const { id: addressId } = await db
    .insertInto('addresses')
    .values({
      ...owner,
      ...HOME_ADDRESS,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: otherAddressId } = await db
    .insertInto('addresses')
    .values({
      ...owner,
      name: 'Praia',
      zip_code: '90010000',
      street: 'Rua dos Andradas',
      number: '50',
      neighborhood: 'Centro',
      city_name: 'Porto Alegre',
      state_name: 'RS',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const client = server.client();
  const login = await client.login(email, PASSWORD);
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  await client.csrf();
  return { client, userId, addressId, otherAddressId };
}

export async function addToCart(client: TestClient, productId: number, quantity = 1): Promise<void> {
  const response = await client.post('/api/cart/add', {
    product_id: productId,
    product_variation_option_id: null,
    quantity,
  });
  if (response.status !== 200) throw new Error(`add answered ${response.status}: ${response.text}`);
}

export async function quote(client: TestClient): Promise<Record<string, Quote[]>> {
  const response = await client.post('/api/cart/quote');
  if (response.status !== 200) throw new Error(`quote answered ${response.status}: ${response.text}`);
  return response.body as Record<string, Quote[]>;
}

/**
 * Chooses the address and, for every seller, the first delivery option (or the one `pick`
 * selects): the state of a cart ready to be paid.
 */
export async function readyCart(
  customer: Customer,
  pick: (quotes: Quote[]) => Quote | undefined = (quotes) => quotes[0],
): Promise<Record<string, Quote>> {
  const address = await customer.client.post('/api/cart/update-address', { address_id: customer.addressId });
  if (address.status !== 200) throw new Error(`update-address answered ${address.status}`);
  const quotes = await quote(customer.client);
  const chosen: Record<string, Quote> = {};
  for (const [sellerId, options] of Object.entries(quotes)) {
    const option = pick(options);
    if (option) chosen[sellerId] = option;
  }
  const hashs = Object.fromEntries(Object.entries(chosen).map(([sellerId, option]) => [sellerId, option.hash]));
  const shipping = await customer.client.post('/api/cart/update-shipping', { hashs });
  if (shipping.status !== 200) throw new Error(`update-shipping answered ${shipping.status}: ${shipping.text}`);
  return chosen;
}

/** A card valid until two years from now. */
export function cardData(overrides: Partial<Record<'number' | 'name' | 'year' | 'month' | 'cvv', string>> = {}) {
  return {
    number: '4111 1111 1111 1111',
    name: 'CLIENTE TESTE',
    year: String(new Date().getFullYear() + 2),
    month: '07',
    cvv: '123',
    installments: 1,
    ...overrides,
  };
}

export function orderData(
  method: 'credit_card' | 'bank_slip' | 'pix',
  overrides: { card?: Record<string, unknown>; customer?: Record<string, unknown> } = {},
) {
  return {
    method,
    card: { ...cardData(), ...overrides.card },
    customer: { document: VALID_CPF, phone: '(11) 3245-6789', cellphone: '(11) 98765-4321', ...overrides.customer },
  };
}

export function process(
  client: TestClient,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<TestResponse> {
  return client.post('/api/cart/process', { order_data: data }, { headers });
}

export async function count(server: TestServer, text: string, ...params: unknown[]): Promise<number> {
  const { rows } = await withValues<{ n: number }>(text, params).execute(server.app.kysely);
  return Number(rows[0]?.n);
}

export async function stockOf(server: TestServer, productId: number): Promise<number> {
  const row = await server.app.kysely
    .selectFrom('products')
    .select('stock')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.stock;
}
