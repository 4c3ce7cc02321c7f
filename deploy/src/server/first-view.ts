/**
 * The first view of a shopper page: plain HTML drawn by the site server from the payload the page
 * carries, so that a phone paints the page's largest picture (the home banner, the product's
 * photo, the first results) with the document itself, before any script has run.
 *
 * It is a layer laid over the content area (below the header), out of the page's flow: when it
 * leaves, nothing moves. Its boxes follow the catalog's layout rules (container, banner
 * proportions, product gallery, results grid), so the pictures sit where the screen will draw them;
 * it takes no pointer events, so a tap reaches the page beneath. The shell removes it once the
 * screen has drawn the same picture (or failed, or the visitor went elsewhere).
 */
import { createHash } from 'node:crypto';
import { BANNER_MEDIA } from 'shared-contracts/constants';
import { FIRST_VIEW_ELEMENT_ID, FIRST_VIEW_KEY_ATTRIBUTE } from 'shared-contracts/first-view';

/** A public banner as the API answers it (only what the first view draws). */
export interface FirstViewBanner {
  image: string;
  mobile_image: string;
  tablet_image: string;
}

export type FirstViewContent =
  | { kind: 'home'; banner: FirstViewBanner }
  | { kind: 'product'; photo: string }
  | { kind: 'results'; heading: string; photos: readonly string[] };

/**
 * The `<template>` holding the hints of a page with a first view: the page's starter moves them into
 * the head once the first view is painted (shell/src/start.js names the same id).
 */
export const LATER_HINTS_ELEMENT_ID = 'later-hints';

/** How many result cards the first view draws: the first two rows on a phone and on a computer. */
export const FIRST_VIEW_RESULTS = 6;

/** The site's type (`--font-family-base`). */
const FONT_STACK =
  "system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif,'Apple Color Emoji','Segoe UI Emoji'";

// Header heights of the standard layout: the phone header (L-08, chosen by user-agent) and the
// computer one with its categories row.
const PHONE_HEADER_PX = 61;
const COMPUTER_HEADER_PX = 118;

/**
 * The first view's stylesheet. Values mirror the catalog's tokens and layout rules: container
 * 1200px with 16px sides (24px top from 992px), banner proportions per breakpoint, gallery columns
 * 1fr/1fr from 768px and 7fr/5fr from 1025px, results in 2 columns (3 beside the filters from 768px).
 */
export const FIRST_VIEW_CSS = [
  `#${FIRST_VIEW_ELEMENT_ID}{position:absolute;top:${PHONE_HEADER_PX}px;left:0;right:0;z-index:1;min-height:calc(100vh - ${PHONE_HEADER_PX}px);background:#fff;pointer-events:none}`,
  `#${FIRST_VIEW_ELEMENT_ID}.fv-computer{top:${COMPUTER_HEADER_PX}px;min-height:calc(100vh - ${COMPUTER_HEADER_PX}px)}`,
  `#${FIRST_VIEW_ELEMENT_ID},#${FIRST_VIEW_ELEMENT_ID} *{box-sizing:border-box}`,
  '.fv-page{width:100%;max-width:1200px;margin:0 auto;padding:16px 16px 40px}',
  '@media (min-width:992px){.fv-page.fv-inner{padding-top:24px}}',
  '.fv-bar{display:block;border-radius:4px;background:#e9eeeb}',
  '.fv-title{width:80%;height:34px}.fv-line{width:45%;height:22px}.fv-block{width:70%;height:96px}',
  '.fv-img{display:block;width:100%;height:100%}',
  '.fv-banner{display:block;border-radius:8px;overflow:hidden;background:#f5f7f6;aspect-ratio:768/640}',
  '.fv-banner .fv-img{object-fit:cover}',
  '@media (min-width:769px) and (max-width:991px){.fv-banner{aspect-ratio:992/400}}',
  '@media (min-width:992px){.fv-banner{aspect-ratio:1600/500}}',
  '.fv-product{display:grid;gap:24px}',
  '@media (min-width:768px){.fv-product{grid-template-columns:minmax(0,1fr) minmax(0,1fr);align-items:start}}',
  '@media (min-width:1025px){.fv-product{grid-template-columns:minmax(0,7fr) minmax(0,5fr);gap:32px}}',
  '.fv-photo{aspect-ratio:1/1;border:1px solid #d9e0dc;border-radius:8px;background:#f5f7f6;overflow:hidden}',
  '.fv-photo .fv-img,.fv-media .fv-img{object-fit:contain}',
  '.fv-info{display:grid;align-content:start;gap:12px}',
  '.fv-list{display:grid;gap:16px}',
  '.fv-head{display:grid;gap:4px}.fv-head .fv-line{height:24px}',
  // The heading is drawn by CSS from an attribute: it wraps like the screen's, and its text is
  // not in the document twice.
  `.fv-heading{display:block;margin:0;font:700 28px/1.2 ${FONT_STACK};color:#1f2933;overflow-wrap:anywhere}`,
  '.fv-heading::before{content:attr(data-text)}',
  '.fv-toolbar{height:125px}',
  '.fv-layout{display:grid;gap:16px}',
  '.fv-filters{display:none}',
  '.fv-grid{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px}',
  '.fv-card{border:1px solid #d9e0dc;border-radius:8px;background:#fff;overflow:hidden}',
  '.fv-media{aspect-ratio:1/1;background:#f5f7f6}',
  '.fv-body{display:grid;gap:8px;padding:12px}',
  '@media (min-width:768px){.fv-toolbar{height:69px}.fv-layout{grid-template-columns:15rem minmax(0,1fr);align-items:start}.fv-filters{display:block;height:60vh}.fv-grid{grid-template-columns:repeat(3,minmax(0,1fr));gap:16px}}',
  '@media (min-width:1025px){.fv-layout{grid-template-columns:17rem minmax(0,1fr)}}',
].join('');

