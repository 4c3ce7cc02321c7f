import { ROUTES } from 'shared-contracts/routes';
import {
  RouteFigures,
  checkOrders,
  compilePatterns,
  percentile,
  processOf,
  routeOf,
  rssSlopeMbPerMinute,
  verdict,
  type VerdictInput,
} from '../figures.js';
import { releasePlan } from '../releases.js';
import { memoryByMinute } from '../report.js';
import { pageBeacon, pageFacts } from '../shoppers.js';

const MB = 2 ** 20;

describe('route grouping', () => {
  const api = compilePatterns([
    '/api/products/:sellerSlug/:slug',
    '/api/products/:id/related',
    '/api/products/:id/reviews',
    '/api/media/products/:id/:position.svg',
    '/api/docs/static/*',
    '/api/search',
  ]);
  const site = compilePatterns([...ROUTES.map((route) => route.path), '/remotes/:app/:version/*']);

  it('names a path by the pattern of its route, a literal segment before a parameter', () => {
    expect(routeOf('/api/products/7/related', api)).toBe('/api/products/:id/related');
    expect(routeOf('/api/products/loja-sol/cafe', api)).toBe('/api/products/:sellerSlug/:slug');
    expect(routeOf('/api/media/products/12/1.svg', api)).toBe('/api/media/products/:id/:position.svg');
    expect(routeOf('/api/docs/static/a/b.css', api)).toBe('/api/docs/static/*');
    expect(routeOf('/api/search/', api)).toBe('/api/search');
  });

  it('groups the pages as the site router ranks them, and what no route names as the fallback', () => {
    expect(routeOf('/produto/loja-sol/cafe-especial', site)).toBe('/produto/:sellerSlug/:slug');
    expect(routeOf('/lojas', site)).toBe('/lojas');
    expect(routeOf('/quem-somos', site)).toBe('/:slug');
    expect(routeOf('/a/b/c/d', site)).toBe('*');
    expect(routeOf('/remotes/catalog/1.0.0-ab/remoteEntry.js', site)).toBe('/remotes/:app/:version/*');
    expect(routeOf('/nada', compilePatterns(['/api/search']))).toBe('(outra)');
  });

  it('tells the API behind the site from the site server', () => {
    expect(processOf('/api/search')).toBe('api');
    expect(processOf('/sanctum/csrf-cookie')).toBe('api');
    expect(processOf('/apis')).toBe('site');
    expect(processOf('/busca')).toBe('site');
  });
});

describe('percentile', () => {
  it('is a measured value by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7, 3], 50)).toBe(3);
    expect(percentile([5], 99)).toBe(5);
  });

  it('has none without values', () => {
    expect(percentile([], 50)).toBeNull();
  });
});

describe('memory slope', () => {
  it('is the least-squares slope in MB per minute of the samples after the warm-up', () => {
    // 100 MB, growing 3 MB a minute, sampled every 5 s, with a jump during the warm-up.
    const samples = Array.from({ length: 121 }, (_, i) => ({
      atMs: i * 5_000,
      bytes: (100 + (i * 5_000 * 3) / 60_000 + (i < 24 ? 40 : 0)) * MB,
    }));
    expect(rssSlopeMbPerMinute(samples, 120_000)).toBeCloseTo(3, 6);
  });

  it('reads through noise around a flat line', () => {
    const samples = Array.from({ length: 60 }, (_, i) => ({ atMs: i * 10_000, bytes: (200 + (i % 2 ? 1 : -1)) * MB }));
    expect(Math.abs(rssSlopeMbPerMinute(samples, 0) ?? Infinity)).toBeLessThan(0.1);
  });

  it('is none with fewer than two samples after the warm-up', () => {
    expect(rssSlopeMbPerMinute([{ atMs: 0, bytes: MB }], 0)).toBeNull();
    expect(
      rssSlopeMbPerMinute(
        [
          { atMs: 0, bytes: MB },
          { atMs: 1_000, bytes: 2 * MB },
        ],
        1_000,
      ),
    ).toBeNull();
  });
});

describe('route figures', () => {
  it('keeps each answer time by process and route, and counts every status outside 2xx', () => {
    const figures = new RouteFigures();
    figures.record('api', '/api/search', 200, 10);
    figures.record('api', '/api/search', 429, 30);
    figures.record('api', '/api/search', 429, 20);
    figures.record('site', '/busca', 503, 100, '/busca?search=caf%C3%A9');
    figures.record('site', '/busca', 0, 30_000, '/busca?search=x');
    figures.record('site', '/', 304, 5);
    expect(figures.latencies()).toEqual([
      { process: 'api', route: '/api/search', count: 3, p50Ms: 20, p99Ms: 30 },
      { process: 'site', route: '/busca', count: 2, p50Ms: 100, p99Ms: 30_000 },
      { process: 'site', route: '/', count: 1, p50Ms: 5, p99Ms: 5 },
    ]);
    expect(figures.nonSuccess()).toEqual([
      { process: 'api', status: 429, route: '/api/search', count: 2 },
      { process: 'site', status: 0, route: '/busca', count: 1 },
      { process: 'site', status: 304, route: '/', count: 1 },
      { process: 'site', status: 503, route: '/busca', count: 1 },
    ]);
    // The 5xx and the unanswered one, each with its address; a 429 or a 304 is no failure.
    expect(figures.failures.map(({ status, path, ms }) => ({ status, path, ms }))).toEqual([
      { status: 503, path: '/busca?search=caf%C3%A9', ms: 100 },
      { status: 0, path: '/busca?search=x', ms: 30_000 },
    ]);
  });
});

