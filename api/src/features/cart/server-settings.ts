import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const cache = new WeakMap<Kysely<Database>, Map<string, string>>();

/**
 * A value of `app_settings` (server secrets and keys generated on first start).
 * The first process to ask creates it; `INSERT … DO NOTHING` followed by a read
 * makes every process sharing the database agree on the same value. Routes read
 * theirs once while they register; later asks of the same database are answered
 * from memory.
 */
export async function serverSetting(db: Kysely<Database>, name: string, create: () => string): Promise<string> {
  let values = cache.get(db);
  if (!values) {
    values = new Map();
    cache.set(db, values);
  }
  const known = values.get(name);
  if (known !== undefined) return known;

  await db
    .insertInto('app_settings')
    .values({ name, value: create() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_settings').select('value').where('name', '=', name).executeTakeFirst();
  if (!row) throw new Error(`Setting ${name} could not be stored.`);
  values.set(name, row.value);
  return row.value;
}
