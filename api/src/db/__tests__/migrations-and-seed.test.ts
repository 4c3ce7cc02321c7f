import bcrypt from 'bcryptjs';
import { buildApp } from '../../app';
import { SLUG_PATTERN } from '../../lib/slug';
import { removeDbFiles, tempDbFile } from '../../testing/db-files';
import { openDatabase, type Db } from '../database';
import { appliedMigrationVersions, migrate, type Migration } from '../migrate';
import { migrations } from '../migrations';
import { seed, type Seed } from '../seed';
import { seeds } from '../seeds';

function count(db: Db, sql: string, ...params: unknown[]): number {
  const row = db.prepare(sql).get(...params) as { n: number } | undefined;
  return row?.n ?? -1;
}

/** Verifies the two CPF check digits. */
function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const numbers = digits.split('').map(Number);
  const checkDigit = (length: number): number => {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += (numbers[i] ?? 0) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === numbers[9] && checkDigit(10) === numbers[10];
}

describe('database bootstrap', () => {
  let file: string;
  let db: Db;

  beforeEach(() => {
    file = tempDbFile();
    db = openDatabase(file);
  });

  afterEach(async () => {
    if (db.open) db.close();
    await removeDbFiles(file);
  });

  it('opens in WAL mode with foreign keys enforced', () => {
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('applies every migration once and records it', () => {
    expect(migrate(db)).toEqual(migrations.map((m) => m.version));
    expect(appliedMigrationVersions(db)).toEqual(migrations.map((m) => m.version));
    const tables = db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all()
      .map((row) => row.name);
    expect(tables).toEqual(
      expect.arrayContaining(['users', 'addresses', 'categories', 'sessions', 'schema_migrations']),
    );
    expect(migrate(db)).toEqual([]);
  });

  it('applies a migration appended later, and rolls back one that fails', () => {
    migrate(db);
    const extra: Migration = { version: 900, name: 'extra', up: 'CREATE TABLE extra (id INTEGER PRIMARY KEY)' };
    expect(migrate(db, [...migrations, extra])).toEqual([900]);

    const broken: Migration = {
      version: 901,
      name: 'broken',
      up: 'CREATE TABLE half_done (id INTEGER); INSERT INTO no_such_table VALUES (1);',
    };
    expect(() => migrate(db, [...migrations, extra, broken])).toThrow();
    expect(appliedMigrationVersions(db)).not.toContain(901);
    expect(count(db, "SELECT COUNT(*) AS n FROM sqlite_master WHERE name = 'half_done'")).toBe(0);
  });

  it('refuses migrations out of order and databases newer than the code', () => {
    const a: Migration = { version: 2, name: 'a', up: 'SELECT 1' };
    const b: Migration = { version: 1, name: 'b', up: 'SELECT 1' };
    expect(() => migrate(db, [a, b])).toThrow(/increasing/);

    migrate(db);
    db.prepare("INSERT INTO schema_migrations (version, name) VALUES (999, 'future')").run();
    expect(() => migrate(db)).toThrow(/does not know/);
  });

  it('seeds the category tree and the demo accounts on a fresh database', () => {
    migrate(db);
    expect(seed(db)).toEqual(seeds.map((item) => item.name));

    const topLevel = db
      .prepare<[], { id: number; slug: string }>('SELECT id, slug FROM categories WHERE parent_id IS NULL')
      .all();
    expect(topLevel.length).toBeGreaterThanOrEqual(10);
    for (const parent of topLevel) {
      const children = count(db, 'SELECT COUNT(*) AS n FROM categories WHERE parent_id = ?', parent.id);
      expect(children).toBeGreaterThanOrEqual(3);
      expect(children).toBeLessThanOrEqual(6);
    }
    const slugs = db
      .prepare<[], { slug: string }>('SELECT slug FROM categories')
      .all()
      .map((r) => r.slug);
    for (const slug of slugs) expect(slug).toMatch(SLUG_PATTERN);
    expect(slugs).toContain('casa-e-decoracao');

    const users = db
      .prepare<
        [],
        { id: number; name: string; email: string; password_hash: string; document: string; user_type: number }
      >('SELECT id, name, email, password_hash, document, user_type FROM users ORDER BY id')
      .all();
    expect(users.map((u) => [u.email, u.name, u.user_type])).toEqual([
      ['cliente@demo.com.br', 'Mariana Souza', 1],
      ['afiliado@demo.com.br', 'Rafael Lima', 2],
      ['cliente2@demo.com.br', 'Lucas Pereira', 1],
    ]);
    for (const user of users) {
      expect(user.password_hash).not.toBe('demo1234');
      expect(bcrypt.compareSync('demo1234', user.password_hash)).toBe(true);
      expect(isValidCpf(user.document)).toBe(true);
    }

    const customerId = users[0]?.id ?? -1;
    const states = db
      .prepare<[number], { state_name: string; zip_code: string }>(
        'SELECT state_name, zip_code FROM addresses WHERE user_id = ? ORDER BY id',
      )
      .all(customerId);
    expect(states).toHaveLength(2);
    expect(new Set(states.map((s) => s.state_name)).size).toBe(2);
    for (const address of states) expect(address.zip_code).toMatch(/^\d{8}$/);
  });

  it('does not seed twice', () => {
    migrate(db);
    seed(db);
    const before = [
      count(db, 'SELECT COUNT(*) AS n FROM categories'),
      count(db, 'SELECT COUNT(*) AS n FROM users'),
      count(db, 'SELECT COUNT(*) AS n FROM addresses'),
    ];
    expect(seed(db)).toEqual([]);
    expect([
      count(db, 'SELECT COUNT(*) AS n FROM categories'),
      count(db, 'SELECT COUNT(*) AS n FROM users'),
      count(db, 'SELECT COUNT(*) AS n FROM addresses'),
    ]).toEqual(before);
  });

  it('runs pending seeds in one transaction: a failure leaves nothing behind', () => {
    migrate(db);
    const succeeding: Seed = {
      name: 'aa_succeeding',
      run: (conn) => {
        conn.prepare("INSERT INTO categories (name, slug) VALUES ('Primeira', 'primeira')").run();
      },
    };
    const failing: Seed = {
      name: 'zz_failing',
      run: (conn) => {
        conn.prepare("INSERT INTO categories (name, slug) VALUES ('Segunda', 'segunda')").run();
        throw new Error('boom');
      },
    };
    expect(() => seed(db, [succeeding, failing])).toThrow('boom');
    expect(count(db, 'SELECT COUNT(*) AS n FROM schema_seeds')).toBe(0);
    expect(count(db, 'SELECT COUNT(*) AS n FROM categories')).toBe(0);
  });
});

describe('restarting the application on the same file', () => {
  const file = tempDbFile();

  afterAll(async () => {
    await removeDbFiles(file);
  });

  it('keeps the data and inserts no duplicates', async () => {
    const first = await buildApp({ dbFile: file });
    const counts = (app: typeof first) => [
      count(app.db, 'SELECT COUNT(*) AS n FROM categories'),
      count(app.db, 'SELECT COUNT(*) AS n FROM users'),
      count(app.db, 'SELECT COUNT(*) AS n FROM addresses'),
      count(app.db, 'SELECT COUNT(*) AS n FROM schema_migrations'),
    ];
    const before = counts(first);
    expect(before[0]).toBeGreaterThan(40);
    await first.close();

    const second = await buildApp({ dbFile: file });
    expect(counts(second)).toEqual(before);
    await second.close();
  });
});
