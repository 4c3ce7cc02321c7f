import { readFileSync, existsSync } from 'node:fs';
import { sql } from 'kysely';
import { serverForAll } from '../../../testing/server-for-tests';
import {
  addToCart,
  findProduct,
  newCustomer,
  orderData,
  process,
  readyCart,
} from '../../cart/__tests__/checkout-fixtures';

/** A Luhn-valid Visa test number used only here, so any trace of it is ours. */
const CARD = '4012 8888 8888 1881';
const CARD_DIGITS = '4012888888881881';
const DECLINED = '4000000000000002';

const logLines: string[] = [];
const server = serverForAll({
  logger: true,
  logLevel: 'trace',
  logStream: { write: (line: string) => void logLines.push(line) },
});

/** Everything the database holds: the SQLite files' bytes, or every row of every table on PostgreSQL as text. */
async function databaseBytes(): Promise<string> {
  if (server.app.engine === 'sqlite') {
    const parts = ['', '-wal'].map((suffix) => `${server.dbFile}${suffix}`).filter((file) => existsSync(file));
    return Buffer.concat(parts.map((file) => readFileSync(file))).toString('latin1');
  }
  const db = server.app.kysely;
  const { rows: tables } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`.execute(db);
  const texts: string[] = [];
  for (const { name } of tables) {
    const { rows } = await sql<{ text: string }>`SELECT t::text AS text FROM ${sql.table(name)} t`.execute(db);
    texts.push(...rows.map((row) => row.text));
  }
  return texts.join('\n');
}

describe('card data is never stored or logged', () => {
  it('leaves no trace of the card number, in any form, in the database files or the request log', async () => {
    const customer = await newCustomer(server);
    const product = await findProduct(server, 'p.stock BETWEEN 10 AND 900 AND p.price_cents BETWEEN 3000 AND 30000');
    await addToCart(customer.client, product.id);
    await readyCart(customer);

    // A declined attempt, an invalid one, then the approved order.
    const declined = await process(
      customer.client,
      orderData('credit_card', { card: { number: '4000 0000 0000 0002', cvv: '321' } }),
    );
    expect(declined.status).toBe(422);
    const invalid = await process(customer.client, orderData('credit_card', { card: { number: CARD, cvv: '1' } }));
    expect(invalid.status).toBe(422);
    const response = await process(
      customer.client,
      orderData('credit_card', { card: { number: CARD, cvv: '987', month: '09' } }),
    );
    expect(response.status).toBe(200);
    const id = (response.body as { order: { id: number } }).order.id;

    // The payment was written, with the last four digits only.
    const payment = await server.app.kysely
      .selectFrom('order_payments')
      .select(['card_brand', 'card_last4'])
      .where('order_id', '=', id)
      .executeTakeFirst();
    expect(payment).toEqual({ card_brand: 'visa', card_last4: '1881' });

    const stored = await databaseBytes();
    // The scan does see what the database holds as text.
    expect(stored).toContain('Avenida Paulista');
    const log = logLines.join('');
    expect(log).toContain('/api/cart/process');
    for (const form of [CARD_DIGITS, CARD, '4012-8888-8888-1881', DECLINED, '4000 0000 0000 0002']) {
      expect(stored.includes(form)).toBe(false);
      expect(log.includes(form)).toBe(false);
    }
    // SQLite could also keep text as UTF-16; check that form too.
    expect(stored.includes(Buffer.from(CARD_DIGITS, 'utf16le').toString('latin1'))).toBe(false);
    // Neither the CVV nor the holder's name reach the log.
    expect(log).not.toContain('CLIENTE TESTE');
    expect(log).not.toContain('"cvv"');
  });
});
