import type { Db } from '../../db/database';

const cache = new WeakMap<Db, Map<string, string>>();

/**
 * A value of `app_settings` (server secrets and keys generated on first start).
 * The first process to ask creates it; `INSERT … DO NOTHING` followed by a read
 * makes every process sharing the database agree on the same value.
 */
export function serverSetting(db: Db, name: string, create: () => string): string {
  let values = cache.get(db);
  if (!values) {
    values = new Map();
    cache.set(db, values);
  }
  const known = values.get(name);
  if (known !== undefined) return known;

  db.prepare<[string, string]>(
    'INSERT INTO app_settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING',
  ).run(name, create());
  const row = db.prepare<[string], { value: string }>('SELECT value FROM app_settings WHERE name = ?').get(name);
  if (!row) throw new Error(`Setting ${name} could not be stored.`);
  values.set(name, row.value);
  return row.value;
}
