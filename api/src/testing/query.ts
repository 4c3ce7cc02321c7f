import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Rows of a test's own SQL, written with `?` placeholders, on either engine (Kysely numbers the
 * parameters as the engine wants them). For setting up and checking data in tests only.
 */
export async function queryRows<T>(db: Kysely<Database>, text: string, ...params: unknown[]): Promise<T[]> {
  const parts = text.split('?');
  const strings = Object.assign([...parts], { raw: [...parts] }) as unknown as TemplateStringsArray;
  return (await sql<T>(strings, ...params).execute(db)).rows;
}

/** The first row of `queryRows`, or undefined. */
export async function queryRow<T>(db: Kysely<Database>, text: string, ...params: unknown[]): Promise<T | undefined> {
  return (await queryRows<T>(db, text, ...params))[0];
}

/** Runs a statement that returns no rows. */
export async function execute(db: Kysely<Database>, text: string, ...params: unknown[]): Promise<void> {
  await queryRows(db, text, ...params);
}
