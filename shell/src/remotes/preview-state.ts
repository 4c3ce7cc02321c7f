import { useSyncExternalStore } from 'react';
import { OVERRIDE_PARAM, parseOverrides, type Override, type RemoteName } from 'shared-contracts';

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

export interface OverrideRequest {
  overrides: Override[];
  invalid: string[];
  clear: boolean;
}

/**
 * Takes the override query out of the address bar, so the router never sees it and a copied link
 * never carries it. Runs once when this module loads, before the router is created.
 */
function takeRequest(): OverrideRequest | null {
  if (typeof window === 'undefined') return null;
  const url = new URL(window.location.href);
  const values = url.searchParams.getAll(OVERRIDE_PARAM);
  if (!values.length) return null;
  url.searchParams.delete(OVERRIDE_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  const { overrides, invalid } = parseOverrides(values);
  return { overrides, invalid, clear: values.every((v) => !v.trim()) };
}

let request = takeRequest();
let state: PreviewState = { active: [], notice: null };
const listeners = new Set<() => void>();

export function setPreviewState(next: PreviewState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const previewState = (): PreviewState => state;

export function subscribePreview(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The version previewed for a remote on this page load, if any. */
export const previewVersionOf = (remote: RemoteName): string | null =>
  state.active.find((o) => o.remote === remote)?.version ?? null;

/** The request this page load came with (taken out of the address bar when this module loaded). */
export const previewRequest = (): OverrideRequest | null => request;

/** For tests: reads the address bar again. */
export function retakePreviewRequest(): void {
  request = takeRequest();
}

/** Whether this page load has anything to do with previews: asked now, or kept from before. */
export function previewWanted(): boolean {
  if (request) return true;
  try {
    return window.localStorage.getItem(OVERRIDE_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** The previews in effect, for a component. */
export const usePreviewState = (): PreviewState => useSyncExternalStore(subscribePreview, previewState, previewState);