describe('orders', () => {
  it('finds the orders confirmed and not stored', () => {
    expect(checkOrders({ confirmed: [4, 5, 6], unanswered: 0, stored: [4, 6] })).toEqual({
      confirmed: 3,
      stored: 2,
      lost: [5],
      extra: 0,
    });
  });

  it('counts the stored orders no confirmation or unanswered attempt explains, and one id confirmed twice', () => {
    expect(checkOrders({ confirmed: [4, 5], unanswered: 1, stored: [4, 5, 6] }).extra).toBe(0);
    expect(checkOrders({ confirmed: [4, 5], unanswered: 0, stored: [4, 5, 6] }).extra).toBe(1);
    expect(checkOrders({ confirmed: [4, 4], unanswered: 0, stored: [4] }).extra).toBe(1);
  });
});

describe('verdict', () => {
  const healthy: VerdictInput = {
    nonSuccess: [
      { process: 'api', status: 429, route: '/api/login', count: 5 },
      { process: 'site', status: 404, route: '/:slug', count: 3 },
    ],
    orders: { confirmed: 3, stored: 3, lost: [], extra: 0 },
    slopes: { api: 0.4, site: 1.9 },
    slopeLimitMbPerMinute: 2,
  };

  it('passes with 4xx answers, every order stored and memory flat', () => {
    expect(verdict(healthy)).toEqual({ ok: true, reasons: [] });
  });

  it('fails on a 5xx, an unanswered request, a lost or extra order, and a slope over the limit', () => {
    const failed = verdict({
      ...healthy,
      nonSuccess: [
        ...healthy.nonSuccess,
        { process: 'site', status: 502, route: '/busca', count: 2 },
        { process: 'api', status: 0, route: '/api/search', count: 1 },
      ],
      orders: { confirmed: 3, stored: 3, lost: [9], extra: 1 },
      slopes: { api: 2.5, site: null },
    });
    expect(failed.ok).toBe(false);
    expect(failed.reasons).toEqual([
      '2 resposta(s) 5xx',
      '1 requisição(ões) sem resposta',
      '1 pedido(s) confirmado(s) e não gravado(s): 9',
      '1 pedido(s) gravado(s) a mais que os confirmados',
      'api: memória cresce 2.50 MB/min depois do aquecimento (limite 2 MB/min)',
      'site: amostras de memória insuficientes depois do aquecimento',
    ]);
  });
});

describe('what a shopper reads from a page', () => {
  const pointer = {
    remotes: { catalog: { version: '1.0.0-aa' }, checkout: { version: '1.0.0-bb' } },
    shell: { version: '1.0.0-ss' },
  };
  const html = (head = '') =>
    `<html><head>${head}</head><body><script type="application/json" id="remotes-pointer">${JSON.stringify(pointer)}</script></body></html>`;

  it('sends the page view itself when the page carries no view token', () => {
    const facts = pageFacts(html());
    expect(facts.view).toBeNull();
    const beacon = pageBeacon(facts, 'catalog');
    expect(beacon?.apps).toEqual({ catalog: '1.0.0-aa', shell: '1.0.0-ss' });
    expect(beacon).not.toHaveProperty('view');
    expect((beacon?.events as Array<{ type: string }>)[0]).toEqual({ type: 'page-view', app: 'catalog' });
  });

  it('sends the token and only what the server cannot see when the page carries one', () => {
    const beacon = pageBeacon(pageFacts(html('<meta name="marketplace-view" content="v1.abc.def">')), 'checkout');
    expect(beacon?.view).toBe('v1.abc.def');
    expect((beacon?.events as Array<{ type: string }>).map((e) => e.type)).toEqual(['vital', 'vital', 'vital']);
  });

  it('sends nothing for an app the page names no version of', () => {
    expect(pageBeacon(pageFacts('<html></html>'), 'catalog')).toBeNull();
  });
});

describe('the releases of a run', () => {
  it('promotes every minute from half a minute in, none in the last ten seconds, and runs the canary in between', () => {
    const plan = releasePlan(10 * 60_000);
    expect(plan.promotesAtMs).toEqual(Array.from({ length: 10 }, (_, i) => 30_000 + i * 60_000));
    expect(plan.canaryStartMs).toBe(210_000);
    expect(plan.canaryEndMs).toBe(450_000);
    expect(releasePlan(35_000).promotesAtMs).toEqual([]);
  });
});

describe('memory in the table', () => {
  it('shows the first reading and the last of each minute', () => {
    const at = (s: number) => ({ atMs: s * 1_000, bytes: s * MB });
    expect(memoryByMinute([at(0), at(30), at(55), at(65), at(119), at(125)])).toEqual([
      at(0),
      at(55),
      at(119),
      at(125),
    ]);
  });
});
