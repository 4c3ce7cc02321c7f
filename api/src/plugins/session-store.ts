import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
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

const SESSION_COLUMNS = ['id', 'user_id', 'remember', 'created_at', 'last_seen_at', 'expires_at'] as const;

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
  private readonly db: Kysely<Database>;
  private readonly now: () => number;

  constructor(db: Kysely<Database>, now: () => number = Date.now) {
    this.db = db;
    this.now = now;
  }

  async create(userId: number | null, remember: boolean, meta: SessionMeta = {}): Promise<NewSession> {
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
    await this.db
      .insertInto('sessions')
      .values({
        id: record.id,
        user_id: userId,
        remember: remember ? 1 : 0,
        ip_address: meta.ip ?? null,
        user_agent: meta.userAgent?.slice(0, 500) ?? null,
        created_at: record.createdAt,
        last_seen_at: record.lastSeenAt,
        expires_at: record.expiresAt,
      })
      .execute();
    return { token, record };
  }

  /** The live session for a cookie value, or null when unknown or expired. */
  async find(token: string): Promise<SessionRecord | null> {
    const id = sha256Hex(token);
    const row: SessionRow | undefined = await this.db
      .selectFrom('sessions')
      .select(SESSION_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return null;

    const now = this.now();
    if (row.expires_at <= now) {
      await this.db.deleteFrom('sessions').where('id', '=', id).execute();
      return null;
    }

    const record = toRecord(row);
    if (now - record.lastSeenAt >= TOUCH_INTERVAL_MS) {
      record.lastSeenAt = now;
      if (!record.remember) record.expiresAt = now + IDLE_LIFETIME_MS;
      await this.db
        .updateTable('sessions')
        .set({ last_seen_at: record.lastSeenAt, expires_at: record.expiresAt })
        .where('id', '=', id)
        .execute();
    }
    return record;
  }

  async destroy(token: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', sha256Hex(token)).execute();
  }

  /** Deletes expired rows; returns how many were removed. */
  async pruneExpired(): Promise<number> {
    const result = await this.db.deleteFrom('sessions').where('expires_at', '<=', this.now()).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
