import { SITE_CONFIG_ELEMENT_ID, readJsonElement } from '../delivery';

/**
 * Settings the site server hands every app at run time (`/site-config.json`, never cached), so one
 * build of a remote serves every environment.
 */
export interface SiteConfig {
  /** Google sign-in is offered only when a client id is configured. */
  googleClientId: string | null;
  /** Host of the fraud-prevention device script; none loads when null. */
  fraudScriptHost: string | null;
  /** Google Tag Manager container; none loads when null. */
  tagManagerId: string | null;
  /** Whether a browser may ask for another remote version (preview before promote). */
  allowOverrides: boolean;
  /** How long a remote may take to load before its slot falls back, in ms; null: the shell's 8 s. */
  remoteTimeoutMs: number | null;
}

/** The settings when none are configured: what an empty body reads as. */
export const defaultSiteConfig: SiteConfig = pick({});

let loading: Promise<SiteConfig> | null = null;

function pick(body: unknown): SiteConfig {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return {
    googleClientId: text(b.googleClientId),
    fraudScriptHost: text(b.fraudScriptHost),
    tagManagerId: text(b.tagManagerId),
    allowOverrides: b.allowOverrides === true,
    remoteTimeoutMs:
      typeof b.remoteTimeoutMs === 'number' && Number.isFinite(b.remoteTimeoutMs) && b.remoteTimeoutMs > 0
        ? b.remoteTimeoutMs
        : null,
  };
}

/**
 * The site's run-time settings, read once per page load: from the page itself when the site
 * server put them there (no round trip before a remote can load), else from `/site-config.json`
 * (a remote running alone); defaults when they cannot be read.
 */
export function getSiteConfig(): Promise<SiteConfig> {
  if (!loading) {
    const inline = readJsonElement(SITE_CONFIG_ELEMENT_ID);
    loading =
      inline !== undefined
        ? Promise.resolve(pick(inline))
        : fetch('/site-config.json', { cache: 'no-store', credentials: 'same-origin' })
            .then((r) => (r.ok ? r.json() : {}))
            .then(pick, () => defaultSiteConfig);
  }
  return loading;
}

/** For tests. */
export function resetSiteConfig(): void {
  loading = null;
}
