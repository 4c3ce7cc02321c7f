/**
 * The accounts of the end-to-end suite's workers. Playwright runs the specs in several workers at
 * once; each worker (by its parallel index, 0 … workers − 1) signs in as a customer and an
 * affiliate of its own, so that no two tests running side by side share a cart, an order list, a
 * profile or an affiliate's links and sales.
 *
 * Each account is a copy of a demo account's personal data under an e-mail of its own: the
 * customer is Mariana Souza's (name, CPF, phones and both addresses), the affiliate Rafael Lima's
 * (name, CPF, phones and payment details). Nothing of their history is copied — no orders,
 * conversations, links, sales or payouts —, so what a test sees there is what it made, and the
 * screens look as they do for the demo accounts. The password is the demo accounts' one.
 */

/** Worker slots the test sites prepare accounts for: at least as many as the suite's workers. */
export const WORKER_SLOTS = 4;

export const DEMO_CUSTOMER = 'cliente@demo.com.br';
export const DEMO_AFFILIATE = 'afiliado@demo.com.br';

export interface WorkerAccounts {
  customer: string;
  affiliate: string;
}

/** The e-mails of the accounts of the worker with this parallel index. */
export function workerAccounts(slot: number): WorkerAccounts {
  if (!Number.isInteger(slot) || slot < 0 || slot >= WORKER_SLOTS) {
    throw new Error(`no accounts for worker ${slot}: the test site prepares ${WORKER_SLOTS} (WORKER_SLOTS)`);
  }
  return { customer: `e2e-cliente-${slot + 1}@demo.com.br`, affiliate: `e2e-afiliado-${slot + 1}@demo.com.br` };
}

/** Runs one statement with `?` placeholders on the test site's database (SQLite or PostgreSQL). */
export type Statement = (text: string, params: readonly unknown[]) => Promise<void>;

/** The same SQL on both engines: the new row's keys are looked up by e-mail, never passed in. */
const userOf = '(SELECT id FROM users WHERE email = CAST(? AS TEXT))';

const COPY_USER = `
  INSERT INTO users (name, email, password_hash, document, phone, cellphone, user_type)
  SELECT name, CAST(? AS TEXT), password_hash, document, phone, cellphone, user_type FROM users
   WHERE email = CAST(? AS TEXT)
     AND NOT EXISTS (SELECT 1 FROM users WHERE email = CAST(? AS TEXT))`;

// Oldest first, as the seed made them: the copies are listed in the same order.
const COPY_ADDRESSES = `
  INSERT INTO addresses (user_id, name, zip_code, street, number, complement, neighborhood, city_name, state_name)
  SELECT ${userOf}, name, zip_code, street, number, complement, neighborhood, city_name, state_name FROM addresses
   WHERE user_id = ${userOf}
     AND NOT EXISTS (SELECT 1 FROM addresses WHERE user_id = ${userOf})
   ORDER BY id`;

const COPY_AFFILIATE_PROFILE = `
  INSERT INTO affiliate_profiles
    (user_id, pix_key_type, pix_key, bank_name, bank_agency, bank_account, bio, website, instagram)
  SELECT ${userOf}, pix_key_type, pix_key, bank_name, bank_agency, bank_account, bio, website, instagram
    FROM affiliate_profiles
   WHERE user_id = ${userOf}
     AND NOT EXISTS (SELECT 1 FROM affiliate_profiles WHERE user_id = ${userOf})`;

/**
 * Adds every worker slot's customer and affiliate to a database the API has prepared and seeded.
 * Running it again adds nothing.
 */
export async function addWorkerAccounts(run: Statement): Promise<void> {
  for (let slot = 0; slot < WORKER_SLOTS; slot += 1) {
    const { customer, affiliate } = workerAccounts(slot);
    for (const [copy, of] of [
      [customer, DEMO_CUSTOMER],
      [affiliate, DEMO_AFFILIATE],
    ] as const) {
      await run(COPY_USER, [copy, of, copy]);
      await run(COPY_ADDRESSES, [copy, of, copy]);
    }
    await run(COPY_AFFILIATE_PROFILE, [affiliate, DEMO_AFFILIATE, affiliate]);
  }
}

/** Adds the worker accounts to the SQLite file of a running API (its WAL lets both write). */
export async function addWorkerAccountsToSqlite(file: string): Promise<void> {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(file, { fileMustExist: true, timeout: 10_000 });
  try {
    await addWorkerAccounts(async (text, params) => void db.prepare(text).run(...params));
  } finally {
    db.close();
  }
}

/** Adds the worker accounts to the PostgreSQL database of running API instances. */
export async function addWorkerAccountsToPostgres(url: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await addWorkerAccounts(async (text, params) => {
      let n = 0;
      await client.query(
        text.replace(/\?/g, () => `$${++n}`),
        [...params],
      );
    });
  } finally {
    await client.end();
  }
}
