import type { FastifyInstance } from 'fastify';
import type { Beacon } from 'shared-contracts/schema';
import {
  VIEW_BATCH_SIGNATURE_HEADER,
  VIEW_TOKEN_LIFE_MS,
  signViewBatch,
  signViewToken,
  type ViewClaims,
} from 'shared-contracts/view-token';
import { buildApp } from '../../../app';
import { serverForAll } from '../../../testing/server-for-tests';
import { TestClient, type TestResponse } from '../../../testing/test-server';
import { MINUTE_MS } from '../remote-health-repository';

/** 2025-01-31T12:00:00Z; each test counts in minutes of its own after it. */
const START = Date.UTC(2025, 0, 31, 12, 0, 0);
let time = START;
const clock = () => time;
/** Moves the clock to `seconds` into minute `n` after START. */
const atMinute = (n: number, seconds = 17): void => {
  time = START + n * MINUTE_MS + seconds * 1000;
};

const SECRET = 'segredo-de-teste-das-visualizacoes-0123456789';
const server = serverForAll({
  seed: false,
  // Every beacon of these tests comes from one address: its own limit is tested apart, below.
  rateLimits: { beaconsPerMinute: 100_000, writesPerMinute: 100_000 },
  remoteHealth: { now: clock, viewSecret: SECRET },
});

const APPS = { shell: '1.4.0', catalog: '2.1.0', checkout: '3.0.1' };

let views = 0;
/** The claims of a new view the site server served now, in `bucket`, to `client` (by default, a client of its own). */
function view(bucket: number, client?: string, apps: ViewClaims['apps'] = APPS): ViewClaims {
  views += 1;
  client ??= `cliente-de-teste-${views}`;
  return { view: `visualizacao-${views}`, bucket, apps, issuedAt: time, client };
}

/** A beacon of `claims`' page: the token the page carried, and the events. */
function beaconOf(claims: ViewClaims, events: Beacon['events'], token = signViewToken(SECRET, claims)): Beacon {
  return { view: token, apps: { ...claims.apps }, events };
}

const FULL: Beacon['events'] = [
  { type: 'page-view', app: 'checkout' },
  { type: 'load-failure', app: 'checkout' },
  { type: 'crash', app: 'checkout' },
  { type: 'error', app: 'checkout' },
  { type: 'vital', app: 'checkout', name: 'LCP', value: 2345.6 },
];

/** A beacon as the schema allows it, without a token (counted nowhere). */
const VALID: Beacon = { apps: APPS, events: FULL };

/** A browser, as sendBeacon posts: no anti-forgery header. */
function browser(base = server.baseUrl): TestClient {
  return new TestClient(base);
}

function sendBeacon(
  client: TestClient,
  body: unknown,
  contentType = 'application/json',
  headers: Record<string, string> = {},
): Promise<TestResponse> {
  return client.request('POST', '/api/beacons', {
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': contentType, ...headers },
    xsrf: false,
  });
}

/** The site server's batch of views, signed with `secret`. */
function sendViews(
  batch: { views: { view: string; client: string; bucket: number; apps: Record<string, string> }[] },
  secret = SECRET,
  base = server.baseUrl,
): Promise<TestResponse> {
  const body = JSON.stringify(batch);
  return new TestClient(base).request('POST', '/api/remote-health/views', {
    body,
    headers: { 'content-type': 'application/json', [VIEW_BATCH_SIGNATURE_HEADER]: signViewBatch(secret, body) },
    xsrf: false,
  });
}

interface AggregateRow {
  minute: number;
  app: string;
  version: string;
  bucket: number;
  page_views: number;
  load_failures: number;
  crashes: number;
  errors: number;
}

async function aggregates(app: FastifyInstance = server.app): Promise<AggregateRow[]> {
  return app.kysely
    .selectFrom('remote_health')
    .selectAll()
    .orderBy('minute')
    .orderBy('app')
    .orderBy('bucket')
    .execute();
}

