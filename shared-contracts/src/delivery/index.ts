/**
 * The delivery contract between the site server and the shell: what the server writes into the
 * page (the live pointer, the public payloads of the route's first calls) and how a preview of
 * another remote version is asked for. Pure data and functions: the server imports it too.
 */
import { isRecord } from '../guards';
import type { RemoteName } from '../routes/table';

/** Every remote the site composes, in the pointer's fixed order. */
export const REMOTE_NAMES: readonly RemoteName[] = ['catalog', 'checkout', 'account', 'affiliates'];

/** One remote in the live pointer: what the shell registers with the federation runtime. */
export interface LiveRemote {
  version: string;
  /** Same-origin URL of the version's mf-manifest.json. */
  entry: string;
}

/** The live shell: its version folder and the shared-contracts version it was built against. */
export interface LiveShell {
  version: string;
  contractVersion: string;
}

/**
 * The live pointer served as /remotes.json. `remotes` holds remotes only (the shell registers each
 * of them); the shell's own entry sits beside it and the shell's code never reads it.
 */
export interface Pointer {
  remotes: Partial<Record<RemoteName, LiveRemote>>;
  shell?: LiveShell;
}

/** A pointer as far as its readers rely on it: an object with a `remotes` object. */
export function isPointer(value: unknown): value is Pointer {
  return isRecord(value) && isRecord(value.remotes);
}

/** Reads a pointer file's text; throws when it is not JSON or has no `remotes` object. */
export function parsePointer(text: string): Pointer {
  const parsed: unknown = JSON.parse(text);
  if (!isPointer(parsed)) throw new Error('no "remotes" object');
  return { remotes: parsed.remotes, ...(parsed.shell ? { shell: parsed.shell } : {}) };
}

/** Whether a remote's `mf-manifest.json` exposes './app', the one module the shell loads. */
export function manifestExposesApp(manifest: { exposes?: unknown }): boolean {
  return Array.isArray(manifest.exposes) && manifest.exposes.some((e) => isRecord(e) && e.path === './app');
}

/** A published version's `mf-manifest.json` the shell can load: it names the remote and exposes './app'. */
export function isUsableManifest(manifest: unknown, remote: RemoteName): boolean {
  return isRecord(manifest) && manifest.name === remote && manifestExposesApp(manifest);
}

/**
 * A published version's folder name (`1.4.0-3f2a9c01bd`). Versions are path segments and query
 * values: letters, digits, dot, dash and underscore only.
 */
export const VERSION_NAME = /^[0-9A-Za-z][0-9A-Za-z._-]{0,99}$/;

/**
 * Where another version of a remote is: the live entry with its version segment replaced, so no
 * URL is written into a build (null when the live entry has no segment naming its version). The
 * shell registers this URL and the site server hints the same one.
 */
export function entryForVersion(live: LiveRemote, version: string): string | null {
  const segments = live.entry.split('/');
  const at = segments.lastIndexOf(encodeURIComponent(live.version));
  if (at < 0) return null;
  segments[at] = encodeURIComponent(version);
  return segments.join('/');
}

/** The query parameter that asks for a preview: `?mfe-override=checkout@1.4.0-abc`. */
export const OVERRIDE_PARAM = 'mfe-override';
/** The cookie that keeps this browser's previews, so the server hints the previewed versions. */
export const OVERRIDE_COOKIE = 'mfe-overrides';

/** The `<script type="application/json">` element that carries the live pointer. */
export const POINTER_ELEMENT_ID = 'remotes-pointer';
/** The `<script type="application/json">` element that carries the site's run-time settings. */
export const SITE_CONFIG_ELEMENT_ID = 'site-config';
/** The `<script type="application/json">` element that carries public payloads of the page's first calls. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * A screen the site server drew: its HTML comes in this element, after the app's root, until the
 * remote's slot takes it in and its parcel hydrates it.
 */