/** The CSP source that lets exactly this stylesheet apply (the site allows no other inline style). */
export const FIRST_VIEW_STYLE_SOURCE = `'sha256-${createHash('sha256').update(FIRST_VIEW_CSS).digest('base64')}'`;

/** Escapes a value for a double-quoted HTML attribute. */
export const escapeAttr = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A grey bar where text will be: `title` (a heading line), `line` (a short line), `block` (a group of lines). */
function bar(kind: 'title' | 'line' | 'block'): string {
  return `<span class="fv-bar fv-${kind}"></span>`;
}

/** A picture of the first view; the one the page's largest paint waits for carries the key mark. */
function img(src: string, size: number, key: boolean): string {
  const mark = key ? ` ${FIRST_VIEW_KEY_ATTRIBUTE} fetchpriority="high"` : '';
  return `<img class="fv-img" src="${escapeAttr(src)}" alt="" width="${size}" height="${size}" decoding="sync"${mark}>`;
}

function homeView(banner: FirstViewBanner): string {
  const sources = [
    `<source media="${BANNER_MEDIA.mobile}" srcset="${escapeAttr(banner.mobile_image)}">`,
    `<source media="${BANNER_MEDIA.tablet}" srcset="${escapeAttr(banner.tablet_image)}">`,
  ].join('');
  const picture = `<img class="fv-img" src="${escapeAttr(banner.image)}" alt="" width="1600" height="500" decoding="sync" ${FIRST_VIEW_KEY_ATTRIBUTE} fetchpriority="high">`;
  return `<div class="fv-page"><picture class="fv-banner">${sources}${picture}</picture></div>`;
}

function productView(photo: string): string {
  const info = [bar('line'), bar('title'), bar('title'), bar('line'), bar('block')].join('');
  return (
    `<div class="fv-page fv-inner"><div class="fv-product">` +
    `<div class="fv-photo">${img(photo, 640, true)}</div><div class="fv-info">${info}</div>` +
    `</div></div>`
  );
}

function resultsView(heading: string, photos: readonly string[]): string {
  const cards = photos
    .slice(0, FIRST_VIEW_RESULTS)
    .map(
      (photo, i) =>
        `<div class="fv-card"><div class="fv-media">${img(photo, 320, i === 0)}</div>` +
        `<div class="fv-body">${bar('title')}${bar('line')}${bar('line')}</div></div>`,
    )
    .join('');
  return (
    `<div class="fv-page fv-inner"><div class="fv-list">` +
    `<div class="fv-head"><span class="fv-heading" data-text="${escapeAttr(heading)}"></span>${bar('line')}</div>` +
    `<div class="fv-toolbar"></div>` +
    `<div class="fv-layout"><div class="fv-filters fv-bar"></div><div class="fv-grid">${cards}</div></div>` +
    `</div></div>`
  );
}

/** The first view's markup, placed after the app's root element; `phone` as the shell decides its header. */
export function firstViewMarkup(content: FirstViewContent, phone: boolean): string {
  const inner =
    content.kind === 'home'
      ? homeView(content.banner)
      : content.kind === 'product'
        ? productView(content.photo)
        : resultsView(content.heading, content.photos);
  const layout = phone ? '' : ' class="fv-computer"';
  return `<div id="${FIRST_VIEW_ELEMENT_ID}"${layout} aria-hidden="true">${inner}</div>`;
}
