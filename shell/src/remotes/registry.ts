import { createContext, useContext } from 'react';
import type { getInstance, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  defaultSiteConfig,
  isPointer,
  resolvePointer,
  type Override,
  type OverrideRequest,
  type Pointer,
  type RemoteName,
  type SiteConfig,
} from 'shared-contracts';
import { DEFAULT_REMOTE_TIMEOUT_MS, forgetOfferedShares, freshEntry } from './load-timeout';
import type { LoadRetries } from './load-retries';
import { createPreviewStore, type PreviewStore } from './preview-state';

export interface RemoteApp {
  bootstrap: (props: object) => Promise<unknown>;
  mount: (props: object) => Promise<unknown>;
  unmount: (props: object) => Promise<unknown>;
  update?: (props: object) => Promise<unknown>;
}

/** The parts of the federation runtime (`@module-federation/enhanced/runtime`) the registry uses. */
export interface FederationRuntime {
  registerRemotes: typeof registerRemotes;
  loadRemote: typeof loadRemote;
  registerPlugins: typeof registerPlugins;
  /** The page's federation instance, whose shared modules a retry cleans up. */
  getInstance?: typeof getInstance;
}

export interface RemoteRegistryOptions {
  runtime: FederationRuntime;
  /** The live pointer the site server wrote into the page, if it did: the first read uses it. */
  inlinePointer?: unknown;
  /** The preview asked for in the address bar (taken out of it at start-up). */
  overrideRequest?: OverrideRequest | null;
  /** The site's run-time settings (the page's inline copy, else /site-config.json). */
  siteConfig: () => Promise<SiteConfig>;
  /** Told, as each load of a remote starts, which version of it the page loads (live or previewed). */
  onVersion?: (remote: RemoteName, version: string) => void;
}

/** The remotes of one page load: created once at start-up, handed to the outlets by context. */
export interface RemoteRegistry {
  /** The pointer this page uses, read once and registered with the federation runtime. */
  pointer(): Promise<Pointer>;
  /**
   * A remote's './app' (single-spa-react lifecycles) and the version this page uses of it. A retry
   * (fresh) re-reads the pointer and re-registers that remote, so the runtime fetches it anew
   * instead of replaying a failure.
   */
  load(remote: RemoteName, fresh?: boolean): Promise<{ app: RemoteApp; version: string | null }>;
  /** How long a remote may take to load: the site's `remoteTimeoutMs` setting, else 8 s. */
  timeoutMs(): Promise<number>;
  readonly previews: PreviewStore;
}

function isRemoteApp(value: unknown): value is RemoteApp {
  const app = value as RemoteApp | null;
  return (
    !!app && typeof app.bootstrap === 'function' && typeof app.mount === 'function' && typeof app.unmount === 'function'
  );
}

function toRuntime(body: Pointer, only?: RemoteName): Array<{ name: string; entry: string }> {
  return Object.entries(body.remotes)
    .filter(([name]) => !only || name === only)
    .map(([name, live]) => ({ name, entry: live.entry }));
}

