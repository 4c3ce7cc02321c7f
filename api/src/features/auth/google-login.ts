import bcrypt from 'bcryptjs';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import type { Kysely } from 'kysely';
import { isRecord } from 'shared-contracts/guards';
import { transaction } from '../../db/engine';
import type { Database } from '../../db/schema';
import { rotateXsrfToken } from '../../plugins/csrf';
import { HttpError } from '../../http/errors';
import { startSession } from '../../plugins/session';
import {
  GoogleLoginInput,
  MessageBody,
  UserResponse,
  ValidationErrorBody,
  isLaravelTrue,
} from 'shared-contracts/schema';
import { assertValidRequest } from '../../plugins/request-validation';
import { randomToken } from '../../lib/tokens';
import { USER_TYPE_CUSTOMER } from '../../lib/user-type';
import { loadUserPayload } from './user-payload';
import { findUserByEmail, findUserByIdentity, insertUser, linkIdentity, type UserRow } from './user-repository';

/*
 * "Entrar com Google" by the authorization-code flow.
 *
 * The account app opens Google's popup (Google Identity Services, ux_mode 'popup'), receives a
 * one-time code and posts it here. The code is exchanged at Google's token endpoint with the
 * client secret (redirect_uri 'postmessage' is what popup codes are bound to), and the ID token
 * in the answer is verified locally with jose: RS256 signature against Google's published keys,
 * issuer, audience (our client id), expiry, then a verified e-mail. Only then is a user found,
 * linked or created and signed in exactly as a password login would be.
 *
 * Neither the code nor any token is ever logged: refusals are logged with a fixed reason only.
 */

export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
export const GOOGLE_CERTS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const GOOGLE_ISSUERS: readonly string[] = ['accounts.google.com', 'https://accounts.google.com'];

export const GOOGLE_MESSAGES = {
  unavailable: 'O login com Google não está disponível.',
  failed: 'Não foi possível entrar com o Google.',
} as const;

/** Tolerated clock difference when checking `exp`, in seconds. */
const CLOCK_LEEWAY_S = 60;
/** While the cached keys are fresh, an unknown `kid` refetches them at most this often. */
const UNKNOWN_KID_REFETCH_MS = 60_000;
/** Upper bound on how long keys are kept, whatever Cache-Control says. */
const MAX_KEY_CACHE_MS = 24 * 60 * 60 * 1000;
/** Google's ID tokens are about 1 KB; anything far bigger is not one. */
const MAX_TOKEN_LENGTH = 16 * 1024;
const DEFAULT_TIMEOUT_MS = 10_000;
const PASSWORD_HASH_COST = 10;

const EMAIL = /^[^\s@]+@[^\s@]+$/;
const OAUTH_ERROR_CODE = /^[a-z_]{1,64}$/;

/** The subset of `fetch` used here, so tests can stand in for Google. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface GoogleLoginOptions {
  /** OAuth client id; defaults to env GOOGLE_CLIENT_ID. */
  clientId?: string;
  /** OAuth client secret; defaults to env GOOGLE_CLIENT_SECRET. */
  clientSecret?: string;
  /** HTTP client for Google's endpoints; defaults to the global fetch. */
  fetch?: FetchLike;
  /** Clock in epoch milliseconds; defaults to Date.now. */
  now?: () => number;
  /** Time limit of each call to Google, in milliseconds. */
  timeoutMs?: number;
}

export interface GoogleLoginConfig {
  clientId: string;
  clientSecret: string;
  fetch: FetchLike;
  now: () => number;
  timeoutMs: number;
}

/** What a verified ID token tells about the person. */
export interface GoogleProfile {
  subject: string;
  /** Lower-cased. */
  email: string;
  name: string;
}

/** A refusal; `reason` is safe to log (it never holds the code or a token). */
export class GoogleSignInError extends Error {
  readonly reason: string;

  constructor(reason: string) {
    super(reason);
    this.name = 'GoogleSignInError';
    this.reason = reason;
  }
}

