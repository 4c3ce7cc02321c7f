import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { databaseRateLimitStore } from './shared-limits';

/** What is metered: a click on an affiliate link, a view of a product page. */
export type MeteredKind = 'click' | 'view';

export interface ClientMeterOptions {
  /** Affiliate-link clicks counted per minute for one client address (default 10). */
  clicksPerMinute?: number;
  /** Product-page views counted per minute for one client address (default 60). */
  viewsPerMinute?: number;
}

export const DEFAULT_CLICKS_PER_MINUTE = 10;
export const DEFAULT_VIEWS_PER_MINUTE = 60;

/**
 * Counts what a client's visits add to the figures (an affiliate's clicks, 'Mais vistos'): at most
 * the allowance a minute for one client address, as writes are metered. Unlike a write limit it
 * never refuses: past it the shopper still gets the redirect or the product page, and nothing is
 * counted. The counters are the write limits' rows in the database, shared by every API process.
 */
export interface ClientMeter {
  /** Whether this visit may still be counted; false past the allowance (or when the store fails). */
  counts(kind: MeteredKind, request: FastifyRequest): Promise<boolean>;
}

export function createClientMeter(
  db: Kysely<Database>,
  options: ClientMeterOptions = {},
  log?: FastifyBaseLogger,
  now: () => number = Date.now,
): ClientMeter {
  const Store = databaseRateLimitStore(db, now);
  const store = new Store();
  const allowance: Record<MeteredKind, number> = {
    click: options.clicksPerMinute ?? DEFAULT_CLICKS_PER_MINUTE,
    view: options.viewsPerMinute ?? DEFAULT_VIEWS_PER_MINUTE,
  };
  // One more visit under `key` (in the store's one-minute window): whether it is within `max`.
  const within = (key: string, max: number): Promise<boolean> =>
    new Promise((resolve) => {
      store.incr(key, (error, result) => {
        // A meter that cannot count counts nothing: the visit itself goes on.
        if (error || !result) {
          log?.warn({ err: error }, 'contagem de visita não registrada');
          resolve(false);
          return;
        }
        resolve(result.current <= max);
      });
    });
  return {
    counts: (kind, request) => within(`${kind}|${request.ip}`, allowance[kind]),
  };
}