export function createRemoteRegistry({
  runtime,
  inlinePointer,
  overrideRequest = null,
  siteConfig,
  onVersion,
}: RemoteRegistryOptions): RemoteRegistry {
  const previews = createPreviewStore(overrideRequest);
  let inline = inlinePointer;
  let registered: Promise<Pointer> | null = null;
  let decided: Promise<Override[]> | null = null;
  let retries: Promise<LoadRetries | null> | null = null;

  async function readPointer(): Promise<Pointer> {
    // The first read of a page load: the pointer the site server wrote into the page with it.
    const first = inline;
    inline = undefined;
    if (isPointer(first)) return first;
    const response = await fetch('/remotes.json', { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    const body: unknown = await response.json();
    if (!isPointer(body)) throw new Error('remotes.json is malformed');
    return body;
  }

  /**
   * The live pointer with the versions this browser previews (when the site allows previews) in
   * place of the live ones. The previews are decided once per page load, and their logic is a
   * chunk of its own, fetched only by a browser that asks for a preview or keeps one.
   */
  async function effectivePointer(): Promise<Pointer> {
    const live = await readPointer();
    if (!previews.wanted()) return resolvePointer(live, [], defaultSiteConfig);
    const config = await siteConfig();
    const { decideOverrides } = await import(/* webpackChunkName: "previews" */ './overrides');
    decided ??= decideOverrides(live.remotes, config, previews).catch(() => []);
    return resolvePointer(live, await decided, config);
  }

  function pointer(): Promise<Pointer> {
    if (!registered) {
      const reading = effectivePointer().then((body) => {
        runtime.registerRemotes(toRuntime(body));
        return body;
      });
      registered = reading;
      reading.catch(() => {
        if (registered === reading) registered = null;
      });
    }
    return registered;
  }

  /** For a retry: reads the pointer again and re-registers that one remote (force); the others stay. */
  async function refresh(remote: RemoteName): Promise<Pointer> {
    // The first read failed: this read registers every remote.
    if (!registered) return pointer();
    const body = await effectivePointer();
    // The failed answers the browser kept for the hinted files would be handed to the new attempt
    // (in a chunk of its own, as only a retry needs it).
    await import(/* webpackChunkName: "release-preloads" */ './release-preloads')
      .then(({ releaseFailedPreloads }) => releaseFailedPreloads(remote))
      .catch(() => undefined);
    runtime.registerRemotes(
      toRuntime(body, remote).map((r) => ({ ...r, entry: freshEntry(remote, r.entry) })),
      { force: true },
    );
    forgetOfferedShares(runtime.getInstance?.()?.shareScopeMap, remote);
    return body;
  }

  /**
   * Adds the load retries to the federation runtime, once (a 404 of a version's file is not
   * retried). Loaded on first use, in a chunk of its own, so the page's first scripts stay as they are.
   */
  function registerRetries(): Promise<LoadRetries | null> {
    retries ??= import(/* webpackChunkName: "load-retries" */ './load-retries')
      .then(({ createLoadRetries }) => {
        const created = createLoadRetries();
        runtime.registerPlugins([created.plugin]);
        return created;
      })
      // Without them, loads are simply not retried; the time limit still applies.
      .catch(() => null);
    return retries;
  }

  async function load(remote: RemoteName, fresh = false): Promise<{ app: RemoteApp; version: string | null }> {
    const body = fresh ? await refresh(remote) : await pointer();
    const live = body.remotes[remote];
    if (!live) throw new Error(`remote ${remote} is not in remotes.json`);
    // The version this load asks for (live, or previewed; a retry's re-read pointer may name
    // another), for the slot's data attribute and the page's health beacons: told before anything
    // else may keep the load waiting, so a load that times out is counted for its version too.
    const version = live.version || null;
    if (version) onVersion?.(remote, version);
    const retries = await registerRetries();
    // What the remote's files answered before this fresh load says nothing of its own requests.
    if (fresh) retries?.fresh(remote);
    const module = await runtime.loadRemote<unknown>(`${remote}/app`);
    if (!isRemoteApp(module)) throw new Error(`remote ${remote} does not expose single-spa lifecycles`);
    const { bootstrap, mount, unmount, update } = module;
    return { app: { bootstrap, mount, unmount, update }, version };
  }

  const timeoutMs = async (): Promise<number> => (await siteConfig()).remoteTimeoutMs ?? DEFAULT_REMOTE_TIMEOUT_MS;

  return { pointer, load, timeoutMs, previews };
}

export const RemoteRegistryContext = createContext<RemoteRegistry | null>(null);

/** The page's remote registry, provided at start-up. */
export function useRemoteRegistry(): RemoteRegistry {
  const registry = useContext(RemoteRegistryContext);
  if (!registry) throw new Error('useRemoteRegistry needs a RemoteRegistryContext provider');
  return registry;
}
