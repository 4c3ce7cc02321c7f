/**
 * The page's first view: a layer of plain HTML the site server draws over the content area (the
 * home banner, the product's photo, the first results), painted with the document. The app starts
 * once that paint is on screen, and the layer leaves when the screen below has drawn the same
 * picture, so the visitor sees it once and nothing moves. The layer is out of the page's flow and
 * takes no pointer events: removing it shifts nothing.
 */
// Only the two constants, not the shared contract: this module runs before the app's shared modules.
import { FIRST_VIEW_ELEMENT_ID, FIRST_VIEW_KEY_ATTRIBUTE } from 'shared-contracts/first-view';

/** How long the app waits at most for the first view's picture before starting anyway. */
export const PAINT_WAIT_MS = 1000;

const keyImage = (doc: Document): HTMLImageElement | null =>
  doc.querySelector(`#${FIRST_VIEW_ELEMENT_ID} img[${FIRST_VIEW_KEY_ATTRIBUTE}]`);

/** Resolves after the next frame has been painted. */
const afterPaint = (win: Window): Promise<void> =>
  new Promise((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve)));

/**
 * Resolves once the browser reports the picture painted (its largest-contentful-paint entry), or
 * where that is not reported, once it has arrived and a frame has been painted after it.
 */
function paintOf(img: HTMLImageElement, win: Window): Promise<void> {
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('largest-contentful-paint')) {
    return img
      .decode()
      .catch(() => undefined)
      .then(() => afterPaint(win));
  }
  return new Promise((resolve) => {
    const observer = new Observer((list: PerformanceObserverEntryList) => {
      const entries = list.getEntries() as LargestContentfulPaint[];
      if (!entries.some((entry) => entry.element === img)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * Resolves when the first view's picture is on screen (at most `PAINT_WAIT_MS` later), at once
 * when the page has no first view. The app's scripts then run after the page's first paint.
 */
export async function firstViewPainted(doc: Document = document): Promise<void> {
  const img = keyImage(doc);
  const win = doc.defaultView;
  if (!img || !win) return;
  await Promise.race([paintOf(img, win), new Promise((r) => win.setTimeout(r, PAINT_WAIT_MS))]);
}

/** Removes the first view (no-op when there is none). */
export function dismissFirstView(doc: Document = document): void {
  doc.getElementById(FIRST_VIEW_ELEMENT_ID)?.remove();
}

/**
 * Removes the first view once the app has drawn, under it, the picture the first view shows (the
 * same file, loaded). Answers a function that stops watching.
 */
export function watchFirstView(doc: Document = document): () => void {
  const key = keyImage(doc);
  const root = doc.getElementById('root');
  const win = doc.defaultView;
  if (!key || !root || !win) return () => undefined;
  const stop = (): void => root.removeEventListener('load', onLoad, true);
  function onLoad({ target }: Event): void {
    if (!(target instanceof win!.HTMLImageElement) || target.currentSrc !== key!.currentSrc) return;
    stop();
    // The next frame paints the screen's picture; the layer leaves right after it.
    void afterPaint(win!).then(() => dismissFirstView(doc));
  }
  // `load` does not bubble: it is caught on its way down. A picture from the cache fires it too.
  root.addEventListener('load', onLoad, true);
  return stop;
}