export const SERVER_SLOT_ELEMENT_ID = 'server-slot';
/** The attribute of an element whose children the server drew (its value: the remote's version). */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** The `identifierPrefix` of a remote's React root, on the server and in the browser alike. */
export const identifierPrefixOf = (remote: RemoteName): string => `${remote}-`;

/** Mobile is detected by user-agent (spec §2, L-08): the shell's header and the server's hints agree. */
const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

export function isMobileUserAgent(ua: string): boolean {
  return MOBILE_USER_AGENT.test(ua);
}

/**
 * The chunks of the shell's page frame that only some pages need, by layout and device (named
 * chunk groups of the shell's build): fetched before the first render, and hinted by the server.
 */
export function shellFrameChunks(layout: 'standard' | 'minimal' | 'affiliate', mobile: boolean): string[] {
  if (layout !== 'standard') return [`layout-${layout}`];
  return [mobile ? 'header-mobile' : 'header-desktop'];
}

export interface Override {
  remote: RemoteName;
  version: string;
}

export const isRemoteName = (value: string): value is RemoteName => (REMOTE_NAMES as readonly string[]).includes(value);

/** Reads `checkout@1.4.0-abc` items (comma separated or several values); the rest is invalid. */
export function parseOverrides(values: readonly string[]): { overrides: Override[]; invalid: string[] } {
  const overrides: Override[] = [];
  const invalid: string[] = [];
  for (const item of values.flatMap((v) => v.split(',')).map((v) => v.trim())) {
    if (!item) continue;
    const at = item.indexOf('@');
    const remote = item.slice(0, at);
    const version = item.slice(at + 1);
    if (at > 0 && isRemoteName(remote) && VERSION_NAME.test(version)) {
      const known = overrides.findIndex((o) => o.remote === remote);
      if (known >= 0) overrides.splice(known, 1);
      overrides.push({ remote, version });
    } else invalid.push(item);
  }
  return { overrides, invalid };
}

/** `checkout@1.4.0-abc`: how a preview is written in the address bar, the cookie and the banner. */
export const formatOverride = (o: Override): string => `${o.remote}@${o.version}`;

/** A preview asked for in an address: the values of its `mfe-override` parameters, read. */
export interface OverrideRequest {
  overrides: Override[];
  invalid: string[];
  /** `?mfe-override=` with no value: forget every preview. */
  clear: boolean;
}

/** Reads the values of an address's `mfe-override` parameters (null when it has none). */
export function readOverrideRequest(values: readonly string[]): OverrideRequest | null {
  if (!values.length) return null;
  return { ...parseOverrides(values), clear: values.every((v) => !v.trim()) };
}

/**
 * The previews a browser wants: the ones it keeps, with the ones asked now in their place (one per
 * remote, the last asked wins); a request that clears wants none.
 */
export function wantedOverrides(kept: readonly Override[], request: OverrideRequest | null): Override[] {
  if (request?.clear) return [];
  const wanted = [...kept];
  for (const o of request?.overrides ?? []) {
    const known = wanted.findIndex((w) => w.remote === o.remote);
    if (known >= 0) wanted.splice(known, 1);
    wanted.push(o);
  }
  return wanted;
}

/**
 * The pointer a browser uses: the live pointer's remotes, with each preview in place of the live
 * version where the site allows previews. The previews given are the ones found usable (their
 * manifest checked); a remote the live pointer lacks, or whose entry names no version, stays as
 * it is. Only `remotes` is kept: the shell's own entry concerns the site server alone.
 */
export function resolvePointer(
  live: Pointer,
  overrides: readonly Override[],
  config: { allowOverrides: boolean },
): Pointer {
  const remotes: Pointer['remotes'] = { ...live.remotes };
  if (!config.allowOverrides) return { remotes };
  for (const o of overrides) {
    const current = live.remotes[o.remote];
    const entry = current ? entryForVersion(current, o.version) : null;
    if (entry) remotes[o.remote] = { version: o.version, entry };
  }
  return { remotes };
}

