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

function layer(doc: Document): HTMLElement | null {
  return doc.getElementById(FIRST_VIEW_ELEMENT_ID);
}

function keyImage(doc: Document): HTMLImageElement | null {
  return layer(doc)?.querySelector<HTMLImageElement>(`img[${FIRST_VIEW_KEY_ATTRIBUTE}]`) ?? null;
}

const loaded = (img: HTMLImageElement): boolean => img.complete && img.naturalWidth > 0;

/** Resolves once `img` has loaded or failed, or after `ms`. */
function settled(img: HTMLImageElement, ms: number): Promise<void> {
  if (img.complete) return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      img.removeEventListener('load', done);
      img.removeEventListener('error', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    img.addEventListener('load', done);
    img.addEventListener('error', done);
  });
}

/** Resolves after the next frame has been painted. */
function afterPaint(win: Window): Promise<void> {
  return new Promise((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve, 0)));
}

/**
 * Resolves when the first view's picture is on screen (at most `PAINT_WAIT_MS` later), at once
 * when the page has no first view. The app's scripts then run after the page's first paint.
 */
export async function firstViewPainted(doc: Document = document): Promise<void> {
  const img = keyImage(doc);
  if (!img || !doc.defaultView) return;
  await settled(img, PAINT_WAIT_MS);
  await afterPaint(doc.defaultView);
}

/** Removes the first view (no-op when there is none). */
export function dismissFirstView(doc: Document = document): void {
  layer(doc)?.remove();
}

/** The address of the picture an image shows (the chosen source of a `<picture>`), comparable across elements. */
function shownUrl(img: HTMLImageElement): string {
  return img.currentSrc || img.src;
}

/**
 * Removes the first view as soon as the app draws, under it, the picture the first view shows,
 * loaded. Answers a function that stops watching.
 */
export function watchFirstView(doc: Document = document): () => void {
  const key = keyImage(doc);
  const root = doc.getElementById('root');
  if (!key || !root || !doc.defaultView) return () => undefined;
  const win = doc.defaultView;
  let stopped = false;
  const stop = (): void => {
    stopped = true;
    observer.disconnect();
    root.removeEventListener('load', onLoad, true);
  };
  const matches = (img: HTMLImageElement): boolean => !!shownUrl(key) && shownUrl(img) === shownUrl(key);
  const check = (): void => {
    if (stopped) return;
    if (!layer(doc)) return stop();
    const drawn = [...root.querySelectorAll('img')].some((img) => loaded(img) && matches(img));
    // The next frame paints the screen's picture; the layer leaves right after it.
    if (drawn) {
      stop();
      void afterPaint(win).then(() => dismissFirstView(doc));
    }
  };
  const onLoad = (event: Event): void => {
    if (event.target instanceof win.HTMLImageElement) check();
  };
  const observer = new win.MutationObserver(check);
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['src', 'srcset'] });
  // `load` does not bubble: it is caught on its way down.
  root.addEventListener('load', onLoad, true);
  return stop;
}
