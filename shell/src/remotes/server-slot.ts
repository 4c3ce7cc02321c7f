import { createContext, useContext } from 'react';
import {
  PAGE_DATA_ELEMENT_ID,
  SERVER_RENDERED_ATTRIBUTE,
  SERVER_SLOT_ELEMENT_ID,
  readJsonElement,
  type RemoteName,
} from 'shared-contracts';

/** A screen the site server drew for this page, taken in by the remote's slot. */
export interface ServerSlot {
  /** The element holding the server's HTML: the parcel hydrates it in place. Null in a server render. */
  element: HTMLElement | null;
  /** The version the server drew with. */
  version: string;
  /** The page's public payloads the server drew with (the hydration draws with them too). */
  payloads: Record<string, unknown>;
  /**
   * The screen's HTML when the shell's frame was drawn around it (by the server, or hydrated from
   * its HTML): the slot draws the element itself with this HTML, kept as it is. Null when the
   * element came after the app's root and the slot moves it in.
   */
  html: string | null;
}

/**
 * The screen the site server drew for this remote, once per page: the element marked with the
 * remote and the version it was drawn with. After the app's root, it loses the id that laid it over
 * the content area (it is about to sit in the slot itself); inside a frame the server drew too, it
 * stays as it is, for the shell's hydration to find. Null when the server drew nothing for this
 * remote, or the slot already took it.
 */
export function takeServerSlot(remote: RemoteName): ServerSlot | null {
  const element = document.getElementById(SERVER_SLOT_ELEMENT_ID);
  if (!element || element.dataset.remote !== remote) return null;
  const version = element.getAttribute(SERVER_RENDERED_ATTRIBUTE) ?? '';
  const inFrame = element.parentElement?.closest(`[${SERVER_RENDERED_ATTRIBUTE}]`) != null;
  if (!inFrame) {
    element.removeAttribute('id');
    element.removeAttribute('class');
  }
  const payloads = readJsonElement(PAGE_DATA_ELEMENT_ID);
  return {
    element,
    version,
    payloads: payloads && typeof payloads === 'object' ? (payloads as Record<string, unknown>) : {},
    html: inFrame ? element.innerHTML : null,
  };
}

/** Where a slot finds the screen the server drew: the page in the browser, the request on the server. */
export const ServerSlotContext = createContext<(remote: RemoteName) => ServerSlot | null>(takeServerSlot);

export const useServerSlotSource = (): ((remote: RemoteName) => ServerSlot | null) => useContext(ServerSlotContext);
