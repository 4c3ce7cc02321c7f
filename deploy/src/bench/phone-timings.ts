/**
 * Two times a person on a phone lives through, taken in a real Chromium slowed down like
 * Lighthouse's phone (its CPU four times slower, its slow 4G: 150 ms of latency, 1638.4 Kbps down,
 * 750 Kbps up), a cold load in a context of its own with the cache off:
 *
 * - real content on screen: when the page's real content is first visible and painted (a product
 *   link in the viewport; on a product page its `<h1>` with the product's name and an enabled
 *   'Adicionar ao carrinho');
 * - main thread quiet: the end of the last long task, watched until 5 s pass without a new one.
 *
 * Both are read in the page, from navigation start (`performance.now()`), by a probe the context
 * installs before any script of the page runs.
 */
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';

/** Lighthouse's phone: the Moto G Power screen and user agent of its default mobile config. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: screenEmulationMetrics.mobile.width, height: screenEmulationMetrics.mobile.height },
  deviceScaleFactor: screenEmulationMetrics.mobile.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: userAgents.mobile,
  locale: 'pt-BR',
};

const slow4G = throttling.mobileSlow4G;
/** Kbit/s to the bytes per second of the DevTools protocol. */
const bytesPerSecond = (kbps: number): number => (kbps * 1024) / 8;

/** Lighthouse's slow 4G (mobileSlow4G): its round trip and throughput; 750 Kbps up. */
export const PHONE_NETWORK = {
  offline: false,
  latency: slow4G.rttMs,
  downloadThroughput: bytesPerSecond(slow4G.throughputKbps),
  uploadThroughput: bytesPerSecond(750),
};
export const PHONE_CPU_SLOWDOWN = slow4G.cpuSlowdownMultiplier;

/** How long the main thread must stay without a long task to be called quiet. */
export const QUIET_MS = 5_000;
/** Long tasks are watched this long after navigation start at most. */
export const QUIET_CAP_MS = 30_000;
/** The real content is waited for this long after navigation start at most. */
export const CONTENT_CAP_MS = 60_000;

/** What the page's real content is. */
export type ContentRule =
  /** The first product link (`a[href^="/produto/"]`) visible in the viewport. */
  | { kind: 'product-link' }
  /** The `<h1>` with the product's name in the viewport, and an enabled 'Adicionar ao carrinho'. */
  | { kind: 'product-page'; productName: string }
  /** The page's `<h1>` in the viewport. */
  | { kind: 'heading' };

export interface PhoneRun {
  /** Real content visible and painted; null when it never was. */
  contentMs: number | null;
  /** End of the last long task (0 when there was none). */
  quietMs: number;
  longTasks: number;
  /** True when long tasks still came at the cap: the main thread was never quiet. */
  quietCapped: boolean;
}

interface ProbeState {
  contentMs: number | null;
  longTasks: Array<{ startTime: number; duration: number }>;
}

declare global {
  interface Window {
    __storefrontProbe?: ProbeState;
  }
}

/**
 * The probe, run in the page before its own scripts. It checks the rule on every frame
 * (requestAnimationFrame: styles and layout change without a mutation), started and kept going by
 * every change of the document (MutationObserver), and records the time right after the first
 * frame that showed the content was painted.
 *
 * Visible: a box of non-zero size, computed visibility `visible`, and no ancestor (itself included)
 * with opacity 0. In the viewport: its box meets the viewport.
 */
