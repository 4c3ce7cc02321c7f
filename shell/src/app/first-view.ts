/**
 * The page's first view: a layer of plain HTML the site server draws over the content area (the
 * home banner, the product's photo, the first results), painted with the document; the page's
 * starter (src/start.js) runs the app after that paint. The layer leaves when the screen below has
 * drawn the same picture, so the visitor sees it once and nothing moves. It is out of the page's
 * flow and takes no pointer events: removing it shifts nothing.
 */
import { FIRST_VIEW_ELEMENT_ID, FIRST_VIEW_KEY_ATTRIBUTE } from 'shared-contracts';

/** Removes the first view (no-op when there is none). */
export function dismissFirstView(doc: Document = document): void {
  doc.getElementById(FIRST_VIEW_ELEMENT_ID)?.remove();
}

/**
 * Removes the first view once the app has drawn, under it, the picture the first view shows (the
 * same file, loaded). Answers a function that stops watching.
 */
export function watchFirstView(doc: Document = document): () => void {
  const key = doc.querySelector<HTMLImageElement>(`#${FIRST_VIEW_ELEMENT_ID} img[${FIRST_VIEW_KEY_ATTRIBUTE}]`);
  const root = doc.getElementById('root');
  const win = doc.defaultView;
  if (!key || !root || !win) return () => undefined;
  const stop = (): void => root.removeEventListener('load', onLoad, true);
  function onLoad({ target }: Event): void {
    if (!(target instanceof win!.HTMLImageElement) || target.currentSrc !== key!.currentSrc) return;
    stop();
    // The next frame paints the screen's picture; the layer leaves right after it.
    win!.requestAnimationFrame(() => win!.setTimeout(() => dismissFirstView(doc)));
  }
  // `load` does not bubble: it is caught on its way down. A picture from the cache fires it too.
  root.addEventListener('load', onLoad, true);
  return stop;
}