async function rowsOf(minute: number, bucket: number): Promise<AggregateRow[]> {
  return (await aggregates()).filter((row) => row.minute === START + minute * MINUTE_MS && row.bucket === bucket);
}

/** Page views, load failures, crashes and errors of one app's row of a minute and bucket. */
async function countsOf(minute: number, bucket: number, app = 'checkout'): Promise<number[] | undefined> {
  const row = (await rowsOf(minute, bucket)).find((found) => found.app === app);
  return row && [row.page_views, row.load_failures, row.crashes, row.errors];
}

async function samplesOf(minute: number, bucket: number): Promise<{ name: string; value: number }[]> {
  return server.app.kysely
    .selectFrom('remote_health_vitals')
    .select(['name', 'value'])
    .where('minute', '=', START + minute * MINUTE_MS)
    .where('bucket', '=', bucket)
    .orderBy('name')
    .execute();
}

/** The events dropped in a minute, by reason. */
async function rejectedIn(minute: number): Promise<Record<string, number>> {
  const rows = await server.app.kysely
    .selectFrom('remote_health_rejected')
    .select(['reason', 'events'])
    .where('minute', '=', START + minute * MINUTE_MS)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.reason, Number(row.events)]));
}

describe('POST /api/beacons', () => {
  it("counts the first failure and the vitals of a view its token proves, in the token's bucket, and no page view", async () => {
    atMinute(1);
    const response = await sendBeacon(browser(), beaconOf(view(42), FULL));
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect(await rowsOf(1, 42)).toEqual([
      {
        minute: START + MINUTE_MS,
        app: 'checkout',
        version: '3.0.1',
        bucket: 42,
        page_views: 0,
        load_failures: 1,
        crashes: 0,
        errors: 0,
      },
    ]);
    expect(await samplesOf(1, 42)).toEqual([{ name: 'LCP', value: 2345.6 }]);
    // The crash and the error are the same view's second and third failures of the app.
    expect(await rejectedIn(1)).toEqual({ duplicate: 2 });
  });

  it('counts a view at most one failure per app and one sample per vital, over all its beacons', async () => {
    atMinute(2);
    const claims = view(43);
    const client = browser();
    await sendBeacon(client, beaconOf(claims, [{ type: 'crash', app: 'checkout' }]));
    await sendBeacon(
      client,
      beaconOf(claims, [
        { type: 'crash', app: 'checkout' },
        { type: 'load-failure', app: 'checkout' },
        { type: 'error', app: 'catalog' },
        { type: 'vital', app: 'checkout', name: 'INP', value: 60_000 },
        { type: 'vital', app: 'checkout', name: 'INP', value: 60_000 },
      ]),
    );
    await sendBeacon(client, beaconOf(claims, [{ type: 'vital', app: 'checkout', name: 'INP', value: 59_000 }]));
    expect(await countsOf(2, 43)).toEqual([0, 0, 1, 0]);
    expect(await countsOf(2, 43, 'catalog')).toEqual([0, 0, 0, 1]);
    expect(await samplesOf(2, 43)).toEqual([{ name: 'INP', value: 60_000 }]);
    expect(await rejectedIn(2)).toEqual({ duplicate: 4 });
  });

  it('drops and counts as rejected the events of a beacon with no token, a forged, tampered or expired one', async () => {
    atMinute(3);
    const claims = view(44);
    const token = signViewToken(SECRET, claims);
    const [payload, signature] = token.split('.') as [string, string];
    const otherBucket = Buffer.from(Buffer.from(payload, 'base64url').toString('utf8').replace(',44,', ',0,')).toString(
      'base64url',
    );
    const failure: Beacon['events'] = [{ type: 'crash', app: 'checkout' }];
    const beacons: Array<[string, Beacon]> = [
      ['no token', { apps: APPS, events: failure }],
      ['empty token', beaconOf(claims, failure, '')],
      [
        'signed with another secret',
        beaconOf(claims, failure, signViewToken('outro-segredo-qualquer-de-32-caracteres', claims)),
      ],
      ['another bucket under the signature', beaconOf(claims, failure, `${otherBucket}.${signature}`)],
      ['no signature', beaconOf(claims, failure, payload)],
      ['garbage', beaconOf(claims, failure, 'abc.def.ghi')],
      ['too long', beaconOf(claims, failure, `${token}${'a'.repeat(2000)}`)],
      ['expired', beaconOf({ ...claims, issuedAt: time - VIEW_TOKEN_LIFE_MS - 1000 }, failure)],
      ['from the future', beaconOf({ ...claims, issuedAt: time + 10 * MINUTE_MS }, failure)],
    ];
    for (const [name, beacon] of beacons) {
      expect([name, (await sendBeacon(browser(), beacon)).status]).toEqual([name, 204]);
    }
    expect(await aggregates()).not.toContainEqual(expect.objectContaining({ minute: START + 3 * MINUTE_MS }));
    expect(await rejectedIn(3)).toEqual({
      'token-missing': 2,
      'token-signature': 2,
      'token-malformed': 3,
      'token-expired': 2,
    });
    // The token as it was signed still counts.
    expect((await sendBeacon(browser(), beaconOf(claims, failure, token))).status).toBe(204);
    expect(await countsOf(3, 44)).toEqual([0, 0, 1, 0]);
  });

  it('counts only for the versions the token names: another version or another app is dropped', async () => {
    atMinute(4);
    const claims = view(45, undefined, { shell: '1.4.0', checkout: '3.0.1' });
    const token = signViewToken(SECRET, claims);
    const client = browser();
    // The canary's version claimed by a page that was served the live one.
    await sendBeacon(client, {
      view: token,
      apps: { shell: '1.4.0', checkout: '3.1.0-canary' },
      events: [{ type: 'crash', app: 'checkout' }],
    });
    // An app the page was not served at all.
    await sendBeacon(client, {
      view: token,
      apps: { shell: '1.4.0', account: '5.0.0' },
      events: [{ type: 'crash', app: 'account' }],
    });
    expect(await rowsOf(4, 45)).toEqual([]);
    expect(await rejectedIn(4)).toEqual({ version: 2 });
  });

  it('counts a page view the site server signed once per view and app, and refuses an unsigned batch', async () => {
    atMinute(5);
    const batch = {
      views: [
        {
          view: 'pagina-servida-1',
          client: 'cliente-de-teste-03',
          bucket: 7,
          apps: { shell: '1.4.0', checkout: '3.0.1' },
        },
        {
          view: 'pagina-servida-2',
          client: 'cliente-de-teste-04',
          bucket: 7,
          apps: { shell: '1.4.0', checkout: '3.0.1' },
        },
      ],
    };
    expect((await sendViews(batch)).status).toBe(204);
    // The same batch again (a retry) adds nothing.
    expect((await sendViews(batch)).status).toBe(204);
    expect(await countsOf(5, 7)).toEqual([2, 0, 0, 0]);
    expect(await countsOf(5, 7, 'shell')).toEqual([2, 0, 0, 0]);

    const forged = {
      views: [{ view: 'pagina-forjada-1', client: 'cliente-de-teste-03', bucket: 7, apps: { checkout: '3.0.1' } }],
    };
    const unsigned = await new TestClient(server.baseUrl).request('POST', '/api/remote-health/views', {
      body: JSON.stringify(forged),
      headers: { 'content-type': 'application/json' },
      xsrf: false,
    });
    expect(unsigned.status).toBe(401);
    expect((await sendViews(forged, 'outro-segredo-qualquer-de-32-caracteres')).status).toBe(401);
    expect(await countsOf(5, 7)).toEqual([2, 0, 0, 0]);
  });

  it('counts at most three views of one client per app and version, page views and failures alike', async () => {
    atMinute(6);
    const client = 'cliente-insistente-1';
    const served = Array.from({ length: 6 }, (_, i) => ({
      view: `pagina-do-mesmo-cliente-${i}`,
      client,
      bucket: 9,
      apps: { checkout: '3.0.1' },
    }));
    expect((await sendViews({ views: served })).status).toBe(204);
    for (let i = 0; i < 6; i += 1) {
      const claims = { view: `pagina-do-mesmo-cliente-${i}`, bucket: 9, apps: APPS, issuedAt: time, client };
      await sendBeacon(browser(), beaconOf(claims, [{ type: 'crash', app: 'checkout' }]));
    }
    expect(await countsOf(6, 9)).toEqual([3, 0, 3, 0]);
    expect(await rejectedIn(6)).toEqual({ 'client-share': 3 });
    // Another client of the same bucket still counts.
    await sendBeacon(browser(), beaconOf(view(9, 'outro-cliente-qualquer'), [{ type: 'crash', app: 'checkout' }]));
    expect(await countsOf(6, 9)).toEqual([3, 0, 4, 0]);
  });

  it("still counts a real view's failure after a flood of beacons over every bucket, forged and with the flooder's own tokens", async () => {
    atMinute(7);
    const flooder = 'cliente-que-inunda-1';
    const own = Array.from({ length: 5 }, () => view(0, flooder));
    const flood: Beacon[] = [];
    for (let bucket = 0; bucket < 100; bucket += 1) {
      const forged = { ...view(bucket, flooder) };
      flood.push(beaconOf(forged, FULL, signViewToken('segredo-adivinhado-pelo-atacante-000', forged)));
      const claims = own[bucket % own.length] as ViewClaims;
      flood.push(beaconOf({ ...claims, bucket }, FULL, signViewToken(SECRET, claims)));
    }
    const statuses = await Promise.all(flood.map((beacon) => sendBeacon(browser(), beacon)));
    expect(statuses.every((response) => response.status === 204)).toBe(true);
    // The flooder's five pages count three crashes in the one bucket they were served in.
    expect(await countsOf(7, 0)).toEqual([0, 1, 0, 0].map((n) => n * 3));

    const real = view(12, 'cliente-de-verdade-01');
    expect((await sendBeacon(browser(), beaconOf(real, [{ type: 'crash', app: 'checkout' }]))).status).toBe(204);
    expect(await countsOf(7, 12)).toEqual([0, 0, 1, 0]);
  });

  it('reads the JSON of a text/plain beacon, as some browsers send it', async () => {
    atMinute(8);
    const response = await sendBeacon(browser(), beaconOf(view(8), FULL), 'text/plain;charset=UTF-8');
    expect(response.status).toBe(204);
    expect(await countsOf(8, 8)).toEqual([0, 1, 0, 0]);
    // Malformed text is a bad request like malformed JSON.
    const broken = await sendBeacon(browser(), '{"apps":', 'text/plain;charset=UTF-8');
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: 'O corpo da requisição não é um JSON válido.' });
  });

  it('needs neither a session nor the anti-forgery token, and sets no cookie', async () => {
    atMinute(9);
    const client = browser();
    // A stale anti-forgery cookie without its header does not matter either.
    client.jar.set('XSRF-TOKEN', 'x'.repeat(43));
    const response = await sendBeacon(client, beaconOf(view(10), FULL));
    expect(response.status).toBe(204);
    expect(response.setCookies).toEqual([]);
    expect(await rowsOf(9, 10)).toHaveLength(1);
  });

  it("takes no bucket from the cookie: a beacon is counted in its token's bucket whatever the cookie says", async () => {
    atMinute(10);
    const client = browser();
    client.jar.set('marketplace_bucket', '3');
    await sendBeacon(client, beaconOf(view(60), [{ type: 'crash', app: 'checkout' }]));
    expect(await rowsOf(10, 3)).toEqual([]);
    expect(await countsOf(10, 60)).toEqual([0, 0, 1, 0]);
  });

  it('keeps nothing that could name a person: no address, account, user agent, page or cookie', async () => {
    atMinute(11);
    const marker = 'Mozilla/5.0 (Pessoa Identificável) Chrome/126';
    const response = await sendBeacon(browser(), beaconOf(view(21), FULL), 'application/json', {
      'user-agent': marker,
      'x-forwarded-for': '203.0.113.77',
      referer: 'https://loja.example/checkout?email=ana@example.com',
      cookie: 'marketplace_session=sessao-secreta-123',
    });
    expect(response.status).toBe(204);
    const tables = {
      remote_health: await server.app.kysely.selectFrom('remote_health').selectAll().execute(),
      remote_health_vitals: await server.app.kysely.selectFrom('remote_health_vitals').selectAll().execute(),
      remote_health_marks: await server.app.kysely.selectFrom('remote_health_marks').selectAll().execute(),
      remote_health_clients: await server.app.kysely.selectFrom('remote_health_clients').selectAll().execute(),
      remote_health_rejected: await server.app.kysely.selectFrom('remote_health_rejected').selectAll().execute(),
    };
    expect(Object.keys(tables.remote_health_marks[0] ?? {}).sort()).toEqual(['app', 'mark', 'minute', 'view_id']);
    expect(Object.keys(tables.remote_health_clients[0] ?? {}).sort()).toEqual(
      ['app', 'client', 'mark', 'period_start', 'version', 'views'].sort(),
    );
    const stored = JSON.stringify(tables);
    for (const personal of [
      '203.0.113.77',
      '127.0.0.1',
      'Pessoa',
      'loja.example',
      'ana@example.com',
      'sessao-secreta',
    ]) {
      expect([personal, stored.includes(personal)]).toEqual([personal, false]);
    }
  });

  it("forgets aggregates older than a week, and views' marks and client shares past their token's life", async () => {
    atMinute(12);
    const old = START - 8 * 24 * 60 * MINUTE_MS;
    const recent = START - 6 * 24 * 60 * MINUTE_MS;
    for (const minute of [old, recent]) {
      await server.app.kysely
        .insertInto('remote_health')
        .values({ minute, app: 'shell', version: '0.9.0', bucket: 1, page_views: 3 })
        .execute();
      await server.app.kysely
        .insertInto('remote_health_vitals')
        .values({ minute, app: 'shell', version: '0.9.0', bucket: 1, name: 'INP', value: 80 })
        .execute();
      await server.app.kysely
        .insertInto('remote_health_rejected')
        .values({ minute, reason: 'token-missing', events: 4 })
        .execute();
      await server.app.kysely
        .insertInto('remote_health_marks')
        .values({ view_id: `antiga-${minute}`, app: 'shell', mark: 'view', minute })
        .execute();
      await server.app.kysely
        .insertInto('remote_health_clients')
        .values({ period_start: minute, client: 'antigo', app: 'shell', version: '0.9.0', mark: 'view', views: 3 })
        .execute();
    }
    // The process prunes at most every ten minutes: well after the test's first beacon.
    atMinute(30);
    expect((await sendBeacon(browser(), beaconOf(view(1), FULL))).status).toBe(204);
    const minutes = async (
      table: 'remote_health' | 'remote_health_vitals' | 'remote_health_rejected' | 'remote_health_marks',
    ) =>
      (await server.app.kysely.selectFrom(table).select('minute').where('minute', '<', START).execute()).map(
        (row) => row.minute,
      );
    expect(await minutes('remote_health')).toEqual([recent]);
    expect(await minutes('remote_health_vitals')).toEqual([recent]);
    expect(await minutes('remote_health_rejected')).toEqual([recent]);
    expect(await minutes('remote_health_marks')).toEqual([]);
    const periods = await server.app.kysely
      .selectFrom('remote_health_clients')
      .select('period_start')
      .where('period_start', '<', START)
      .execute();
    expect(periods).toEqual([]);
  });

  it('answers 204 and drops the beacon when the database fails, never 5xx', async () => {
    atMinute(31);
    await server.app.kysely.schema.alterTable('remote_health_marks').renameTo('remote_health_marks_away').execute();
    try {
      const response = await sendBeacon(browser(), beaconOf(view(2), FULL));
      expect(response.status).toBe(204);
    } finally {
      await server.app.kysely.schema.alterTable('remote_health_marks_away').renameTo('remote_health_marks').execute();
    }
    expect(await rowsOf(31, 2)).toEqual([]);
    expect((await sendBeacon(browser(), beaconOf(view(2), FULL))).status).toBe(204);
    expect(await rowsOf(31, 2)).toHaveLength(1);
  });

  it('counts together with a second API instance on the same database: a view once, a client within one share', async () => {
    atMinute(40);
    // A second instance, as a balancer would have beside the first: same database, its own process state.
    const second = await buildApp({
      dbFile: server.dbFile,
      ...(server.databaseUrl === undefined ? {} : { databaseUrl: server.databaseUrl }),
      seed: false,
      rateLimits: { beaconsPerMinute: 100_000, writesPerMinute: 100_000 },
      remoteHealth: { now: clock, viewSecret: SECRET },
    });
    try {
      const secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
      const claims = view(30);
      // The same view's failure on both, at once: one counted.
      const statuses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          sendBeacon(
            browser(i % 2 === 0 ? server.baseUrl : secondUrl),
            beaconOf(claims, [{ type: 'crash', app: 'checkout' }]),
          ),
        ),
      );
      expect(statuses.every((response) => response.status === 204)).toBe(true);
      expect(await countsOf(40, 30)).toEqual([0, 0, 1, 0]);
      // Ten views of one client over both: three counted.
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          sendViews(
            {
              views: [
                { view: `vista-em-dois-${i}`, client: 'cliente-em-dois-1', bucket: 31, apps: { checkout: '3.0.1' } },
              ],
            },
            SECRET,
            i % 2 === 0 ? server.baseUrl : secondUrl,
          ),
        ),
      );
      expect(await countsOf(40, 31)).toEqual([3, 0, 0, 0]);
      expect(await aggregates(second)).toEqual(await aggregates());
    } finally {
      await second.close();
    }
  });
});

