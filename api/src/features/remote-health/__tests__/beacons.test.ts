import type { FastifyInstance } from 'fastify';
import { BUCKET_COOKIE, type Beacon } from 'shared-contracts/schema';
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

const server = serverForAll({ seed: false, remoteHealth: { now: clock } });

const VALID: Beacon = {
  apps: { shell: '1.4.0', catalog: '2.1.0', checkout: '3.0.1' },
  events: [
    { type: 'page-view', app: 'checkout' },
    { type: 'load-failure', app: 'checkout' },
    { type: 'crash', app: 'checkout' },
    { type: 'error', app: 'checkout' },
    { type: 'vital', app: 'checkout', name: 'LCP', value: 2345.6 },
  ],
};

/** A browser of `bucket` (a cookie value; undefined: no cookie), as sendBeacon posts: no anti-forgery header. */
function browser(bucket: string | undefined, base = server.baseUrl): TestClient {
  const client = new TestClient(base);
  if (bucket !== undefined) client.jar.set(BUCKET_COOKIE, bucket);
  return client;
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

async function tableSizes(): Promise<number[]> {
  const count = async (table: 'remote_health' | 'remote_health_vitals' | 'remote_health_quota') =>
    Number(
      (
        await server.app.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    );
  return Promise.all([count('remote_health'), count('remote_health_vitals'), count('remote_health_quota')]);
}

describe('POST /api/beacons', () => {
  it('answers 204 without a body and adds the beacon to its minute, app, version and bucket', async () => {
    atMinute(1);
    const response = await sendBeacon(browser('42'), VALID);
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect(await rowsOf(1, 42)).toEqual([
      {
        minute: START + MINUTE_MS,
        app: 'checkout',
        version: '3.0.1',
        bucket: 42,
        page_views: 1,
        load_failures: 1,
        crashes: 1,
        errors: 1,
      },
    ]);
    const samples = await server.app.kysely
      .selectFrom('remote_health_vitals')
      .selectAll()
      .where('minute', '=', START + MINUTE_MS)
      .execute();
    expect(samples).toEqual([
      { minute: START + MINUTE_MS, app: 'checkout', version: '3.0.1', bucket: 42, name: 'LCP', value: 2345.6 },
    ]);
  });

  it('adds the next beacons of the minute to the same rows, an app version per row', async () => {
    atMinute(2);
    const client = browser('42');
    await sendBeacon(client, VALID);
    atMinute(2, 59);
    const second: Beacon = {
      apps: { shell: '1.4.0', checkout: '3.0.1', catalog: '2.2.0-canary' },
      events: [
        { type: 'page-view', app: 'checkout' },
        { type: 'page-view', app: 'checkout' },
        { type: 'page-view', app: 'shell' },
        { type: 'error', app: 'catalog' },
        { type: 'vital', app: 'shell', name: 'CLS', value: 0.02 },
      ],
    };
    expect((await sendBeacon(client, second)).status).toBe(204);
    const rows = (await rowsOf(2, 42)).map(({ app, version, page_views, load_failures, crashes, errors }) => ({
      app,
      version,
      counts: [page_views, load_failures, crashes, errors],
    }));
    expect(rows).toEqual([
      { app: 'catalog', version: '2.2.0-canary', counts: [0, 0, 0, 1] },
      { app: 'checkout', version: '3.0.1', counts: [3, 1, 1, 1] },
      { app: 'shell', version: '1.4.0', counts: [1, 0, 0, 0] },
    ]);
  });

  it('reads the JSON of a text/plain beacon, as some browsers send it', async () => {
    atMinute(3);
    const response = await sendBeacon(browser('7'), VALID, 'text/plain;charset=UTF-8');
    expect(response.status).toBe(204);
    expect((await rowsOf(3, 7)).map((row) => row.page_views)).toEqual([1]);
    // Malformed text is a bad request like malformed JSON.
    const broken = await sendBeacon(browser('7'), '{"apps":', 'text/plain;charset=UTF-8');
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: 'O corpo da requisição não é um JSON válido.' });
  });

  it('needs neither a session nor the anti-forgery token, and sets no cookie', async () => {
    atMinute(4);
    const client = browser('8');
    // A stale anti-forgery cookie without its header does not matter either.
    client.jar.set('XSRF-TOKEN', 'x'.repeat(43));
    const response = await sendBeacon(client, VALID);
    expect(response.status).toBe(204);
    expect(response.setCookies).toEqual([]);
    expect(await rowsOf(4, 8)).toHaveLength(1);
  });

  it('accepts a beacon without a bucket, or with one that is not 0 to 99, and counts it nowhere', async () => {
    atMinute(5);
    const before = await tableSizes();
    for (const bucket of [undefined, '', 'abc', '100', '-1', '1.5', '07', ' 3', '1e1', '9999999999999999999']) {
      const response = await sendBeacon(browser(bucket), VALID);
      expect([bucket, response.status]).toEqual([bucket, 204]);
    }
    expect(await tableSizes()).toEqual(before);
    // The first and last buckets count.
    for (const bucket of ['0', '99']) expect((await sendBeacon(browser(bucket), VALID)).status).toBe(204);
    expect((await aggregates()).filter((row) => row.minute === START + 5 * MINUTE_MS).map((row) => row.bucket)).toEqual(
      [0, 99],
    );
  });

  it('counts at most five beacons of a bucket in a minute, sent at once; the rest are answered 204 and dropped', async () => {
    atMinute(6);
    const client = browser('13');
    const statuses = await Promise.all(Array.from({ length: 50 }, () => sendBeacon(client, VALID)));
    expect(statuses.every((response) => response.status === 204)).toBe(true);
    expect((await rowsOf(6, 13)).map((row) => row.page_views)).toEqual([5]);
    const samples = await server.app.kysely
      .selectFrom('remote_health_vitals')
      .select('value')
      .where('minute', '=', START + 6 * MINUTE_MS)
      .where('bucket', '=', 13)
      .execute();
    expect(samples).toHaveLength(5);
    // Another bucket of the same minute has its own five; the next minute starts again.
    expect((await sendBeacon(browser('14'), VALID)).status).toBe(204);
    expect((await rowsOf(6, 14)).map((row) => row.page_views)).toEqual([1]);
    atMinute(7, 0);
    for (let i = 0; i < 7; i += 1) await sendBeacon(client, VALID);
    expect((await rowsOf(7, 13)).map((row) => row.page_views)).toEqual([5]);
  });

  it('keeps nothing that could name a person: no address, account, user agent, page or cookie', async () => {
    atMinute(8);
    const marker = 'Mozilla/5.0 (Pessoa Identificável) Chrome/126';
    const response = await sendBeacon(browser('21'), VALID, 'application/json', {
      'user-agent': marker,
      'x-forwarded-for': '203.0.113.77',
      referer: 'https://loja.example/checkout?email=ana@example.com',
      cookie: `${BUCKET_COOKIE}=21; marketplace_session=sessao-secreta-123`,
    });
    expect(response.status).toBe(204);
    const tables = {
      remote_health: await server.app.kysely.selectFrom('remote_health').selectAll().execute(),
      remote_health_vitals: await server.app.kysely.selectFrom('remote_health_vitals').selectAll().execute(),
      remote_health_quota: await server.app.kysely.selectFrom('remote_health_quota').selectAll().execute(),
    };
    expect(Object.keys(tables.remote_health[0] ?? {}).sort()).toEqual(
      ['app', 'bucket', 'crashes', 'errors', 'load_failures', 'minute', 'page_views', 'version'].sort(),
    );
    expect(Object.keys(tables.remote_health_vitals[0] ?? {}).sort()).toEqual(
      ['app', 'bucket', 'minute', 'name', 'value', 'version'].sort(),
    );
    expect(Object.keys(tables.remote_health_quota[0] ?? {}).sort()).toEqual(['beacons', 'bucket', 'minute']);
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

  it('forgets rows older than a week when it counts a beacon', async () => {
    atMinute(9);
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
      await server.app.kysely.insertInto('remote_health_quota').values({ minute, bucket: 1, beacons: 5 }).execute();
    }
    // The process prunes at most every ten minutes: ten minutes after the test's first beacon.
    atMinute(30);
    expect((await sendBeacon(browser('1'), VALID)).status).toBe(204);
    const minutes = async (table: 'remote_health' | 'remote_health_vitals' | 'remote_health_quota') =>
      (await server.app.kysely.selectFrom(table).select('minute').where('minute', '<', START).execute()).map(
        (row) => row.minute,
      );
    expect(await minutes('remote_health')).toEqual([recent]);
    expect(await minutes('remote_health_vitals')).toEqual([recent]);
    // Bucket counts serve only their own minute.
    expect(await minutes('remote_health_quota')).toEqual([]);
  });

  it('answers 204 and drops the beacon when the database fails, never 5xx', async () => {
    atMinute(31);
    await server.app.kysely.schema.alterTable('remote_health_quota').renameTo('remote_health_quota_away').execute();
    try {
      const response = await sendBeacon(browser('2'), VALID);
      expect(response.status).toBe(204);
    } finally {
      await server.app.kysely.schema.alterTable('remote_health_quota_away').renameTo('remote_health_quota').execute();
    }
    expect(await rowsOf(31, 2)).toEqual([]);
    expect((await sendBeacon(browser('2'), VALID)).status).toBe(204);
    expect(await rowsOf(31, 2)).toHaveLength(1);
  });

  it('counts together with a second API instance on the same database, within the same caps', async () => {
    atMinute(40);
    // A second instance, as a balancer would have beside the first: same database, its own process state.
    const second = await buildApp({
      dbFile: server.dbFile,
      ...(server.databaseUrl === undefined ? {} : { databaseUrl: server.databaseUrl }),
      seed: false,
      rateLimits: { beaconsPerMinute: 100_000, writesPerMinute: 100_000 },
      remoteHealth: { now: clock },
    });
    try {
      const secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
      // Two beacons on each: four page views in one row.
      for (const base of [server.baseUrl, secondUrl, server.baseUrl, secondUrl]) {
        expect((await sendBeacon(browser('30', base), VALID)).status).toBe(204);
      }
      expect((await rowsOf(40, 30)).map((row) => row.page_views)).toEqual([4]);
      // Thirty at once over both, from one bucket: five counted.
      const statuses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          sendBeacon(browser('31', i % 2 === 0 ? server.baseUrl : secondUrl), VALID),
        ),
      );
      expect(statuses.every((response) => response.status === 204)).toBe(true);
      expect((await rowsOf(40, 31)).map((row) => row.page_views)).toEqual([5]);
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
    const response = await sendBeacon(browser('50'), body);
    expect(response.status).toBe(400);
    const answer = response.body as { message: string; errors: Record<string, string[]> };
    expect(answer.message).toBe('O beacon enviado é inválido.');
    expect(Object.keys(answer.errors).length).toBeGreaterThan(0);
  });

  it('names the field at fault in Portuguese', async () => {
    atMinute(50);
    const notListed = await sendBeacon(browser('50'), with_({ events: [{ type: 'page-view', app: 'account' }] }));
    expect((notListed.body as { errors: unknown }).errors).toEqual({
      'events.0.app': ['O app do evento não está em apps.'],
    });
    const tooMany = await sendBeacon(
      browser('50'),
      with_({ events: Array.from({ length: 21 }, () => ({ type: 'page-view', app: 'checkout' })) }),
    );
    expect((tooMany.body as { errors: unknown }).errors).toEqual({
      events: ['O campo events deve ter de 1 a 20 eventos.'],
    });
    const version = await sendBeacon(browser('50'), with_({ apps: { checkout: 'três' } }));
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
      const response = await sendBeacon(browser('51'), body);
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
      const response = await sendBeacon(browser(pick(['5', 'x', '200'])), beacon);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
    expect([...statuses.keys()].every((status) => status === 204 || status === 400)).toBe(true);
    expect(statuses.get(400)).toBeGreaterThan(100);
  });

  it('answers 413 to a body over 8 KB, before reading it', async () => {
    atMinute(53);
    const padded = JSON.stringify({ ...VALID, padding: 'x'.repeat(10 * 1024) });
    const response = await sendBeacon(browser('53'), padded);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'O conteúdo enviado é grande demais.' });
    const asText = await sendBeacon(browser('53'), padded, 'text/plain;charset=UTF-8');
    expect(asText.status).toBe(413);
    expect(await rowsOf(53, 53)).toEqual([]);
  });

  it('answers 415 to a body that is neither JSON nor text', async () => {
    atMinute(54);
    const response = await sendBeacon(browser('54'), 'apps=1', 'application/x-www-form-urlencoded');
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ message: 'Tipo de conteúdo não suportado.' });
  });
});

describe('POST /api/beacons, limited per client address', () => {
  const limited = serverForAll({ seed: false, rateLimits: { beaconsPerMinute: 5, writesPerMinute: 3 } });
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('answers 429 with Retry-After past the beacons a client may send in a minute; another client still sends', async () => {
    const client = browser('60', limited.baseUrl);
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
    const beacons = browser('61', limited.baseUrl);
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
