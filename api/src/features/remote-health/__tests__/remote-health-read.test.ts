import type { Beacon, RemoteHealthAnswer } from 'shared-contracts/schema';
import { VIEW_BATCH_SIGNATURE_HEADER, signViewBatch, signViewToken } from 'shared-contracts/view-token';
import { serverForAll } from '../../../testing/server-for-tests';
import { TestClient, type TestResponse } from '../../../testing/test-server';
import { MINUTE_MS } from '../remote-health-repository';
import { REMOTE_HEALTH_MAX_ROWS } from '../remote-health-routes';

const TOKEN = 'operador-9f3c2b7e1d4a8f6c0b5e2d7a9c1f4b3e';
/** 2025-03-10T09:00:00Z. */
const START = Date.UTC(2025, 2, 10, 9, 0, 0);
let time = START;
const iso = (minute: number): string => new Date(START + minute * MINUTE_MS).toISOString();

const SECRET = 'segredo-das-visualizacoes-para-a-leitura-0001';
const server = serverForAll({
  seed: false,
  remoteHealth: { now: () => time, operatorToken: TOKEN, viewSecret: SECRET },
});

/** A read with this Authorization header (null: none). */
function read(query: string, authorization: string | null = `Bearer ${TOKEN}`): Promise<TestResponse> {
  return new TestClient(server.baseUrl).get(
    `/api/operator/remote-health?${query}`,
    authorization === null ? {} : { headers: { authorization } },
  );
}

let views = 0;

/**
 * One page view in `minute`: the site server counts it for the route's remote (checkout) and the
 * shell, then the page's beacon comes with its token.
 */
async function send(bucket: number, minute: number, beacon: Beacon): Promise<void> {
  time = START + minute * MINUTE_MS + 5_000;
  views += 1;
  const claims = { view: `leitura-${views}`, bucket, apps: beacon.apps, issuedAt: time, client: `cliente-${views}` };
  const batch = JSON.stringify({
    views: [
      {
        view: claims.view,
        client: claims.client,
        bucket,
        apps: { shell: beacon.apps.shell, checkout: beacon.apps.checkout },
      },
    ],
  });
  const served = await new TestClient(server.baseUrl).request('POST', '/api/remote-health/views', {
    body: batch,
    headers: { 'content-type': 'application/json', [VIEW_BATCH_SIGNATURE_HEADER]: signViewBatch(SECRET, batch) },
    xsrf: false,
  });
  expect(served.status).toBe(204);
  const response = await new TestClient(server.baseUrl).request('POST', '/api/beacons', {
    body: JSON.stringify({ ...beacon, view: signViewToken(SECRET, claims) }),
    headers: { 'content-type': 'application/json' },
    xsrf: false,
  });
  expect(response.status).toBe(204);
}

const CANARY: Beacon = {
  apps: { shell: '1.4.0', checkout: '3.1.0-canary' },
  events: [
    { type: 'page-view', app: 'checkout' },
    { type: 'crash', app: 'checkout' },
    { type: 'vital', app: 'checkout', name: 'LCP', value: 3100 },
    { type: 'vital', app: 'checkout', name: 'INP', value: 240 },
    { type: 'vital', app: 'shell', name: 'CLS', value: 0.12 },
  ],
};
const STABLE: Beacon = {
  apps: { shell: '1.4.0', checkout: '3.0.1' },
  events: [
    { type: 'page-view', app: 'checkout' },
    { type: 'load-failure', app: 'checkout' },
    { type: 'error', app: 'checkout' },
    { type: 'vital', app: 'checkout', name: 'LCP', value: 1800 },
  ],
};

beforeAll(async () => {
  await send(5, 0, STABLE);
  await send(5, 1, STABLE);
  await send(5, 1, {
    ...STABLE,
    events: [...STABLE.events, { type: 'vital', app: 'checkout', name: 'LCP', value: 900 }],
  });
  await send(12, 1, CANARY);
  await send(12, 2, CANARY);
});

