import { openDatabase, type Db } from '../../db/database';
import { migrate } from '../../db/migrate';
import { removeDbFiles, tempDbFile } from '../../testing/test-server';
import { IDLE_LIFETIME_MS, REMEMBER_LIFETIME_MS, SessionStore } from '../session-store';

const MINUTE = 60 * 1000;

describe('SessionStore lifetimes', () => {
  let file: string;
  let db: Db;
  let now: number;
  let store: SessionStore;
  let userId: number;

  beforeEach(() => {
    file = tempDbFile();
    db = openDatabase(file);
    migrate(db);
    userId = Number(
      db.prepare("INSERT INTO users (name, email, password_hash) VALUES ('Teste', 'teste@exemplo.com.br', 'x')").run()
        .lastInsertRowid,
    );
    now = Date.UTC(2025, 0, 10, 12, 0, 0);
    store = new SessionStore(db, () => now);
  });

  afterEach(async () => {
    db.close();
    await removeDbFiles(file);
  });

  it('ends a plain session after 2 hours without requests', () => {
    const { token } = store.create(userId, false);
    now += IDLE_LIFETIME_MS - MINUTE;
    expect(store.find(token)?.userId).toBe(userId);
    now += 2 * MINUTE;
    expect(store.find(token)?.userId).toBe(userId);
    now += IDLE_LIFETIME_MS + MINUTE;
    expect(store.find(token)).toBeNull();
  });

  it('keeps a plain session alive while it is used', () => {
    const { token } = store.create(userId, false);
    for (let i = 0; i < 10; i += 1) {
      now += IDLE_LIFETIME_MS / 2;
      expect(store.find(token)).not.toBeNull();
    }
  });

  it('gives a remembered session 30 days from login, however often it is used', () => {
    const { token } = store.create(userId, true);
    now += REMEMBER_LIFETIME_MS - MINUTE;
    expect(store.find(token)?.remember).toBe(true);
    now += 2 * MINUTE;
    expect(store.find(token)).toBeNull();
  });

  it('forgets destroyed sessions and deletes sessions of removed users', () => {
    const first = store.create(userId, false);
    store.destroy(first.token);
    expect(store.find(first.token)).toBeNull();

    const second = store.create(userId, false);
    db.prepare('DELETE FROM users WHERE id = ?').run(userId);
    expect(store.find(second.token)).toBeNull();
  });
});
