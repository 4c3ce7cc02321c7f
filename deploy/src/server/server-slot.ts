/**
 * A remote's screen drawn by the site server (see server-containers): which routes are drawn, and
 * the element that carries the HTML in the page until the shell's slot takes it in; or, when the
 * shell's own server build drew its frame (around the screen, or around its slot still loading),
 * the root that holds it.
 *
 * Without the shell's frame, the screen's element follows the app's root and is laid over the
 * content area (below the header) until the shell has drawn its frame and moved it into the
 * remote's slot, where the remote's parcel hydrates it. It is the screen itself: links and buttons
 * work before any script (links as plain links).
 */
import { createHash } from 'node:crypto';
import { SERVER_RENDERED_ATTRIBUTE, SERVER_SLOT_ELEMENT_ID } from 'shared-contracts/delivery';
import type { RemoteName, RouteName } from 'shared-contracts/routes';
import { escapeAttr } from './html.js';

/** The routes whose screen the site server draws: the catalog's public screens (the others are drawn in the browser). */
export const SERVER_RENDERED_ROUTES: readonly RouteName[] = [
  'home',
  'category',
  'search',
  'product',
  'store-list',
  'store',
  'blog',
  'blog-post',
  'page',
];

/**
 * How long loading the server builds and drawing a page's screen and the shell's frame may take in
 * all, before the page goes without them.
 */
export const SERVER_RENDER_BUDGET_MS = 300;

/**
 * The part of the budget a screen leaves to the shell's frame at least (when the frame can be
 * drawn): a screen that is not drawn by then is given up, and the frame is drawn with the
 * remote's slot loading in what is left.
 */
export const FRAME_SHARE_OF_BUDGET = 1 / 3;

/** Whether the site server draws this route's screen (and the shell's frame around it). */
export const isServerRendered = (route: { name: RouteName } | null): boolean =>
  route !== null && SERVER_RENDERED_ROUTES.includes(route.name);

// The header heights of the standard layout: a phone's (chosen by user-agent) and a computer's,
// with its categories row.
const PHONE_HEADER_PX = 61;
const COMPUTER_HEADER_PX = 118;

/** The element's place until the shell takes it in (the shell drops the id's rules when it does). */
export const SERVER_SLOT_CSS = [
  `#${SERVER_SLOT_ELEMENT_ID}{position:absolute;top:${PHONE_HEADER_PX}px;left:0;right:0;z-index:1;min-height:calc(100vh - ${PHONE_HEADER_PX}px);background:#fff}`,
  `#${SERVER_SLOT_ELEMENT_ID}.ss-computer{top:${COMPUTER_HEADER_PX}px;min-height:calc(100vh - ${COMPUTER_HEADER_PX}px)}`,
].join('');

/** The CSP source that lets exactly this stylesheet apply. */
export const SERVER_SLOT_STYLE_SOURCE = `'sha256-${createHash('sha256').update(SERVER_SLOT_CSS).digest('base64')}'`;

/** The identifierPrefix of the shell's root, as its browser start hydrates it (the shell's own server app uses it too). */
export const SHELL_IDENTIFIER_PREFIX = 'shell-';

export interface ServerSlot {
  remote: RemoteName;
  version: string;
  html: string;
}

/**
 * The app's root with the shell's frame the server drew around the screen (the frame's content
 * area holds the screen's element itself): marked with the shell's version, so the browser hydrates it.
 */
export function serverFrameMarkup(shellVersion: string, html: string): string {
  return `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}="${escapeAttr(shellVersion)}">${html}</div>`;
}

/** The element that carries a drawn screen, after the app's root; `phone` as the shell decides its header. */
export function serverSlotMarkup(slot: ServerSlot, phone: boolean): string {
  const layout = phone ? '' : ' class="ss-computer"';
  return (
    `<div id="${SERVER_SLOT_ELEMENT_ID}"${layout} data-remote="${escapeAttr(slot.remote)}" ` +
    `${SERVER_RENDERED_ATTRIBUTE}="${escapeAttr(slot.version)}">${slot.html}</div>`
  );
}
