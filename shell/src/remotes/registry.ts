import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { isPointer, takeInlinePointer, type Pointer, type RemoteName } from 'shared-contracts';
import { freshEntry } from './load-timeout';
import { previewWanted } from './preview-state';

export interface RemoteApp {
  bootstrap: (props: object) => Promise<unknown>;
  mount: (props: object) => Promise<unknown>;
  unmount: (props: object) => Promise<unknown>;
  update?: (props: object) => Promise<unknown>;
}

let pointer: Promise<Pointer> | null = null;

async function fetchPointer(): Promise<Pointer> {
  // The first read of a page load: the pointer the site server wrote into the page with it.
  const inline = takeInlinePointer();
  if (isPointer(inline)) return inline;
  const response = await fetch('/remotes.json', { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isPointer(body)) throw new Error('remotes.json is malformed');
  return body;
}

/**
 * The pointer this browser uses: the live one, with the versions this browser previews (when the
 * site allows previews) in place of the live ones. Only `remotes` is read; other keys are ignored.
 */
async function effectivePointer(): Promise<Pointer> {
  const body = await fetchPointer();
  // The preview logic is its own chunk, fetched only by a browser that asks for a preview.
  if (!previewWanted()) return { remotes: body.remotes };
  const { resolveOverrides, withOverrides } = await import(/* webpackChunkName: "previews" */ './overrides');
  const overrides = await resolveOverrides(body.remotes);
  return overrides.length ? { remotes: withOverrides(body.remotes, overrides) } : { remotes: body.remotes };
}

function toRuntime(body: Pointer, only?: RemoteName): Array<{ name: string; entry: string }> {
  return Object.entries(body.remotes)
    .filter(([name]) => !only || name === only)
    .map(([name, live]) => ({ name, entry: live.entry }));
}

/** Reads the live pointer once per page load and registers every remote it names with the runtime. */
export function livePointer(): Promise<Pointer> {
  if (!pointer) {
    const loading = effectivePointer().then((body) => {
      registerRemotes(toRuntime(body));
      return body;
    });
    pointer = loading;
    loading.catch(() => {
      if (pointer === loading) pointer = null;
    });
  }
  return pointer;
}

/**
 * For a retry: reads the pointer again and re-registers that one remote (force), so the runtime
 * fetches it anew instead of replaying a failure. The other remotes are left as they are.
 */
async function refreshRemote(remote: RemoteName): Promise<Pointer> {
  // The first read failed: this read registers every remote.
  if (!pointer) return livePointer();
  const body = await effectivePointer();
  registerRemotes(
    toRuntime(body, remote).map((r) => ({ ...r, entry: freshEntry(remote, r.entry) })),
    { force: true },
  );
  return body;
}

/** The version this page uses for a remote (live, or previewed), for the slot's data attribute. */
export async function liveVersion(remote: RemoteName): Promise<string | null> {
  const body = await livePointer();
  return body.remotes[remote]?.version ?? null;
}

function isRemoteApp(value: unknown): value is RemoteApp {
  const app = value as RemoteApp | null;
  return (
    !!app && typeof app.bootstrap === 'function' && typeof app.mount === 'function' && typeof app.unmount === 'function'
  );
}

/**
 * Loads a remote's './app' (single-spa-react lifecycles). A retry (fresh) re-reads the pointer and
 * re-registers the remote, so the runtime fetches it anew instead of replaying a failure.
 */
export async function loadRemoteApp(remote: RemoteName, fresh = false): Promise<RemoteApp> {
  const body = fresh ? await refreshRemote(remote) : await livePointer();
  if (!body.remotes[remote]) throw new Error(`remote ${remote} is not in remotes.json`);
  const module = await loadRemote<unknown>(`${remote}/app`);
  if (!isRemoteApp(module)) throw new Error(`remote ${remote} does not expose single-spa lifecycles`);
  const { bootstrap, mount, unmount, update } = module;
  return { bootstrap, mount, unmount, update };
}

/** For tests: forgets this page load's pointer. */
export function resetLivePointer(): void {
  pointer = null;
}
