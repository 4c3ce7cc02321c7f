import type { Db } from '../../../db/database';
import { startTestServer, type TestClient, type TestServer } from '../../../testing/test-server';

export const CUSTOMER = 'cliente@demo.com.br';
export const AFFILIATE = 'afiliado@demo.com.br';
export const PASSWORD = 'demo1234';
const DAY_MS = 24 * 60 * 60 * 1000;

export type Status = 'awaiting_payment' | 'paid' | 'declined' | 'canceled' | 'shipped' | 'delivered';

export interface SeedOrder {
  status?: Status;
  method?: 'credit_card' | 'bank_slip' | 'pix';
  daysAgo?: number;
  /** Products (by position in the catalogue) and quantities. */
  items?: Array<{ product: number; quantity: number }>;
}

export function userId(db: Db, email = CUSTOMER): number {
  const row = db.prepare<[string], { id: number }>('SELECT id FROM users WHERE email = ?').get(email);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** Products of the catalogue without variations, in id order. */
export function products(
  db: Db,
): Array<{ id: number; name: string; slug: string; seller_id: number; price_cents: number }> {
  return db
    .prepare<[], { id: number; name: string; slug: string; seller_id: number; price_cents: number }>(
      `SELECT p.id, p.name, p.slug, p.seller_id, p.price_cents FROM products p
        WHERE NOT EXISTS (SELECT 1 FROM product_variations v WHERE v.product_id = p.id) ORDER BY p.id LIMIT 20`,
    )
    .all();
}

/**
 * An order written straight into the database, as the checkout leaves it: number, items copied
 * from the catalogue and a payment row.
 */
export function insertOrder(db: Db, owner: number, order: SeedOrder = {}): number {
  const catalogue = products(db);
  const lines = (order.items ?? [{ product: 0, quantity: 1 }]).map(({ product, quantity }) => {
    const row = catalogue[product];
    if (!row) throw new Error(`no product ${product}`);
    return { ...row, quantity };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.price_cents * line.quantity, 0);
  const created = new Date(Date.now() - (order.daysAgo ?? 1) * DAY_MS).toISOString().slice(0, 19).replace('T', ' ');
  const method = order.method ?? 'credit_card';
  const id = Number(
    db
      .prepare(
        `INSERT INTO orders (user_id, status, method, subtotal_cents, shipping_cents, discount_cents, total_cents,
           address_id, address_name, address_zip_code, address_street, address_number, address_complement,
           address_neighborhood, address_city_name, address_state_name, customer_document, customer_phone,
           customer_cellphone, created_at)
         VALUES (?, ?, ?, ?, 0, 0, ?, 1, 'Casa', '01304001', 'Rua Augusta', '1508', 'Apto 42', 'Consolação',
           'São Paulo', 'SP', '52998224725', NULL, '11987654321', ?)`,
      )
      .run(owner, order.status ?? 'paid', method, subtotal, subtotal, created).lastInsertRowid,
  );
  db.prepare('UPDATE orders SET number = ? WHERE id = ?').run(`MB-${String(id).padStart(6, '0')}`, id);
  const insertItem = db.prepare(
    `INSERT INTO order_items (order_id, product_id, seller_id, seller_name, name, photo, quantity, unit_price_cents,
       total_cents)
     VALUES (?, ?, ?, (SELECT name FROM sellers WHERE id = ?), ?, ?, ?, ?, ?)`,
  );
  for (const line of lines) {
    insertItem.run(
      id,
      line.id,
      line.seller_id,
      line.seller_id,
      line.name,
      `/api/media/products/${line.id}/1.svg`,
      line.quantity,
      line.price_cents,
      line.price_cents * line.quantity,
    );
  }
  db.prepare(
    `INSERT INTO order_payments (order_id, method, status, amount_cents, installments, installment_value_cents,
       card_brand, card_last4)
     VALUES (?, ?, ?, ?, 1, ?, ?, ?)`,
  ).run(
    id,
    method,
    method === 'credit_card' ? 'approved' : 'pending',
    subtotal,
    subtotal,
    method === 'credit_card' ? 'visa' : null,
    method === 'credit_card' ? '1111' : null,
  );
  return id;
}

/** A second customer, created straight in the database, signed in. */
export async function otherCustomer(server: TestServer): Promise<TestClient> {
  const hash = server.app.db
    .prepare<[string], { password_hash: string }>('SELECT password_hash FROM users WHERE email = ?')
    .get(CUSTOMER)?.password_hash;
  server.app.db
    .prepare("INSERT INTO users (name, email, password_hash, user_type) VALUES ('João Pereira', ?, ?, 1)")
    .run('joao@demo.com.br', hash);
  return signedIn(server, 'joao@demo.com.br');
}

export async function signedIn(server: TestServer, email = CUSTOMER): Promise<TestClient> {
  const client = server.client();
  const response = await client.login(email, PASSWORD);
  if (response.status !== 200) throw new Error(`login of ${email} answered ${response.status}`);
  return client;
}

export { startTestServer };