describe('POST /api/beacons with a body it refuses', () => {
  const VITAL = { type: 'vital', app: 'checkout', name: 'LCP', value: 1200 };
  const with_ = (change: Record<string, unknown>) => ({ ...VALID, ...change });
  const INVALID: Array<[string, unknown]> = [
    ['no apps', { events: VALID.events }],
    ['no events', { apps: VALID.apps }],
    ['empty object', {}],
    ['apps empty', with_({ apps: {} })],
    ['apps not an object', with_({ apps: ['shell'] })],
    ['apps as text', with_({ apps: 'shell@1.4.0' })],
    ['unknown app in apps', with_({ apps: { ...VALID.apps, admin: '1.0.0' } })],
    ['version as a number', with_({ apps: { checkout: 3 } })],
    ['empty version', with_({ apps: { checkout: '' } })],
    ['version with a space', with_({ apps: { checkout: '3.0.1 beta' } })],
    ['version with a slash', with_({ apps: { checkout: '../3.0.1' } })],
    ['version starting with a dot', with_({ apps: { checkout: '.3.0.1' } })],
    ['version too long', with_({ apps: { checkout: `3.0.1-${'a'.repeat(59)}` } })],
    ['events empty', with_({ events: [] })],
    ['events not a list', with_({ events: { type: 'page-view', app: 'checkout' } })],
    ['21 events', with_({ events: Array.from({ length: 21 }, () => ({ type: 'page-view', app: 'checkout' })) })],
    ['unknown event type', with_({ events: [{ type: 'click', app: 'checkout' }] })],
    ['event without type', with_({ events: [{ app: 'checkout' }] })],
    ['event without app', with_({ events: [{ type: 'page-view' }] })],
    ['unknown app in an event', with_({ events: [{ type: 'page-view', app: 'admin' }] })],
    ['event app not in apps', with_({ events: [{ type: 'page-view', app: 'account' }] })],
    ['event with an extra key', with_({ events: [{ type: 'page-view', app: 'checkout', url: '/carrinho' }] })],
    ['event as text', with_({ events: ['page-view'] })],
    ['event null', with_({ events: [null] })],
    ['extra key at the top', with_({ user: 'ana@example.com' })],
    ['vital without name', with_({ events: [{ type: 'vital', app: 'checkout', value: 1 }] })],
    ['vital without value', with_({ events: [{ type: 'vital', app: 'checkout', name: 'LCP' }] })],
    ['unknown vital', with_({ events: [{ ...VITAL, name: 'FID' }] })],
    ['vital value as text', with_({ events: [{ ...VITAL, value: '1200' }] })],
    ['vital value negative', with_({ events: [{ ...VITAL, value: -1 }] })],
    ['LCP too large', with_({ events: [{ ...VITAL, value: 120_001 }] })],
    ['INP too large', with_({ events: [{ ...VITAL, name: 'INP', value: 60_001 }] })],
    ['CLS too large', with_({ events: [{ ...VITAL, name: 'CLS', value: 10.5 }] })],
    ['huge value', with_({ events: [{ ...VITAL, value: Number.MAX_VALUE }] })],
    ['vital value null', with_({ events: [{ ...VITAL, value: null }] })],
    ['page view with a value', with_({ events: [{ type: 'page-view', app: 'checkout', value: 1 }] })],
    ['a list', [VALID]],
    ['a text', JSON.stringify('beacon')],
    ['a number', 42],
    ['null', null],
  ];

  it.each(INVALID)('answers 400 with a Portuguese message: %s', async (_case, body) => {
    atMinute(50);
    const response = await sendBeacon(browser(), body);
    expect(response.status).toBe(400);
    const answer = response.body as { message: string; errors: Record<string, string[]> };
    expect(answer.message).toBe('O beacon enviado é inválido.');
    expect(Object.keys(answer.errors).length).toBeGreaterThan(0);
  });

  it('names the field at fault in Portuguese', async () => {
    atMinute(50);
    const notListed = await sendBeacon(browser(), with_({ events: [{ type: 'page-view', app: 'account' }] }));
    expect((notListed.body as { errors: unknown }).errors).toEqual({
      'events.0.app': ['O app do evento não está em apps.'],
    });
    const tooMany = await sendBeacon(
      browser(),
      with_({ events: Array.from({ length: 21 }, () => ({ type: 'page-view', app: 'checkout' })) }),
    );
    expect((tooMany.body as { errors: unknown }).errors).toEqual({
      events: ['O campo events deve ter de 1 a 20 eventos.'],
    });
    const version = await sendBeacon(browser(), with_({ apps: { checkout: 'três' } }));
    expect((version.body as { errors: unknown }).errors).toEqual({
      'apps.checkout': ['A versão deve ter até 64 caracteres, entre letras, dígitos, ponto, hífen e sublinhado.'],
    });
  });

  it('answers 400 to malformed JSON, whatever is cut or broken, and counts nothing', async () => {
    atMinute(51);
    const text = JSON.stringify(VALID);
    const broken = [
      '',
      ' ',
      '{',
      '{"apps":',
      '{"apps":{"checkout":"3.0.1"},"events":[{"type":"vital","app":"checkout","name":"LCP","value":1e400}]}',
      '{"apps":{"checkout":"3.0.1"},"events":[{"type":"vital","app":"checkout","name":"LCP","value":NaN}]}',
      "{'apps':{}}",
      // Refused by the parser, as everywhere in the API.
      '{"apps":{"__proto__":{"x":1},"checkout":"3.0.1"},"events":[{"type":"page-view","app":"checkout"}]}',
      text.replace(/"/g, ''),
      `${text}}`,
      '\u0000',
      ...Array.from({ length: 25 }, (_, i) => text.slice(0, Math.floor(((i + 1) * text.length) / 26))),
    ];
    for (const body of broken) {
      const response = await sendBeacon(browser(), body);
      expect([body, response.status]).toEqual([body, 400]);
    }
    expect(await rowsOf(51, 51)).toEqual([]);
  });

  it('never answers 5xx to a seeded fuzz of changed beacons: 204 when still valid, else 400', async () => {
    atMinute(52);
    // mulberry32, so a failing run can be repeated exactly.
    let state = 20250131;
    const random = (): number => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
    const odd: unknown[] = [
      null,
      true,
      0,
      -1,
      1.5,
      2 ** 53 + 1,
      -(2 ** 63),
      1e308,
      [],
      {},
      [[[[[[]]]]]],
      '',
      'a'.repeat(3000),
      'olá\u0000mundo',
      '\ud800',
      '😀'.repeat(100),
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      'LCP',
      'vital',
      'checkout',
      '__proto__',
      { $gt: '' },
    ];
    const statuses = new Map<number, number>();
    for (let i = 0; i < 150; i += 1) {
      const beacon = structuredClone(VALID) as unknown as Record<string, unknown>;
      const events = beacon.events as Record<string, unknown>[];
      const target = pick(['top', 'apps', 'event', 'event', 'events'] as const);
      if (target === 'top') beacon[pick(['apps', 'events', 'extra'])] = pick(odd);
      else if (target === 'apps')
        (beacon.apps as Record<string, unknown>)[pick(['shell', 'checkout', 'x'])] = pick(odd);
      else if (target === 'events') events.push(pick(odd) as Record<string, unknown>);
      else {
        const event = pick(events);
        event[pick(['type', 'app', 'name', 'value', 'other'])] = pick(odd);
      }
      const response = await sendBeacon(browser(), beacon);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
    expect([...statuses.keys()].every((status) => status === 204 || status === 400)).toBe(true);
    expect(statuses.get(400)).toBeGreaterThan(100);
  });

  it('answers 413 to a body over 8 KB, before reading it', async () => {
    atMinute(53);
    const padded = JSON.stringify({ ...VALID, padding: 'x'.repeat(10 * 1024) });
    const response = await sendBeacon(browser(), padded);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'O conteúdo enviado é grande demais.' });
    const asText = await sendBeacon(browser(), padded, 'text/plain;charset=UTF-8');
    expect(asText.status).toBe(413);
    expect(await rowsOf(53, 53)).toEqual([]);
  });

  it('answers 415 to a body that is neither JSON nor text', async () => {
    atMinute(54);
    const response = await sendBeacon(browser(), 'apps=1', 'application/x-www-form-urlencoded');
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ message: 'Tipo de conteúdo não suportado.' });
  });
});

