import type { Db } from '../db/database';
import { randomToken, sha256Hex } from '../lib/tokens';

/** Signed-in session without "remember me": ends after 2 hours without requests. */
export const IDLE_LIFETIME_MS = 2 * 60 * 60 * 1000;
/** Session with "remember me": lasts 30 days from login. */
export const REMEMBER_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most once a minute per session to spare the database. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface SessionRecord {
  /** sha256 of the cookie value; the cookie value itself is never stored. */
  id: string;
  userId: number | null;
  remember: boolean;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
}

interface SessionRow {
  id: string;
  user_id: number | null;
  remember: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

export interface NewSession {
  /** Value for the cookie. */
  token: string;
  record: SessionRecord;
}

export interface SessionMeta {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

function toRecord(row: SessionRow): SessionRecord {
  return {
    id: row.id,
    userId: row.user_id,
    remember: row.remember === 1,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
  };
}

/**
 * Server-side sessions in the `sessions` table. Expiry is checked on every read:
 * plain sessions slide (2 h idle), remembered ones have a fixed 30-day end.
 */
export class SessionStore {
  private readonly db: Db;
  private readonly now: () => number;

  constructor(db: Db, now: () => number = Date.now) {
    this.db = db;
    this.now = now;
  }

  create(userId: number | null, remember: boolean, meta: SessionMeta = {}): NewSession {
    const token = randomToken(32);
    const now = this.now();
    const record: SessionRecord = {
      id: sha256Hex(token),
      userId,
      remember,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + (remember ? REMEMBER_LIFETIME_MS : IDLE_LIFETIME_MS),
    };
    this.db
      .prepare(
        `INSERT INTO sessions (id, user_id, remember, ip_address, user_agent, created_at, last_seen_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        record.id,
        userId,
        remember ? 1 : 0,
        meta.ip ?? null,
        meta.userAgent?.slice(0, 500) ?? null,
        record.createdAt,
        record.lastSeenAt,
        record.expiresAt,
      );
    return { token, record };
  }

  /** The live session for a cookie value, or null when unknown or expired. */
  find(token: string): SessionRecord | null {
    const id = sha256Hex(token);
    const row = this.db.prepare<[string], SessionRow>('SELECT * FROM sessions WHERE id = ?').get(id);
    if (!row) return null;

    const now = this.now();
    if (row.expires_at <= now) {
      this.db.prepare('DELETE FROM sessions WHERE id = ?').run(id);
      return null;
    }

    const record = toRecord(row);
    if (now - record.lastSeenAt >= TOUCH_INTERVAL_MS) {
      record.lastSeenAt = now;
      if (!record.remember) record.expiresAt = now + IDLE_LIFETIME_MS;
      this.db
        .prepare('UPDATE sessions SET last_seen_at = ?, expires_at = ? WHERE id = ?')
        .run(record.lastSeenAt, record.expiresAt, id);
    }
    return record;
  }

  destroy(token: string): void {
    this.db.prepare('DELETE FROM sessions WHERE id = ?').run(sha256Hex(token));
  }

  /** Deletes expired rows; returns how many were removed. */
  pruneExpired(): number {
    return this.db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(this.now()).changes;
  }
}
