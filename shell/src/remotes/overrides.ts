import {
  OVERRIDE_COOKIE,
  OVERRIDE_PARAM,
  getSiteConfig,
  isUsableManifest,
  parseOverrides,
  type Override,
  type Pointer,
  type RemoteName,
} from 'shared-contracts';
import {
  OVERRIDE_STORAGE_KEY,
  previewRequest,
  previewState,
  retakePreviewRequest,
  setPreviewState,
  type PreviewState,
} from './preview-state';

/**
 * Preview before promote: one browser may ask for another published version of a remote with
 * `?mfe-override=checkout@1.4.0-abc` (several: comma separated or repeated; `?mfe-override=`
 * clears). The choice is kept in localStorage until cleared (mirrored in a cookie, so the site
 * server hints the previewed versions' files), applies to this browser only, and only when the site's configuration (`allowOverrides` in /site-config.json) allows previews.
 */
export { OVERRIDE_PARAM, OVERRIDE_STORAGE_KEY, parseOverrides, type Override, type PreviewState };

/** The live pointer's remotes. */
export type LiveRemotes = Pointer['remotes'];

export const PREVIEWS_OFF =
  'As pré-visualizações de versões estão desativadas neste site; você está vendo as versões publicadas.';

function readStored(): Override[] {
  try {
    const raw = window.localStorage.getItem(OVERRIDE_STORAGE_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parseOverrides(
      parsed
        .filter((o): o is Override => typeof o?.remote === 'string' && typeof o?.version === 'string')
        .map((o) => `${o.remote}@${o.version}`),
    ).overrides;
  } catch {
    return [];
  }
}

/** The same choice for the site server, which hints the previewed versions' files in the page. */
function mirrorToCookie(overrides: readonly Override[]): void {
  const value = overrides.map((o) => `${o.remote}@${o.version}`).join(',');
  document.cookie = value
    ? `${OVERRIDE_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=2592000; SameSite=Lax`
    : `${OVERRIDE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

function store(overrides: readonly Override[]): void {
  mirrorToCookie(overrides);
  try {
    if (overrides.length) window.localStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(overrides));
    else window.localStorage.removeItem(OVERRIDE_STORAGE_KEY);
  } catch {
    // storage disabled: the preview lasts for this page load only
  }
}

export { previewState, previewVersionOf, subscribePreview } from './preview-state';

let decided: Promise<Override[]> | null = null;

/** Forgets every override (the page must load again to show the published versions). */
export function clearOverrides(): void {
  store([]);
  setPreviewState({ active: [], notice: null });
}

export function dismissNotice(): void {
  setPreviewState({ ...previewState(), notice: null });
}

/**
 * Where the manifest of another version of a remote is: the live entry with its version segment
 * replaced. Derived from the pointer, so no URL is written into the shell's build.
 */
export function entryForVersion(live: { version: string; entry: string }, version: string): string | null {
  const url = new URL(live.entry, window.location.origin);
  const segments = url.pathname.split('/');
  const at = segments.lastIndexOf(encodeURIComponent(live.version));
  if (at < 0) return null;
  segments[at] = encodeURIComponent(version);
  return url.origin === window.location.origin ? segments.join('/') : `${url.origin}${segments.join('/')}`;
}

/** Fetches the version's manifest: it must exist, name the remote and expose './app'. */
async function isUsable(remote: RemoteName, entry: string): Promise<boolean> {
  try {
    const response = await fetch(entry, { credentials: 'same-origin' });
    if (!response.ok) return false;
    return isUsableManifest(await response.json(), remote);
  } catch {
    return false;
  }
}

async function decide(remotes: LiveRemotes): Promise<Override[]> {
  const asked = previewRequest();
  const wanted = asked?.clear ? [] : [...readStored()];
  for (const o of asked?.overrides ?? []) {
    const known = wanted.findIndex((w) => w.remote === o.remote);
    if (known >= 0) wanted.splice(known, 1);
    wanted.push(o);
  }
  if (asked?.clear) store([]);
  if (!wanted.length && !asked?.invalid.length) return [];

  const config = await getSiteConfig();
  if (!config.allowOverrides) {
    store([]);
    setPreviewState({ active: [], notice: PREVIEWS_OFF });
    return [];
  }

  const notices: string[] = [];
  if (asked?.invalid.length) {
    notices.push(`Pedido de pré-visualização não reconhecido: ${asked.invalid.join(', ')} (use remote@versão).`);
  }
  const active: Override[] = [];
  for (const o of wanted) {
    const live = remotes[o.remote];
    if (live?.version === o.version) {
      notices.push(`${o.remote}@${o.version} já é a versão publicada; a pré-visualização terminou.`);
      continue;
    }
    const entry = live ? entryForVersion(live, o.version) : null;
    if (!entry || !(await isUsable(o.remote, entry))) {
      notices.push(`${o.remote}@${o.version} não está disponível; você está vendo a versão publicada.`);
      continue;
    }
    active.push(o);
  }
  store(active);
  setPreviewState({ active, notice: notices.length ? notices.join(' ') : null });
  return active;
}

/**
 * The overrides this page load uses, decided once: asked in the address bar or kept from before,
 * allowed by the site's configuration, and each checked against its manifest. Never rejects.
 */
export function resolveOverrides(remotes: LiveRemotes): Promise<Override[]> {
  decided ??= decide(remotes).catch(() => []);
  return decided;
}

/** The pointer's remotes with this page's overrides in place of the live versions. */
export function withOverrides(remotes: LiveRemotes, overrides: readonly Override[]): LiveRemotes {
  const result: LiveRemotes = { ...remotes };
  for (const o of overrides) {
    const live = remotes[o.remote];
    const entry = live ? entryForVersion(live, o.version) : null;
    if (entry) result[o.remote] = { version: o.version, entry };
  }
  return result;
}

/** For tests: forgets this page load's decision and reads the address bar again. */
export function resetOverrides(): void {
  retakePreviewRequest();
  decided = null;
  setPreviewState({ active: [], notice: null });
}
