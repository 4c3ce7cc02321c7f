/**
 * The first view of a page: a layer of plain HTML the site server draws over the content area, from
 * the payload the page carries, so the page's largest picture paints with the document. The shell
 * removes it once the screen has drawn the same picture.
 */

/** The id of the first view's layer in the page. */
export const FIRST_VIEW_ELEMENT_ID = 'first-view';

/** Marks the first view's picture that the screen draws again (the page's largest one). */
export const FIRST_VIEW_KEY_ATTRIBUTE = 'data-first-view-key';