describe('POST /api/beacons, limited per client address', () => {
  const limited = serverForAll({ seed: false, rateLimits: { beaconsPerMinute: 5, writesPerMinute: 3 } });
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('answers 429 with Retry-After past the beacons a client may send in a minute; another client still sends', async () => {
    const client = browser(limited.baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      statuses.push((await sendBeacon(client, VALID, 'application/json', from('198.51.100.7'))).status);
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429, 429]);
    const refused = await sendBeacon(client, VALID, 'application/json', from('198.51.100.7'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((refused.body as { message: string }).message).toMatch(/^Muitas requisições em pouco tempo\./);
    expect((await sendBeacon(client, VALID, 'application/json', from('198.51.100.8'))).status).toBe(204);
  });

  it('has an allowance of its own: beacons do not use up the writes of the same client', async () => {
    const address = from('198.51.100.9');
    const beacons = browser(limited.baseUrl);
    for (let i = 0; i < 5; i += 1) await sendBeacon(beacons, VALID, 'application/json', address);
    const shopper = new TestClient(limited.baseUrl);
    await shopper.csrf();
    const write = await shopper.post(
      '/api/newsletter/save',
      { name: 'Ana', email: 'ana.beacon@example.com' },
      { headers: address },
    );
    expect(write.status).toBe(200);
  });
});