function installProbe({ rule }: { rule: ContentRule }): void {
  if (window.top !== window) return;
  const state: ProbeState = { contentMs: null, longTasks: [] };
  window.__storefrontProbe = state;

  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        state.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long task timing in this browser: the main thread reads as quiet.
  }

  const shown = (element: Element): DOMRect | null => {
    const rect = element.getBoundingClientRect();
    if (rect.width <= 0 || rect.height <= 0) return null;
    if (getComputedStyle(element).visibility !== 'visible') return null;
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (Number(getComputedStyle(node).opacity) <= 0) return null;
    }
    return rect;
  };
  const inViewport = (rect: DOMRect): boolean =>
    rect.bottom > 0 && rect.right > 0 && rect.top < window.innerHeight && rect.left < window.innerWidth;
  const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

  /**
   * 'on' when the content is visible, 'waiting' while the elements are there but not yet shown,
   * 'none' while they are not in the document.
   */
  const look = (): 'on' | 'waiting' | 'none' => {
    const candidates =
      rule.kind === 'product-link'
        ? Array.from(document.querySelectorAll('a[href^="/produto/"]'))
        : Array.from(document.querySelectorAll('h1')).filter(
            (h1) => rule.kind === 'heading' || text(h1) === rule.productName.replace(/\s+/g, ' ').trim(),
          );
    if (candidates.length === 0) return 'none';
    if (rule.kind === 'product-page') {
      const button = Array.from(document.querySelectorAll('button')).find((b) => text(b) === 'Adicionar ao carrinho');
      const enabled = !!button && !button.disabled && button.getAttribute('aria-disabled') !== 'true';
      if (!enabled || !shown(button)) return 'waiting';
    }
    for (const element of candidates) {
      const rect = shown(element);
      if (rect && inViewport(rect)) return 'on';
    }
    return 'waiting';
  };

  // Checked in a frame's callback, where the layout it reads is the one that frame paints; the
  // time is taken in the first task after that frame, once it is painted.
  const afterPaint = (record: (ms: number) => void): void => {
    setTimeout(() => record(performance.now()), 0);
  };
  let found = false;
  let polling = false;
  const everyFrame = (): void => {
    const now = look();
    if (now === 'on') {
      found = true;
      observer.disconnect();
      afterPaint((ms) => (state.contentMs = ms));
    }
    // While the elements are not in the document there is nothing to poll: a mutation starts again.
    polling = !found && now !== 'none';
    if (polling) requestAnimationFrame(everyFrame);
  };
  const poll = (): void => {
    if (found || polling) return;
    polling = true;
    requestAnimationFrame(everyFrame);
  };
  // Every change of the document starts the polling when it is not running; once the elements are
  // there it runs every frame, since what shows them may change without a mutation (a stylesheet
  // that arrives, a layout that moves them into the viewport).
  const observer = new MutationObserver(poll);
  observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  poll();
}

/**
 * The probe as the page's first script. The TypeScript runner here keeps function names with a
 * `__name` helper that exists only in Node: the script brings a stand-in of its own.
 */
function probeScript(options: Parameters<typeof installProbe>[0]): string {
  return `(() => { const __name = (target) => target; (${installProbe.toString()})(${JSON.stringify(options)}); })();`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface PhoneTarget {
  url: string;
  rule: ContentRule;
  /** Session cookies of a signed-in page (`name=value; …`). */
  cookie?: string;
}

/** One cold load of a page in a new context of `browser`, throttled like Lighthouse's phone. */
export async function phoneRun(browser: Browser, { url, rule, cookie }: PhoneTarget): Promise<PhoneRun> {
  const context = await browser.newContext(PHONE);
  try {
    if (cookie) {
      await context.addCookies(
        cookie.split(/;\s*/).map((pair) => {
          const [name = '', ...value] = pair.split('=');
          return { name, value: value.join('='), url };
        }),
      );
    }
    await context.addInitScript({ content: probeScript({ rule }) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit', timeout: CONTENT_CAP_MS });

    for (;;) {
      await sleep(250);
      const { now, state } = await page.evaluate(() => ({ now: performance.now(), state: window.__storefrontProbe }));
      if (!state) throw new Error(`the probe is not in ${url}`);
      const lastEnd = Math.max(0, ...state.longTasks.map((t) => t.startTime + t.duration));
      const contentDone = state.contentMs !== null || now >= CONTENT_CAP_MS;
      const quietDone = now - lastEnd >= QUIET_MS || now >= QUIET_CAP_MS;
      if (!contentDone || !quietDone) continue;
      const watched = state.longTasks.filter((t) => t.startTime < QUIET_CAP_MS);
      return {
        contentMs: state.contentMs,
        quietMs: Math.max(0, ...watched.map((t) => t.startTime + t.duration)),
        longTasks: watched.length,
        quietCapped: now - lastEnd < QUIET_MS,
      };
    }
  } finally {
    await context.close();
  }
}