/**
 * The key under which the page carries the answer of a GET call: its path and its query sorted by
 * name. Names are compared by code unit, not with `localeCompare`, whose first call builds a
 * collator: tens of milliseconds on a phone, in the middle of a screen's first render.
 */
export function payloadKey(pathname: string, params: Record<string, string | number> = {}): string {
  const query = new URLSearchParams(
    Object.entries(params)
      .map(([k, v]): [string, string] => [k, String(v)])
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The payload keys of the catalog's public calls that a server-rendered page carries: the same in
 * the site server, which puts the answers in the page, and in the screens that draw with them.
 */
export const PAGE_KEYS = {
  categories: '/api/categories',
  banners: (group: string): string => payloadKey('/api/banners', { banner_group: group }),
  productList: (params: { list_id: string; type: string; limit: number }): string =>
    payloadKey('/api/product-list', params),
  stores: (page: number, search: string): string => payloadKey('/api/stores', search ? { page, search } : { page }),
  blog: (page: number): string => payloadKey('/api/blog', { page }),
  /** A store, a blog post or a content page by its slug. */
  store: (slug: string): string => `/api/stores/${encodeURIComponent(slug)}`,
  post: (slug: string): string => `/api/blog/${encodeURIComponent(slug)}`,
  page: (slug: string): string => `/api/pages/${encodeURIComponent(slug)}`,
  /** A product page's related products and the first page of its reviews, by the product's id. */
  related: (productId: number, limit: number, type: string): string =>
    payloadKey(`/api/products/${productId}/related`, { limit, type }),
  reviews: (productId: number, page: number): string => payloadKey(`/api/products/${productId}/reviews`, { page }),
} as const;

/** The product detail call of a product page (`/api/products/<seller>/<slug>`): its path and payload key. */
export function productDetailPath(sellerSlug: string, slug: string): string {
  return `/api/products/${encodeURIComponent(sellerSlug)}/${encodeURIComponent(slug)}`;
}

/** Escapes JSON for a `<script type="application/json">` element (no `</script>`, no comment opener). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The JSON in a `<script type="application/json">` element of the page (undefined when absent or broken). */
export function readJsonElement(id: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(id);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as unknown;
  } catch {
    return undefined;
  }
}

/** The live pointer the server wrote into this page, if it did (read once; later reads fetch it). */
export function takeInlinePointer(): unknown {
  const pointer = readJsonElement(POINTER_ELEMENT_ID);
  if (pointer !== undefined) document.getElementById(POINTER_ELEMENT_ID)?.remove();
  return pointer;
}

let pagePayloads: Record<string, unknown> | null = null;

/**
 * The answer the server put in the page for this call, once: the first screen uses it instead of
 * asking again; every later call (a retry, another visit in the same tab) goes to the API.
 */
export function takePagePayload<T>(key: string): T | undefined {
  if (pagePayloads === null) {
    const read = readJsonElement(PAGE_DATA_ELEMENT_ID);
    pagePayloads = read && typeof read === 'object' ? { ...(read as Record<string, unknown>) } : {};
  }
  if (!(key in pagePayloads)) return undefined;
  const value = pagePayloads[key] as T;
  delete pagePayloads[key];
  return value;
}

/**
 * A screen's code, loaded on demand and remembered. `load` is what `React.lazy` calls; `preload`
 * fetches it ahead (on a hint, a hover, or in a test). Once the module is here, `load` answers
 * with a thenable that settles at once, and React renders the screen without suspending.
 */
export function preloadable<T>(load: () => Promise<T>): { load: () => Promise<T>; preload: () => Promise<T> } {
  let loaded: { value: T } | null = null;
  let pending: Promise<T> | null = null;
  const preload = (): Promise<T> =>
    (pending ??= load().then(
      (value) => {
        loaded = { value };
        return value;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const settled = (value: T): Promise<T> =>
    ({
      then: (onFulfilled?: (v: T) => unknown) => Promise.resolve(onFulfilled ? onFulfilled(value) : value),
    }) as unknown as Promise<T>;
  return { load: () => (loaded ? settled(loaded.value) : preload()), preload };
}
