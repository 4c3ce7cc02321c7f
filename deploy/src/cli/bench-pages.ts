/**
 * The shopper pages as a phone sees them: Lighthouse 12 in Debian's Chromium (mobile form factor,
 * simulated throttling, default settings), cold loads, several runs per page, medians. Beside the
 * scores: the JavaScript the page downloads (gzip -9 of the script bodies), its request count, and
 * how many sequential round trips after index.html pass before the owning remote's first file is
 * asked for.
 */
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { routeFor } from '../server/page-hints.js';
import { CHROMIUM_FLAGS, ensureChromium } from './chromium.js';
import { startTestSite } from './test-site.js';

export interface PageRun {
  jsGzipBytes: number;
  requests: number;
  /** Round trips after index.html (0) before the owning remote's first file is asked for. */
  roundTrips: number | null;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

export interface PageResult {
  label: string;
  path: string;
  runs: PageRun[];
}

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

interface DevtoolsEvent {
  method: string;
  params: {
    requestId?: string;
    request?: { url: string };
    initiator?: { type: string; url?: string; stack?: InitiatorStack };
  };
}
interface InitiatorStack {
  callFrames: Array<{ url: string }>;
  parent?: InitiatorStack;
}

function stackUrls(stack: InitiatorStack | undefined): string[] {
  const urls: string[] = [];
  for (let s = stack; s; s = s.parent) for (const frame of s.callFrames) if (frame.url) urls.push(frame.url);
  return urls;
}

/**
 * The depth of the owning remote's first JavaScript file in the chain of requests: index.html is 0,
 * a file its markup (or a hint in it) asks for is 1, a file a script of depth 1 asks for is 2…
 */
export function roundTripsToRemote(
  events: readonly DevtoolsEvent[],
  documentUrl: string,
  remote: string,
): number | null {
  const depth = new Map<string, number>([[documentUrl, 0]]);
  const prefix = `/remotes/${remote}/`;
  for (const event of events) {
    if (event.method !== 'Network.requestWillBeSent' || !event.params.request) continue;
    const url = event.params.request.url;
    if (depth.has(url)) continue;
    const initiator = event.params.initiator;
    const parents = [initiator?.url, ...stackUrls(initiator?.stack)].filter((u): u is string => !!u && depth.has(u));
    const parentDepth = parents.length ? Math.min(...parents.map((u) => depth.get(u)!)) : 0;
    depth.set(url, parentDepth + 1);
    const { pathname } = new URL(url);
    if (pathname.startsWith(prefix) && pathname.endsWith('.js')) return parentDepth + 1;
  }
  return null;
}

async function jsGzipBytes(urls: readonly string[], cookie: string | undefined): Promise<number> {
  let total = 0;
  for (const url of new Set(urls)) {
    const response = await fetch(url, { headers: cookie ? { cookie } : {} });
    if (response.ok) total += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  }
  return total;
}

class LighthouseRunError extends Error {}

/** One measured run: a run Lighthouse could not measure is said and tried again, twice at most. */
async function measured(url: string, cookie: string | undefined, chromePath: string): Promise<PageRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, cookie, chromePath);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === 3) throw error;
      console.log(`  (Lighthouse não mediu ${new URL(url).pathname}: ${error.message}; medindo de novo)`);
    }
  }
}

async function runOnce(url: string, cookie: string | undefined, chromePath: string): Promise<PageRun> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      {
        extends: 'lighthouse:default',
        settings: {
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
        },
      },
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr, artifacts } = result;
    // A run Lighthouse could not measure (the page did not paint in its time, the browser hung)
    // has no scores: it is reported and run again, never counted as a zero.
    if (lhr.runtimeError) throw new LighthouseRunError(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = (id: string): number => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string): number => lhr.audits[id]?.numericValue ?? NaN;
    const requests =
      (lhr.audits['network-requests']?.details as { items?: Array<{ url: string; resourceType?: string }> })?.items ??
      [];
    const scripts = requests.filter((r) => r.resourceType === 'Script').map((r) => r.url);
    const events = ((artifacts as unknown as { DevtoolsLog?: DevtoolsEvent[] }).DevtoolsLog ?? []) as DevtoolsEvent[];
    const owner = routeFor(new URL(url).pathname)?.remote;
    return {
      jsGzipBytes: await jsGzipBytes(scripts, cookie),
      requests: requests.length,
      roundTrips: owner ? roundTripsToRemote(events, lhr.finalDisplayedUrl, owner) : null,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
    };
  } finally {
    chrome.kill();
  }
}

/** Signs the demo customer in through the API, with an item in the cart; answers the session cookies. */
async function customerCookie(baseUrl: string): Promise<string> {
  const jar = new Map<string, string>();
  const remember = (response: Response): void => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) jar.set(name.trim(), value.join('='));
    }
  };
  const cookie = (): string => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const headers = (): Record<string, string> => ({
    cookie: cookie(),
    'content-type': 'application/json',
    accept: 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
  });
  remember(await fetch(`${baseUrl}/sanctum/csrf-cookie`));
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ email: 'cliente@demo.com.br', password: 'demo1234' }),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  remember(login);
  const search = (await (await fetch(`${baseUrl}/api/search?items_per_page=24`)).json()) as {
    products: { data: Array<{ id: number }> };
  };
  for (const product of search.products.data) {
    const added = await fetch(`${baseUrl}/api/cart/add`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ product_id: product.id, quantity: 1 }),
    });
    remember(added);
    if (added.ok) break;
  }
  return cookie();
}

export async function runPagesBench(options: { runs?: number; only?: string[] } = {}): Promise<PageResult[]> {
  const runs = options.runs ?? 3;
  const chromePath = await ensureChromium();
  const site = await startTestSite({ prefix: 'marketplace-pages-' });
  try {
    const found = (await (await fetch(`${site.baseUrl}/api/search?search=caf%C3%A9`)).json()) as {
      products: { data: Array<{ slug: string; seller: { slug: string } }> };
    };
    const product = found.products.data[0];
    if (!product) throw new Error('no product to measure');
    const pages = [
      { label: 'início', path: '/' },
      { label: 'busca', path: '/busca?search=caf%C3%A9' },
      { label: 'produto', path: `/produto/${product.seller.slug}/${product.slug}` },
      { label: 'carrinho (cliente)', path: '/carrinho', signedIn: true },
    ].filter((p) => !options.only?.length || options.only.includes(p.path) || options.only.includes(p.label));
    const cookie = pages.some((p) => p.signedIn) ? await customerCookie(site.baseUrl) : undefined;
    const results: PageResult[] = [];
    for (const page of pages) {
      const done: PageRun[] = [];
      for (let i = 0; i < runs; i += 1) {
        done.push(await measured(`${site.baseUrl}${page.path}`, page.signedIn ? cookie : undefined, chromePath));
      }
      results.push({ label: page.label, path: page.path, runs: done });
    }
    return results;
  } finally {
    await site.stop();
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
