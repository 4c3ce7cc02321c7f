/**
 * One page as a phone sees it through Lighthouse 12 in Debian's Chromium: the default mobile
 * config (Moto G Power screen, simulated slow 4G and a CPU four times slower), a cold load in a
 * browser of its own. Beside the scores and metrics: the JavaScript the page downloads (gzip -9 of
 * the script bodies), its request count, and how many sequential round trips after index.html
 * pass before the owning remote's first file is asked for.
 */
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../cli/chromium.js';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Time to Interactive (the `interactive` audit). */
  ttiMs: number;
  jsGzipBytes: number;
  requests: number;
  /** Round trips after index.html (0) before the owning remote's first file is asked for. */
  roundTrips: number | null;
}

/** A run Lighthouse could not measure, kept in the results with its reason. */
export interface FailedRun {
  error: string;
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

export interface LighthouseTarget {
  url: string;
  /** The remote that owns the page, whose first file the round trips are counted to. */
  remote?: string;
  /** Session cookies of a signed-in page. */
  cookie?: string;
  chromePath: string;
}

/**
 * One measured run: a run Lighthouse could not measure is said and tried again, twice at most,
 * then kept as a failed run (never counted as a zero).
 */
export async function lighthouseRun(target: LighthouseTarget): Promise<LighthouseRun | FailedRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(target);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!(error instanceof LighthouseRunError) || attempt === 3) return { error: message };
      console.log(`  (Lighthouse não mediu ${new URL(target.url).pathname}: ${message}; medindo de novo)`);
    }
  }
}

async function runOnce({ url, remote, cookie, chromePath }: LighthouseTarget): Promise<LighthouseRun> {
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
    if (!result) throw new LighthouseRunError(`Lighthouse gave no result for ${url}`);
    const { lhr, artifacts } = result;
    // A run Lighthouse could not measure (the page did not paint in its time, the browser hung)
    // has no scores: it is reported and run again.
    if (lhr.runtimeError) throw new LighthouseRunError(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = (id: string): number => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string): number => lhr.audits[id]?.numericValue ?? NaN;
    const requests =
      (lhr.audits['network-requests']?.details as { items?: Array<{ url: string; resourceType?: string }> })?.items ??
      [];
    const scripts = requests.filter((r) => r.resourceType === 'Script').map((r) => r.url);
    const events = ((artifacts as unknown as { DevtoolsLog?: DevtoolsEvent[] }).DevtoolsLog ?? []) as DevtoolsEvent[];
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      ttiMs: audit('interactive'),
      jsGzipBytes: await jsGzipBytes(scripts, cookie),
      requests: requests.length,
      roundTrips: remote ? roundTripsToRemote(events, lhr.finalDisplayedUrl, remote) : null,
    };
  } finally {
    chrome.kill();
  }
}
