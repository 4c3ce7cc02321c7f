import {
  PAGE_DATA_ELEMENT_ID,
  SERVER_RENDERED_ATTRIBUTE,
  SERVER_SLOT_ELEMENT_ID,
  readJsonElement,
  type RemoteName,
} from 'shared-contracts';

/** A screen the site server drew for this page, taken in by the remote's slot. */
export interface ServerSlot {
  /** The element holding the server's HTML: the parcel hydrates it in place. */
  element: HTMLElement;
  /** The version the server drew with. */
  version: string;
  /** The page's public payloads the server drew with (the hydration draws with them too). */
  payloads: Record<string, unknown>;
}

/**
 * The screen the site server drew for this remote, once per page: the element after the app's
 * root, marked with the remote and the version it was drawn with. It loses the id that laid it over
 * the content area (it is about to sit in the slot itself). Null when the server drew nothing for
 * this remote, or the slot already took it.
 */
export function takeServerSlot(remote: RemoteName): ServerSlot | null {
  const element = document.getElementById(SERVER_SLOT_ELEMENT_ID);
  if (!element || element.dataset.remote !== remote) return null;
  const version = element.getAttribute(SERVER_RENDERED_ATTRIBUTE) ?? '';
  element.removeAttribute('id');
  element.removeAttribute('class');
  const payloads = readJsonElement(PAGE_DATA_ELEMENT_ID);
  return {
    element,
    version,
    payloads: payloads && typeof payloads === 'object' ? (payloads as Record<string, unknown>) : {},
  };
}
