import { useSyncExternalStore } from 'react';
import {
  OVERRIDE_PARAM,
  readOverrideRequest,
  type Override,
  type OverrideRequest,
  type RemoteName,
} from 'shared-contracts';

/**
 * What a page load knows of previews before (and without) the preview logic: the request in the
 * address bar, whether this browser keeps previews, and the previews in effect. The logic that
 * decides and checks them (./overrides) and the banner load only where a preview is asked for.
 */
export const OVERRIDE_STORAGE_KEY = 'mfe-overrides';

export interface PreviewState {
  /** The overrides in effect on this page load. */
  active: Override[];
  /** Something the person should know: previews are off, a version could not be used. */
  notice: string | null;
}

/**
 * A start-up step: takes the override query out of the address bar, so the router never sees it
 * and a copied link never carries it. Runs before the router is created.
 */
export function takeOverrideRequest(page: Window): OverrideRequest | null {
  const url = new URL(page.location.href);
  const request = readOverrideRequest(url.searchParams.getAll(OVERRIDE_PARAM));
  if (!request) return null;
  url.searchParams.delete(OVERRIDE_PARAM);
  page.history.replaceState(page.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return request;
}

/** The previews of one page load. */
export interface PreviewStore {
  /** The request this page load came with (taken out of the address bar at start-up). */
  readonly request: OverrideRequest | null;
  /** Whether this page load has anything to do with previews: asked now, or kept from before. */
  wanted(): boolean;
  state(): PreviewState;
  set(next: PreviewState): void;
  subscribe(listener: () => void): () => void;
  /** The version previewed for a remote on this page load, if any. */
  versionOf(remote: RemoteName): string | null;
}

export function createPreviewStore(request: OverrideRequest | null): PreviewStore {
  let state: PreviewState = { active: [], notice: null };
  const listeners = new Set<() => void>();
  return {
    request,
    wanted: () => {
      if (request) return true;
      try {
        return window.localStorage.getItem(OVERRIDE_STORAGE_KEY) !== null;
      } catch {
        return false;
      }
    },
    state: () => state,
    set: (next) => {
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    versionOf: (remote) => state.active.find((o) => o.remote === remote)?.version ?? null,
  };
}

/** The previews in effect, for a component. */
export const usePreviewState = (previews: PreviewStore): PreviewState =>
  useSyncExternalStore(previews.subscribe, previews.state, previews.state);
