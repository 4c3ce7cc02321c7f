import { openEngine, type OpenedDatabase } from '../../db/engine';
import { prepareDatabase } from '../../db/prepare';
import { removeDbFiles, tempDbFile } from '../../testing/db-files';
import { IDLE_LIFETIME_MS, REMEMBER_LIFETIME_MS, SessionStore } from '../session-store';

const MINUTE = 60 * 1000;

describe('SessionStore lifetimes', () => {
  let file: string;
  let database: OpenedDatabase;
  let now: number;
  let store: SessionStore;
  let userId: number;

  beforeEach(async () => {
    file = tempDbFile();
    database = openEngine({ engine: 'sqlite', file });
    await prepareDatabase(database, false);
    const user = await database.kysely
      .insertInto('users')
      .values({ name: 'Teste', email: 'teste@exemplo.com.br', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = user.id;
    now = Date.UTC(2025, 0, 10, 12, 0, 0);
    store = new SessionStore(database.kysely, () => now);
  });

  afterEach(async () => {
    await database.close();
    await removeDbFiles(file);
  });

  it('ends a plain session after 2 hours without requests', async () => {
    const { token } = await store.create(userId, false);
    now += IDLE_LIFETIME_MS - MINUTE;
    expect((await store.find(token))?.userId).toBe(userId);
    now += 2 * MINUTE;
    expect((await store.find(token))?.userId).toBe(userId);
    now += IDLE_LIFETIME_MS + MINUTE;
    expect(await store.find(token)).toBeNull();
  });

  it('keeps a plain session alive while it is used', async () => {
    const { token } = await store.create(userId, false);
    for (let i = 0; i < 10; i += 1) {
      now += IDLE_LIFETIME_MS / 2;
      expect(await store.find(token)).not.toBeNull();
    }
  });

  it('gives a remembered session 30 days from login, however often it is used', async () => {
    const { token } = await store.create(userId, true);
    now += REMEMBER_LIFETIME_MS - MINUTE;
    expect((await store.find(token))?.remember).toBe(true);
    now += 2 * MINUTE;
    expect(await store.find(token)).toBeNull();
  });

  it('forgets destroyed sessions and deletes sessions of removed users', async () => {
    const first = await store.create(userId, false);
    await store.destroy(first.token);
    expect(await store.find(first.token)).toBeNull();

    const second = await store.create(userId, false);
    await database.kysely.deleteFrom('users').where('id', '=', userId).execute();
    expect(await store.find(second.token)).toBeNull();
  });
});
