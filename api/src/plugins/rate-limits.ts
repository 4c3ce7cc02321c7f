import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { currentSession } from './session';
import { databaseRateLimitStore } from './shared-limits';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const RATE_LIMIT_MESSAGE = (seconds: number) =>
  `Muitas requisições em pouco tempo. Tente novamente em ${seconds} segundos.`;

export interface RateLimitOptions {
  /** Writes per minute for one signed-in account, or one guest client address (default 120). */
  writesPerMinute?: number;
  /** Login attempts per minute from one client address, whatever the account (default 30). */
  loginsPerMinute?: number;
  /** Health beacons per minute from one client address, signed in or not (default 60). */
  beaconsPerMinute?: number;
  /** Affiliate-link clicks counted per minute for one client address (default 10; see ClientMeter). */
  clicksPerMinute?: number;
  /** Product-page views counted per minute for one client address (default 60; see ClientMeter). */
  viewsPerMinute?: number;
  /**
   * The counters' store: the database by default, so the API processes on one database count
   * together; a deployment may pass its Redis client (`redis`) or a store class of its own (`store`).
   */
  store?: Pick<RateLimitPluginOptions, 'redis' | 'store' | 'nameSpace'>;
}

function isLogin(request: FastifyRequest): boolean {
  return request.routeOptions.url === '/api/login';
}

function isBeacon(request: FastifyRequest): boolean {
  return request.routeOptions.url === '/api/beacons';
}

/** Write routes: every unsafe method, and the safe-method routes marked for the anti-forgery check. */
export function isWrite(request: FastifyRequest): boolean {
  return WRITE_METHODS.has(request.method) || request.routeOptions.config.csrf === true;
}

/**
 * Request limits (@fastify/rate-limit) on every write route and on login. A signed-in account is
 * counted as itself, wherever it writes from; a guest by its client address (the one the site's
 * proxy saw). Login is counted per client address, so one client's attempts never use up
 * another's; the per-account side of login is the progressive delay of the login throttle. Health
 * beacons have an allowance of their own per client address, so a page's beacons never use up its
 * writes (nor the other way round).
 */
export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions = {}): Promise<void> {
  const writes = options.writesPerMinute ?? 120;
  const logins = options.loginsPerMinute ?? 30;
  const beacons = options.beaconsPerMinute ?? 60;
  await app.register(rateLimit, {
    global: true,
    timeWindow: 60_000,
    ...(options.store ?? { store: databaseRateLimitStore(app.kysely) }),
    allowList: (request) => !isWrite(request),
    keyGenerator: (request) => {
      if (isLogin(request)) return `login|${request.ip}`;
      if (isBeacon(request)) return `beacon|${request.ip}`;
      const userId = currentSession(request)?.userId;
      return userId === undefined ? `client|${request.ip}` : `user|${userId}`;
    },
    max: (request) => (isLogin(request) ? logins : isBeacon(request) ? beacons : writes),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new HttpError(429, RATE_LIMIT_MESSAGE(seconds), { 'retry-after': String(seconds) });
    },
  });
}
