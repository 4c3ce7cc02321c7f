import { createHmac } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { randomToken, safeEqual } from '../../lib/tokens';
import type { CookieSettings } from '../../plugins/cookies';
import { serverSetting } from '../cart/server-settings';
import { DAY_MS } from './business-time';

/**
 * The proof of an affiliate click: the server records the click (`referral_clicks`, with its own
 * time) and hands the browser a token naming that row, signed with HMAC-SHA256, in an HttpOnly
 * first-party cookie. The browser can neither read nor make one; at checkout the token only says
 * which recorded click to look at, and the row says which link and when. A new click replaces the
 * cookie (last click wins); signing in or up leaves it alone.
 */
export const REFERRAL_COOKIE = 'marketplace_referral';
/** Where the key lives when REFERRAL_SECRET is not given: made on first start, kept in the database. */
export const REFERRAL_SECRET_SETTING = 'referral_proof_key';

const VERSION = 'r1';
const PROOF_PATTERN = /^r1\.([1-9]\d{0,15})\.([A-Za-z0-9_-]{43})$/;

export interface ReferralOptions {
  /** The signing key (REFERRAL_SECRET); without it, one stored in the database. */
  secret?: string;
  /** How many days after the click a referral still earns (REFERRAL_WINDOW_DAYS). */
  windowDays: number;
  /** The clock of clicks and of their window (tests move it). */
  now?: () => number;
  /** The same cookie settings as the session's (Secure behind HTTPS). */
  cookies: CookieSettings;
}

export interface Referrals {
  readonly windowDays: number;
  /** The server's time, in epoch milliseconds, for clicks and for their window. */
  now(): number;
  /** Sets the click's proof on the answer, replacing any earlier one. */
  hand(reply: FastifyReply, clickId: number): void;
  /** The recorded click the request's cookie names, or null (none, tampered, another key's). */
  fromRequest(request: FastifyRequest): number | null;
}

function signature(secret: string, clickId: number): string {
  return createHmac('sha256', secret).update(`${VERSION}.${clickId}`, 'utf8').digest('base64url');
}

function referralCookieOptions(settings: CookieSettings, windowDays: number): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    maxAge: Math.max(1, Math.round((windowDays * DAY_MS) / 1000)),
  };
}

export async function createReferrals(db: Kysely<Database>, options: ReferralOptions): Promise<Referrals> {
  const secret = options.secret ?? (await serverSetting(db, REFERRAL_SECRET_SETTING, () => randomToken()));
  const now = options.now ?? Date.now;
  const cookie = referralCookieOptions(options.cookies, options.windowDays);
  // The recorded click a token names, or null when this server did not sign it.
  const clickOf = (token: unknown): number | null => {
    if (typeof token !== 'string') return null;
    const match = PROOF_PATTERN.exec(token);
    if (!match?.[1] || !match[2]) return null;
    const clickId = Number(match[1]);
    if (!Number.isSafeInteger(clickId)) return null;
    return safeEqual(signature(secret, clickId), match[2]) ? clickId : null;
  };
  const proofOf = (clickId: number): string => `${VERSION}.${clickId}.${signature(secret, clickId)}`;
  return {
    windowDays: options.windowDays,
    now: () => now(),
    hand: (reply, clickId) => {
      reply.setCookie(REFERRAL_COOKIE, proofOf(clickId), cookie);
    },
    fromRequest: (request) => clickOf(request.cookies[REFERRAL_COOKIE]),
  };
}
