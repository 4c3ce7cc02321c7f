import { generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { expectFieldError } from '../../../testing/field-error';
import { startTestServer, type TestClient, type TestServer } from '../../../testing/test-server';
import {
  GOOGLE_CERTS_URL,
  GOOGLE_TOKEN_URL,
  GoogleSignIn,
  GoogleSignInError,
  cacheMaxAgeMs,
  googleLoginConfig,
  type FetchLike,
} from '../google-login';
import type { UserPayload } from '../user-payload';
import { queryRow, queryRows } from '../../../testing/query';
import { PROOF_COOKIE, followLink } from '../../affiliates/__tests__/support';

const CLIENT_ID = '123456789-marketplace.apps.googleusercontent.com';
const CLIENT_SECRET = 'GOCSPX-test-secret';
const FAILED = { message: 'Não foi possível entrar com o Google.' };
const UNAVAILABLE = { message: 'O login com Google não está disponível.' };

// Google's side of the flow, played locally: an RSA key pair published as a JWKS and a token
// endpoint that hands out the ID token registered for each code.
const googleKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
const strangerKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
const GOOGLE_KID = 'google-key-1';

function jwks(): { keys: object[] } {
  return { keys: [{ ...googleKey.publicKey.export({ format: 'jwk' }), kid: GOOGLE_KID, alg: 'RS256', use: 'sig' }] };
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

interface TokenOptions {
  key?: KeyObject;
  kid?: string;
  alg?: string;
}

function makeIdToken(
  claims: object,
  { key = googleKey.privateKey, kid = GOOGLE_KID, alg = 'RS256' }: TokenOptions = {},
) {
  const input = `${base64url({ alg, kid, typ: 'JWT' })}.${base64url(claims)}`;
  return `${input}.${sign('RSA-SHA256', Buffer.from(input), key).toString('base64url')}`;
}

function claims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: 'https://accounts.google.com',
    azp: CLIENT_ID,
    aud: CLIENT_ID,
    sub: `1${Math.floor(Math.random() * 1e15)}`,
    email: `pessoa.${randomUUID().slice(0, 8)}@gmail.com`,
    email_verified: true,
    name: 'Joana Pereira',
    given_name: 'Joana',
    family_name: 'Pereira',
    iat: now,
    exp: now + 3600,
    ...overrides,
  };
}

class FakeGoogle {
  readonly idTokens = new Map<string, string>();
  readonly tokenRequests: { contentType: string | null; form: URLSearchParams }[] = [];
  certsRequests = 0;
  certsCacheControl = 'public, max-age=21600, must-revalidate, no-transform';
  keySet: () => object = jwks;
  tokenFailure: 'unreachable' | 'server-error' | 'no-id-token' | undefined;
  /** Every token and code handed out, to look for in the logs. */
  readonly secrets: string[] = [];

  readonly fetch: FetchLike = async (url, init) => {
    if (url === GOOGLE_TOKEN_URL) {
      if (this.tokenFailure === 'unreachable') throw new TypeError('fetch failed');
      if (this.tokenFailure === 'server-error') return Response.json({ error: 'internal_failure' }, { status: 500 });
      const form = new URLSearchParams(String(init.body));
      this.tokenRequests.push({ contentType: new Headers(init.headers).get('content-type'), form });
      const idToken = this.idTokens.get(form.get('code') ?? '');
      if (
        init.method !== 'POST' ||
        form.get('client_id') !== CLIENT_ID ||
        form.get('client_secret') !== CLIENT_SECRET ||
        form.get('redirect_uri') !== 'postmessage' ||
        form.get('grant_type') !== 'authorization_code' ||
        idToken === undefined
      ) {
        return Response.json({ error: 'invalid_grant', error_description: 'Bad Request' }, { status: 400 });
      }
      const accessToken = `ya29.${randomUUID()}`;
      this.secrets.push(accessToken);
      if (this.tokenFailure === 'no-id-token') return Response.json({ access_token: accessToken });
      return Response.json({
        access_token: accessToken,
        expires_in: 3599,
        scope: 'openid email profile',
        token_type: 'Bearer',
        id_token: idToken,
      });
    }
    if (url === GOOGLE_CERTS_URL) {
      this.certsRequests += 1;
      return Response.json(this.keySet(), { headers: { 'cache-control': this.certsCacheControl } });
    }
    throw new Error(`no network in tests: ${url}`);
  };