describe('GET /api/operator/remote-health', () => {
  it('answers 401 without the operator token, or with another, before it reads the query', async () => {
    for (const authorization of [
      null,
      '',
      'Bearer',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${TOKEN}`,
      TOKEN,
      `Bearer ${TOKEN} extra`,
    ]) {
      const response = await read(`since=${iso(0)}`, authorization);
      expect([authorization, response.status]).toEqual([authorization, 401]);
      expect(response.body).toEqual({ message: 'Token de operador ausente ou inválido.' });
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
    expect((await read('since=ontem', null)).status).toBe(401);
  });

  it('gives every row since the minute asked, by minute, app, version and bucket, with its samples in order, and the events dropped', async () => {
    const response = await read(`since=${encodeURIComponent(iso(1))}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toEqual({
      rows: [
        {
          minute: iso(1),
          app: 'checkout',
          version: '3.0.1',
          bucket: 5,
          pageViews: 2,
          // Each view's first failure only, and its first LCP.
          loadFailures: 2,
          crashes: 0,
          errors: 0,
          vitals: { LCP: [1800, 1800], INP: [], CLS: [] },
        },
        {
          minute: iso(1),
          app: 'checkout',
          version: '3.1.0-canary',
          bucket: 12,
          pageViews: 1,
          loadFailures: 0,
          crashes: 1,
          errors: 0,
          vitals: { LCP: [3100], INP: [240], CLS: [] },
        },
        {
          minute: iso(1),
          app: 'shell',
          version: '1.4.0',
          bucket: 5,
          pageViews: 2,
          loadFailures: 0,
          crashes: 0,
          errors: 0,
          vitals: { LCP: [], INP: [], CLS: [] },
        },
        {
          minute: iso(1),
          app: 'shell',
          version: '1.4.0',
          bucket: 12,
          pageViews: 1,
          loadFailures: 0,
          crashes: 0,
          errors: 0,
          vitals: { LCP: [], INP: [], CLS: [0.12] },
        },
        expect.objectContaining({ minute: iso(2), app: 'checkout', version: '3.1.0-canary', bucket: 12 }),
        expect.objectContaining({ minute: iso(2), app: 'shell', bucket: 12 }),
      ],
      // The second failure of each stable view, and the second view's second LCP.
      rejected: [{ minute: iso(1), reason: 'duplicate', events: 3 }],
      truncated: false,
    } satisfies RemoteHealthAnswer);
  });

  it('counts the whole minute `since` falls in, in any time zone, and only one app when asked', async () => {
    // 06:01:30 at UTC-3 is 09:01:30 UTC, in minute 1.
    const since = encodeURIComponent('2025-03-10T06:01:30-03:00');
    const all = (await read(`since=${since}`)).body as RemoteHealthAnswer;
    expect(all.rows.map((row) => row.minute)).toEqual([iso(1), iso(1), iso(1), iso(1), iso(2), iso(2)]);
    const shell = (await read(`since=${since}&app=shell`)).body as RemoteHealthAnswer;
    expect(shell.rows.map((row) => [row.minute, row.app, row.vitals.CLS])).toEqual([
      [iso(1), 'shell', []],
      [iso(1), 'shell', [0.12]],
      [iso(2), 'shell', [0.12]],
    ]);
    const none = (await read(`since=${encodeURIComponent(iso(3))}`)).body as RemoteHealthAnswer;
    expect(none).toEqual({ rows: [], rejected: [], truncated: false });
  });

  it('answers 422 in Portuguese to a missing or invalid since, or an unknown app', async () => {
    for (const [query, field, message] of [
      ['', 'since', 'O campo since deve ser uma data e hora ISO 8601 com fuso (2025-01-31T12:00:00Z).'],
      ['since=ontem', 'since', 'O campo since deve ser uma data e hora ISO 8601 com fuso (2025-01-31T12:00:00Z).'],
      [
        'since=2025-03-10T09:00:00',
        'since',
        'O campo since deve ser uma data e hora ISO 8601 com fuso (2025-01-31T12:00:00Z).',
      ],
      [`since=${iso(0)}&app=admin`, 'app', 'O campo app selecionado é inválido.'],
    ] as const) {
      const response = await read(query);
      expect([query, response.status]).toEqual([query, 422]);
      expect((response.body as { errors: Record<string, string[]> }).errors).toEqual({ [field]: [message] });
    }
  });

  it(`carries at most ${REMOTE_HEALTH_MAX_ROWS} rows, in whole minutes, and says when there are more`, async () => {
    const first = START + 100 * MINUTE_MS;
    const second = first + MINUTE_MS;
    const rows = [first, second].flatMap((minute, m) =>
      Array.from({ length: m === 0 ? 1500 : 700 }, (_, i) => ({
        minute,
        app: 'catalog',
        version: `2.${Math.floor(i / 100)}.0`,
        bucket: i % 100,
        page_views: 1,
      })),
    );
    for (let i = 0; i < rows.length; i += 500) {
      await server.app.kysely
        .insertInto('remote_health')
        .values(rows.slice(i, i + 500))
        .execute();
    }
    const page = (await read(`since=${iso(100)}`)).body as RemoteHealthAnswer;
    expect(page.truncated).toBe(true);
    expect(page.rows).toHaveLength(1500);
    expect(new Set(page.rows.map((row) => row.minute))).toEqual(new Set([iso(100)]));
    const next = (await read(`since=${iso(101)}`)).body as RemoteHealthAnswer;
    expect(next.truncated).toBe(false);
    expect(next.rows).toHaveLength(700);
  });
});

describe('GET /api/operator/remote-health without OPERATOR_TOKEN', () => {
  const closed = serverForAll({ seed: false });

  it('answers 404, as if it did not exist, whatever is sent', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer ' }, { authorization: `Bearer ${TOKEN}` }];
    for (const headers of attempts) {
      const response = await new TestClient(closed.baseUrl).get(`/api/operator/remote-health?since=${iso(0)}`, {
        headers,
      });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Recurso não encontrado.' });
    }
  });
});