function nonBlank(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/**
 * Options merged with the environment; null (feature off) unless both the client id and the
 * secret are known.
 */
export function googleLoginConfig(
  options: GoogleLoginOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): GoogleLoginConfig | null {
  const clientId = nonBlank(options.clientId) ?? nonBlank(env.GOOGLE_CLIENT_ID);
  const clientSecret = nonBlank(options.clientSecret) ?? nonBlank(env.GOOGLE_CLIENT_SECRET);
  if (clientId === undefined || clientSecret === undefined) return null;
  return {
    clientId,
    clientSecret,
    // Looked up on each call, so the global fetch is whatever it is at that moment.
    fetch: options.fetch ?? ((url, init) => globalThis.fetch(url, init)),
    now: options.now ?? Date.now,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
}

/** The JSON object of a response, or undefined (network error, not JSON, not an object). */
async function readJsonObject(response: Response): Promise<Record<string, unknown> | undefined> {
  try {
    const value: unknown = JSON.parse(await response.text());
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** `max-age` in milliseconds (capped), 0 when the answer must not be reused. */
export function cacheMaxAgeMs(cacheControl: string | null): number {
  if (cacheControl === null) return 0;
  if (/(?:^|,)\s*(?:no-store|no-cache)\s*(?:,|$)/i.test(cacheControl)) return 0;
  const match = /(?:^|,)\s*max-age\s*=\s*"?(\d+)"?\s*(?:,|$)/i.exec(cacheControl);
  if (!match?.[1]) return 0;
  return Math.min(Number(match[1]) * 1000, MAX_KEY_CACHE_MS);
}

/**
 * Google's signing keys, kept as long as the certs answer's Cache-Control allows. The key set is
 * handed to jose; fetching and caching stay here so they follow Google's Cache-Control and the
 * app's clock.
 */
export class GoogleKeyCache {
  private kids = new Set<string>();
  private keySet: JWTVerifyGetKey = createLocalJWKSet({ keys: [] });
  private expiresAt = 0;
  private fetchedAt = Number.NEGATIVE_INFINITY;
  private refreshing: Promise<void> | null = null;

  constructor(private readonly config: Pick<GoogleLoginConfig, 'fetch' | 'now' | 'timeoutMs'>) {}

  /** The key set to verify a token signed with `kid`, or undefined when Google has no such key. */
  async keysFor(kid: string): Promise<JWTVerifyGetKey | undefined> {
    const now = this.config.now();
    const fresh = now < this.expiresAt;
    if (fresh && this.kids.has(kid)) return this.keySet;
    // Google rotates keys; a new kid may appear before our copy expires. Refetching for it is
    // rate-limited so made-up kids cannot turn every request into a call to Google.
    if (!fresh || now - this.fetchedAt >= UNKNOWN_KID_REFETCH_MS) await this.refresh();
    return this.kids.has(kid) ? this.keySet : undefined;
  }

  private refresh(): Promise<void> {
    this.refreshing ??= this.load().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async load(): Promise<void> {
    let response: Response;
    try {
      response = await this.config.fetch(GOOGLE_CERTS_URL, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch {
      throw new GoogleSignInError('certs endpoint unreachable');
    }
    if (!response.ok) throw new GoogleSignInError(`certs endpoint answered ${response.status}`);
    const body = await readJsonObject(response);
    if (!body || !Array.isArray(body.keys)) throw new GoogleSignInError('certs answer is not a key set');

    // Only RSA signing keys for RS256, each with its kid: a token names the one it was signed with.
    const keys = body.keys.filter(
      (jwk): jwk is JSONWebKeySet['keys'][number] & { kid: string } =>
        isRecord(jwk) &&
        typeof jwk.kid === 'string' &&
        jwk.kid !== '' &&
        jwk.kty === 'RSA' &&
        (jwk.alg === undefined || jwk.alg === 'RS256') &&
        (jwk.use === undefined || jwk.use === 'sig'),
    );
    const now = this.config.now();
    this.keySet = createLocalJWKSet({ keys });
    this.kids = new Set(keys.map((jwk) => jwk.kid));
    this.fetchedAt = now;
    this.expiresAt = now + cacheMaxAgeMs(response.headers.get('cache-control'));
  }
}

/** jose's refusal as a reason that is safe to log. */
function refusalReason(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'id_token expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return 'id_token issuer not Google';
    if (error.claim === 'aud') return 'id_token audience is another client';
    if (error.claim === 'exp') return 'id_token without exp';
    return `id_token claim ${error.claim} invalid`;
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'id_token signature invalid';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'id_token not signed with RS256';
  if (error instanceof errors.JWKSNoMatchingKey) return 'id_token signed with an unknown key';
  if (error instanceof errors.JWTInvalid) return 'id_token payload unreadable';
  if (error instanceof errors.JWSInvalid) return 'id_token is not a signed JWT';
  return `id_token refused (${error instanceof errors.JOSEError ? error.code : 'unexpected'})`;
}

function displayName(claims: Record<string, unknown>, email: string): string {
  const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
  const name =
    text(claims.name) ||
    [text(claims.given_name), text(claims.family_name)].filter((part) => part !== '').join(' ') ||
    email.slice(0, email.indexOf('@'));
  return name.slice(0, 255);
}

/** Exchanges popup codes and verifies the ID tokens they yield. One per app (it holds the key cache). */
export class GoogleSignIn {
  private readonly keys: GoogleKeyCache;

  constructor(private readonly config: GoogleLoginConfig) {
    this.keys = new GoogleKeyCache(config);
  }

  /** The verified profile behind a one-time code; throws GoogleSignInError on any doubt. */
  async profileFromCode(code: string): Promise<GoogleProfile> {
    return this.verifyIdToken(await this.exchangeCode(code));
  }

  /** The ID token Google gives for the code. */
  async exchangeCode(code: string): Promise<string> {
    let response: Response;
    try {
      response = await this.config.fetch(GOOGLE_TOKEN_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          code,
          client_id: this.config.clientId,
          client_secret: this.config.clientSecret,
          redirect_uri: 'postmessage',
          grant_type: 'authorization_code',
        }).toString(),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch {
      throw new GoogleSignInError('token endpoint unreachable');
    }
    const body = await readJsonObject(response);
    if (!response.ok) {
      // Only OAuth's error code (e.g. invalid_grant) is kept from the answer.
      const error = typeof body?.error === 'string' && OAUTH_ERROR_CODE.test(body.error) ? ` (${body.error})` : '';
      throw new GoogleSignInError(`token endpoint answered ${response.status}${error}`);
    }
    if (typeof body?.id_token !== 'string' || body.id_token === '') {
      throw new GoogleSignInError('token endpoint answered without an id_token');
    }
    return body.id_token;
  }

  async verifyIdToken(idToken: string): Promise<GoogleProfile> {
    if (idToken.length > MAX_TOKEN_LENGTH) throw new GoogleSignInError('id_token too long');

    const key: JWTVerifyGetKey = async (header, token) => {
      if (typeof header.kid !== 'string' || header.kid === '') throw new GoogleSignInError('id_token without kid');
      const keySet = await this.keys.keysFor(header.kid);
      if (!keySet) throw new GoogleSignInError('id_token signed with an unknown key');
      return keySet(header, token);
    };
    let claims: Record<string, unknown>;
    try {
      ({ payload: claims } = await jwtVerify(idToken, key, {
        algorithms: ['RS256'],
        issuer: [...GOOGLE_ISSUERS],
        audience: this.config.clientId,
        requiredClaims: ['exp'],
        clockTolerance: CLOCK_LEEWAY_S,
        currentDate: new Date(this.config.now()),
      }));
    } catch (error) {
      if (error instanceof GoogleSignInError) throw error;
      throw new GoogleSignInError(refusalReason(error));
    }
    // jose accepts an audience list that includes ours; Google's ID tokens carry one audience.
    if (claims.aud !== this.config.clientId) throw new GoogleSignInError('id_token audience is another client');
    if (typeof claims.sub !== 'string' || claims.sub === '' || claims.sub.length > 255) {
      throw new GoogleSignInError('id_token without a valid sub');
    }
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    if (email.length > 255 || !EMAIL.test(email)) throw new GoogleSignInError('id_token without a valid email');
    if (claims.email_verified !== true) throw new GoogleSignInError('id_token email not verified');

    return { subject: claims.sub, email, name: displayName(claims, email) };
  }
}

export type GoogleSignInOutcome = 'linked-identity' | 'linked-email' | 'created';

/**
 * The user a verified Google account signs in as: the one already linked to it (even if the
 * e-mail changed since), else the one with its e-mail (now linked), else a new customer with no
 * usable password (also linked).
 */
export async function resolveGoogleUser(
  db: Kysely<Database>,
  profile: GoogleProfile,
): Promise<{ user: UserRow; outcome: GoogleSignInOutcome }> {
  const find = async (trx: Kysely<Database>): Promise<{ user: UserRow; outcome: GoogleSignInOutcome } | undefined> => {
    const linked = await findUserByIdentity(trx, 'google', profile.subject);
    if (linked) return { user: linked, outcome: 'linked-identity' };
    const byEmail = await findUserByEmail(trx, profile.email);
    if (!byEmail) return undefined;
    await linkIdentity(trx, 'google', profile.subject, byEmail.id);
    return { user: byEmail, outcome: 'linked-email' };
  };

  const found = await transaction(db, find);
  if (found) return found;

  // A bcrypt hash of a secret nobody knows: password login can never succeed, yet it costs
  // what any other account costs, so timing does not tell these accounts apart.
  const passwordHash = await bcrypt.hash(randomToken(), PASSWORD_HASH_COST);
  return transaction(db, async (trx) => {
    // Another request may have created or linked the account while the hash was computed.
    const raced = await find(trx);
    if (raced) return raced;
    const user = await insertUser(trx, {
      name: profile.name,
      email: profile.email,
      passwordHash,
      document: '',
      phone: '',
      cellphone: '',
      userType: USER_TYPE_CUSTOMER,
    });
    await linkIdentity(trx, 'google', profile.subject, user.id);
    return { user, outcome: 'created' as const };
  });
}

/**
 * POST /api/login/google. Where the client id or secret is missing, sign-in with Google does not
 * exist on this site: 404 with a Portuguese message (the screens then show no Google button).
 */
export function registerGoogleLogin(base: FastifyInstance, options: GoogleLoginOptions = {}): void {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const config = googleLoginConfig(options);
  const google = config ? new GoogleSignIn(config) : null;

  const schema = {
    tags: ['autenticação'],
    summary: 'Entrar com o Google (código de autorização)',
    body: GoogleLoginInput,
    response: {
      200: UserResponse,
      401: MessageBody,
      404: MessageBody,
      422: ValidationErrorBody,
    },
  };
  // Without Google settings the route answers 404 whatever the body holds.
  app.post('/api/login/google', { schema, config: { validation: 'handler' } }, async (request, reply) => {
    if (!google) throw new HttpError(404, GOOGLE_MESSAGES.unavailable);
    assertValidRequest(request);
    // The schema checked every rule; the code is used trimmed.
    const input = { code: request.body.code.trim(), remember: isLaravelTrue(request.body.remember) };

    let profile: GoogleProfile;
    try {
      profile = await google.profileFromCode(input.code);
    } catch (error) {
      // Unexpected errors are reduced to their class name: their messages could quote a token.
      const reason =
        error instanceof GoogleSignInError
          ? error.reason
          : `unexpected ${error instanceof Error ? error.name : 'error'}`;
      request.log.warn({ reason }, 'google sign-in refused');
      throw new HttpError(401, GOOGLE_MESSAGES.failed);
    }

    const { user, outcome } = await resolveGoogleUser(app.kysely, profile);
    request.log.info({ userId: user.id, outcome }, 'google sign-in');
    await startSession(request, reply, user.id, input.remember);
    rotateXsrfToken(reply, app.cookieSettings);
    reply.header('cache-control', 'no-store');
    return loadUserPayload(app.kysely, user);
  });
}