  /** A fresh one-time code that yields this ID token. */
  code(idToken: string): string {
    const code = `4/0A${randomUUID()}`;
    this.idTokens.set(code, idToken);
    this.secrets.push(code, idToken);
    return code;
  }
}

async function userCount(server: TestServer): Promise<number> {
  return (await queryRow<{ n: number }>(server.app.kysely, 'SELECT COUNT(*) AS n FROM users'))?.n ?? 0;
}

async function identities(server: TestServer, userId: number): Promise<{ provider: string; subject: string }[]> {
  return await queryRows<{ provider: string; subject: string }>(
    server.app.kysely,
    'SELECT provider, subject FROM user_identities WHERE user_id = ? ORDER BY id',
    userId,
  );
}

const GOOGLE_ENV = ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'] as const;
const savedEnv = GOOGLE_ENV.map((name) => [name, process.env[name]] as const);

function restoreEnv(): void {
  for (const [name, value] of savedEnv) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

describe('POST /api/login/google without configuration', () => {
  let server: TestServer;

  beforeAll(async () => {
    for (const name of GOOGLE_ENV) delete process.env[name];
    server = await startTestServer();
    restoreEnv();
  });

  afterAll(async () => {
    await server.close();
  });

  it('answers 404: the site has no Google sign-in, and no 5xx for it', async () => {
    const client = server.client();
    await client.csrf();
    const response = await client.post('/api/login/google', { code: '4/0Aqualquer' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual(UNAVAILABLE);
    expect(response.cookie('marketplace_session')).toBeUndefined();
  });

  it('needs both the client id and the secret', () => {
    const env = { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: ' ' };
    expect(googleLoginConfig({}, env)).toBeNull();
    expect(googleLoginConfig({}, { GOOGLE_CLIENT_SECRET: CLIENT_SECRET })).toBeNull();
    expect(googleLoginConfig({ clientSecret: CLIENT_SECRET }, env)).toMatchObject({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
    });
  });
});

describe('POST /api/login/google', () => {
  const google = new FakeGoogle();
  const logLines: string[] = [];
  let server: TestServer;

  beforeAll(async () => {
    // Google is only reachable through the fake; requests to the test server go through.
    const realFetch = globalThis.fetch;
    jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return url.startsWith('http://127.0.0.1:') ? realFetch(input, init) : google.fetch(url, init ?? {});
    });

    process.env.GOOGLE_CLIENT_ID = CLIENT_ID;
    process.env.GOOGLE_CLIENT_SECRET = CLIENT_SECRET;
    server = await startTestServer({
      logger: true,
      logLevel: 'debug',
      logStream: { write: (line) => void logLines.push(line) },
    });
    // Read when the app is built: later changes do not matter.
    restoreEnv();
  });

  afterAll(async () => {
    await server.close();
    jest.restoreAllMocks();
  });

  async function signIn(idToken: string, client?: TestClient) {
    const browser = client ?? server.client();
    if (browser.cookie('XSRF-TOKEN') === undefined) await browser.csrf();
    const response = await browser.post('/api/login/google', { code: google.code(idToken) });
    return { client: browser, response };
  }

  it('requires the anti-forgery token', async () => {
    const client = server.client();
    const response = await client.post('/api/login/google', { code: google.code(makeIdToken(claims())) });
    expect(response.status).toBe(419);
    expect(response.body).toEqual({ message: 'CSRF token mismatch.' });
  });

  it('requires the code', async () => {
    const client = server.client();
    await client.csrf();
    for (const body of [{}, { code: '  ' }]) {
      const response = await client.post('/api/login/google', body);
      expectFieldError(response, 'code', 'O campo code é obrigatório.');
    }
  });

  it('exchanges the code as a popup code and signs a new customer in', async () => {
    const token = claims({ email: 'Joana.Pereira@Gmail.com' });
    const before = await userCount(server);
    const client = server.client();
    const xsrfBefore = await client.csrf();
    const { response } = await signIn(makeIdToken(token), client);

    expect(response.status).toBe(200);
    const request = google.tokenRequests.at(-1);
    expect(request?.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      code: expect.stringMatching(/^4\/0A/),
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      redirect_uri: 'postmessage',
      grant_type: 'authorization_code',
    });

    const session = response.cookie('marketplace_session');
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session?.httpOnly).toBe(true);
    expect(session?.maxAge).toBeUndefined();
    const xsrfAfter = response.cookie('XSRF-TOKEN')?.value;
    expect(xsrfAfter).toBeDefined();
    expect(xsrfAfter).not.toBe(xsrfBefore);
    expect(response.headers.get('cache-control')).toBe('no-store');

    const body = response.body as UserPayload;
    expect(body).toEqual({
      user: {
        id: expect.any(Number),
        name: 'Joana Pereira',
        email: 'joana.pereira@gmail.com',
        document: '',
        phone: '',
        cellphone: '',
        user_type: 1,
      },
      user_type: 1,
      addresses: [],
    });
    expect(await userCount(server)).toBe(before + 1);
    expect(await identities(server, body.user.id)).toEqual([{ provider: 'google', subject: token.sub }]);

    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toEqual(body);

    // No password works for the new account, and trying does not break the password login.
    const withPassword = await server.client().login('joana.pereira@gmail.com', '');
    expect(withPassword.status).toBe(422);
    const hash = (
      await queryRow<{ password_hash: string }>(
        server.app.kysely,
        'SELECT password_hash FROM users WHERE id = ?',
        body.user.id,
      )
    )?.password_hash;
    expect(hash).toMatch(/^\$2[aby]\$10\$/);
    expect(await bcrypt.compare('', hash ?? '')).toBe(false);
  });

  it('signs an existing user in by e-mail and links the Google account', async () => {
    const byPassword = await server.client().login('cliente@demo.com.br', 'demo1234');
    const existing = byPassword.body as UserPayload;
    const before = await userCount(server);

    const token = claims({ email: 'Cliente@Demo.com.br', name: 'Outro Nome' });
    const { client, response } = await signIn(makeIdToken(token));
    expect(response.status).toBe(200);
    expect(response.body).toEqual(existing);
    expect(await userCount(server)).toBe(before);
    expect(await identities(server, existing.user.id)).toEqual([{ provider: 'google', subject: token.sub }]);
    expect((await client.get('/api/user')).body).toEqual(existing);

    // Signing in again goes through the link.
    const again = await signIn(makeIdToken(token));
    expect(again.response.body).toEqual(existing);
    expect(await identities(server, existing.user.id)).toHaveLength(1);
  });

  it('keeps signing the linked user in after the Google e-mail changed', async () => {
    const first = claims({ email: 'antes@gmail.com' });
    const created = (await signIn(makeIdToken(first))).response.body as UserPayload;
    const before = await userCount(server);

    const { client, response } = await signIn(makeIdToken({ ...first, email: 'depois@gmail.com' }));
    expect(response.status).toBe(200);
    expect((response.body as UserPayload).user).toEqual(created.user);
    expect((response.body as UserPayload).user.email).toBe('antes@gmail.com');
    expect(await userCount(server)).toBe(before);
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('replaces the session the browser had', async () => {
    const client = server.client();
    await client.login('afiliado@demo.com.br', 'demo1234');
    const oldSession = client.cookie('marketplace_session');
    const { response } = await signIn(makeIdToken(claims()), client);
    expect(response.status).toBe(200);
    expect(client.cookie('marketplace_session')).not.toBe(oldSession);

    const stale = server.client();
    stale.jar.set('marketplace_session', oldSession ?? '');
    expect((await stale.get('/api/user')).status).toBe(401);
  });

  it('a sign-up leaves the proof of an affiliate click in the browser', async () => {
    const link = await queryRow<{ code: string }>(
      server.app.kysely,
      'SELECT code FROM affiliate_links WHERE active = 1 ORDER BY id LIMIT 1',
    );
    const client = server.client();
    const proof = await followLink(client, link?.code ?? '');
    const before = await userCount(server);
    const { response } = await signIn(makeIdToken(claims()), client);
    expect(response.status).toBe(200);
    expect(await userCount(server)).toBe(before + 1);
    expect(response.cookie(PROOF_COOKIE)).toBeUndefined();
    expect(client.cookie(PROOF_COOKIE)).toBe(proof);
  });

  it('accepts the issuer without scheme and a token just past exp within the leeway', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { response } = await signIn(makeIdToken(claims({ iss: 'accounts.google.com', exp: now - 30 })));
    expect(response.status).toBe(200);
  });

  describe('refuses with 401', () => {
    const cases: [string, () => string][] = [
      ['a bad signature', () => makeIdToken(claims(), { key: strangerKey.privateKey })],
      [
        'a tampered payload',
        () => {
          const [header, , signature] = makeIdToken(claims()).split('.');
          return `${header}.${base64url(claims({ email: 'cliente@demo.com.br' }))}.${signature}`;
        },
      ],
      ['another audience', () => makeIdToken(claims({ aud: 'outro-cliente.apps.googleusercontent.com' }))],
      ['an audience list', () => makeIdToken(claims({ aud: [CLIENT_ID] }))],
      ['another issuer', () => makeIdToken(claims({ iss: 'https://evil.example.com' }))],
      ['an expired token', () => makeIdToken(claims({ exp: Math.floor(Date.now() / 1000) - 120 }))],
      ['no exp', () => makeIdToken(claims({ exp: undefined }))],
      ['an unverified e-mail', () => makeIdToken(claims({ email_verified: false }))],
      ['e-mail verified only as text', () => makeIdToken(claims({ email_verified: 'true' }))],
      ['no e-mail', () => makeIdToken(claims({ email: undefined }))],
      ['no sub', () => makeIdToken(claims({ sub: '' }))],
      ['an unknown kid', () => makeIdToken(claims(), { kid: 'unknown-key' })],
      ['alg HS256', () => makeIdToken(claims(), { alg: 'HS256' })],
      ['alg none', () => `${base64url({ alg: 'none', kid: GOOGLE_KID })}.${base64url(claims())}.`],
      ['garbage', () => 'isto-nao-e-um-jwt'],
    ];

    it.each(cases)('%s', async (_name, idToken) => {
      const before = await userCount(server);
      const { client, response } = await signIn(idToken());
      expect(response.status).toBe(401);
      expect(response.body).toEqual(FAILED);
      expect(response.cookie('marketplace_session')).toBeUndefined();
      expect(await userCount(server)).toBe(before);
      expect((await client.get('/api/user')).status).toBe(401);
    });

    it('a code the token endpoint refuses', async () => {
      const client = server.client();
      await client.csrf();
      const response = await client.post('/api/login/google', { code: '4/0Adesconhecido' });
      expect(response.status).toBe(401);
      expect(response.body).toEqual(FAILED);
    });

    it.each([
      ['unreachable', 'token endpoint unreachable'],
      ['server-error', 'token endpoint answered 500'],
      ['no-id-token', 'token endpoint answered without an id_token'],
    ] as const)('a token endpoint that is %s', async (failure, reason) => {
      google.tokenFailure = failure;
      try {
        const { response } = await signIn(makeIdToken(claims()));
        expect(response.status).toBe(401);
        expect(response.body).toEqual(FAILED);
      } finally {
        google.tokenFailure = undefined;
      }
      expect(logLines.some((line) => line.includes(reason))).toBe(true);
    });
  });

  it('fetched the keys once and keeps them for the max-age of the answer', () => {
    // Every sign-in above used the same key; only the unknown kid may have asked again.
    expect(google.certsRequests).toBeGreaterThanOrEqual(1);
    expect(google.certsRequests).toBeLessThanOrEqual(2);
  });

  it('logs why a sign-in was refused, never the codes or tokens', () => {
    const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const refusals = entries.filter((entry) => entry.msg === 'google sign-in refused');
    expect(refusals.every((entry) => entry.level === 40)).toBe(true);
    expect(refusals.map((entry) => entry.reason)).toEqual(
      expect.arrayContaining([
        'id_token signature invalid',
        'id_token audience is another client',
        'id_token issuer not Google',
        'id_token expired',
        'id_token email not verified',
        'id_token signed with an unknown key',
        'token endpoint answered 400 (invalid_grant)',
      ]),
    );
    expect(entries.filter((entry) => entry.msg === 'google sign-in').map((entry) => entry.outcome)).toEqual(
      expect.arrayContaining(['created', 'linked-email', 'linked-identity']),
    );

    const log = logLines.join('');
    expect(google.secrets.length).toBeGreaterThan(20);
    for (const secret of [...google.secrets, CLIENT_SECRET, '4/0Adesconhecido']) {
      expect(log).not.toContain(secret);
      // Not even the signature or payload part of a token.
      for (const part of secret.split('.').filter((piece) => piece.length > 20)) expect(log).not.toContain(part);
    }
  });
});

