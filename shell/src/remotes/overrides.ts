import {
  OVERRIDE_COOKIE,
  entryForVersion,
  formatOverride,
  isUsableManifest,
  parseOverrides,
  wantedOverrides,
  type Override,
  type Pointer,
  type RemoteName,
  type SiteConfig,
} from 'shared-contracts';
import { OVERRIDE_STORAGE_KEY, type PreviewStore } from './preview-state';

/**
 * Preview before promote: one browser may ask for another published version of a remote with
 * `?mfe-override=checkout@1.4.0-abc` (several: comma separated or repeated; `?mfe-override=`
 * clears). The choice is kept in localStorage until cleared (mirrored in a cookie, so the site
 * server hints the previewed versions' files), applies to this browser only, and only when the
 * site's configuration (`allowOverrides`) allows previews.
 */
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
        .map(formatOverride),
    ).overrides;
  } catch {
    return [];
  }
}

/** The same choice for the site server, which hints the previewed versions' files in the page. */
function mirrorToCookie(overrides: readonly Override[]): void {
  const value = overrides.map(formatOverride).join(',');
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

/** Forgets every override (the page must load again to show the published versions). */
export function clearOverrides(previews: PreviewStore): void {
  store([]);
  previews.set({ active: [], notice: null });
}

export function dismissNotice(previews: PreviewStore): void {
  previews.set({ ...previews.state(), notice: null });
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

/**
 * The overrides a page load uses: asked in the address bar or kept from before, allowed by the
 * site's configuration, and each checked against its manifest. Keeps the choice and tells the
 * preview state what is in effect and why not.
 */
export async function decideOverrides(
  remotes: Pointer['remotes'],
  config: Pick<SiteConfig, 'allowOverrides'>,
  previews: PreviewStore,
): Promise<Override[]> {
  const asked = previews.request;
  const wanted = wantedOverrides(readStored(), asked);
  if (asked?.clear) store([]);
  if (!wanted.length && !asked?.invalid.length) return [];

  if (!config.allowOverrides) {
    store([]);
    previews.set({ active: [], notice: PREVIEWS_OFF });
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
      notices.push(`${formatOverride(o)} já é a versão publicada; a pré-visualização terminou.`);
      continue;
    }
    const entry = live ? entryForVersion(live, o.version) : null;
    if (!entry || !(await isUsable(o.remote, entry))) {
      notices.push(`${formatOverride(o)} não está disponível; você está vendo a versão publicada.`);
      continue;
    }
    active.push(o);
  }
  store(active);
  previews.set({ active, notice: notices.length ? notices.join(' ') : null });
  return active;
}