describe('GoogleSignIn', () => {
  function setup(cacheControl = 'public, max-age=600') {
    const google = new FakeGoogle();
    google.certsCacheControl = cacheControl;
    let now = Date.now();
    const signIn = new GoogleSignIn({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      fetch: google.fetch,
      now: () => now,
      timeoutMs: 1000,
    });
    const token = (overrides: Record<string, unknown> = {}, options?: TokenOptions) =>
      makeIdToken(claims({ exp: Math.floor(now / 1000) + 3600, ...overrides }), options);
    return { google, signIn, token, advance: (ms: number) => void (now += ms) };
  }

  it('returns the profile of a valid token', async () => {
    const { google, signIn, token } = setup();
    const idToken = token({ sub: '42', email: 'Maria@Gmail.com', name: undefined });
    await expect(signIn.profileFromCode(google.code(idToken))).resolves.toEqual({
      subject: '42',
      email: 'maria@gmail.com',
      name: 'Joana Pereira',
    });
    await expect(signIn.verifyIdToken(token({ name: '', given_name: '', family_name: '' }))).resolves.toMatchObject({
      name: expect.stringMatching(/^pessoa\./),
    });
  });

  it('caches the keys by kid for the max-age of the certs answer', async () => {
    const { google, signIn, token, advance } = setup('public, max-age=600, must-revalidate');
    await signIn.verifyIdToken(token());
    advance(599_000);
    await signIn.verifyIdToken(token());
    expect(google.certsRequests).toBe(1);

    advance(2_000);
    await signIn.verifyIdToken(token());
    expect(google.certsRequests).toBe(2);
  });

  it('does not cache keys without max-age', async () => {
    const { google, signIn, token } = setup('no-cache');
    await signIn.verifyIdToken(token());
    await signIn.verifyIdToken(token());
    expect(google.certsRequests).toBe(2);
  });

  it('refetches for a new kid, at most once a minute', async () => {
    const { google, signIn, token, advance } = setup('public, max-age=21600');
    await signIn.verifyIdToken(token());

    // Google rotated its keys: the new kid is fetched although the cache is still fresh.
    const rotated = generateKeyPairSync('rsa', { modulusLength: 2048 });
    google.keySet = () => ({
      keys: [...jwks().keys, { ...rotated.publicKey.export({ format: 'jwk' }), kid: 'google-key-2', alg: 'RS256' }],
    });
    const unknown = signIn.verifyIdToken(token({}, { key: rotated.privateKey, kid: 'google-key-2' }));
    await expect(unknown).rejects.toThrow('id_token signed with an unknown key');
    expect(google.certsRequests).toBe(1);

    advance(60_000);
    await expect(signIn.verifyIdToken(token({}, { key: rotated.privateKey, kid: 'google-key-2' }))).resolves.toEqual(
      expect.objectContaining({ email: expect.any(String) }),
    );
    expect(google.certsRequests).toBe(2);
    await signIn.verifyIdToken(token({}, { kid: 'made-up' })).catch(() => undefined);
    expect(google.certsRequests).toBe(2);
  });

  it('fails when the keys cannot be fetched', async () => {
    const { google, signIn, token } = setup();
    google.keySet = () => ({ erro: true });
    await expect(signIn.verifyIdToken(token())).rejects.toThrow(GoogleSignInError);
    await expect(signIn.verifyIdToken(token())).rejects.toThrow('certs answer is not a key set');
  });

  it('reads max-age from Cache-Control', () => {
    expect(cacheMaxAgeMs('public, max-age=19970, must-revalidate, no-transform')).toBe(19_970_000);
    expect(cacheMaxAgeMs('max-age=10')).toBe(10_000);
    expect(cacheMaxAgeMs('s-maxage=10')).toBe(0);
    expect(cacheMaxAgeMs('no-store, max-age=10')).toBe(0);
    expect(cacheMaxAgeMs(null)).toBe(0);
    expect(cacheMaxAgeMs('max-age=999999999')).toBe(24 * 60 * 60 * 1000);
  });
});
