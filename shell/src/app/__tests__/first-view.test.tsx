import { act, render } from '@testing-library/react';
import { FIRST_VIEW_ELEMENT_ID, FIRST_VIEW_KEY_ATTRIBUTE } from 'shared-contracts';
import { SCREEN_DRAW_MS, useFirstViewRelease } from '../../remotes/first-view-release';
import { dismissFirstView, watchFirstView } from '../first-view';

const PHOTO = '/api/media/products/7/1.svg';

/** The page as the site server sends it: the app's root, then the first view with its key picture. */
function page(): { root: HTMLElement; key: HTMLImageElement } {
  document.body.innerHTML =
    `<div id="root"></div><div id="${FIRST_VIEW_ELEMENT_ID}" aria-hidden="true">` +
    `<img src="${PHOTO}" alt="" ${FIRST_VIEW_KEY_ATTRIBUTE}></div>`;
  return {
    root: document.getElementById('root')!,
    key: document.querySelector<HTMLImageElement>(`img[${FIRST_VIEW_KEY_ATTRIBUTE}]`)!,
  };
}

/** jsdom loads no image: say which address a browser would show. */
function shows(img: HTMLImageElement, url: string): HTMLImageElement {
  Object.defineProperty(img, 'currentSrc', { configurable: true, get: () => new URL(url, 'http://site').href });
  return img;
}

const layer = (): HTMLElement | null => document.getElementById(FIRST_VIEW_ELEMENT_ID);
const frame = async (): Promise<void> => {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
};

afterEach(() => {
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('the first view', () => {
  it('leaves once the screen has drawn the same picture, loaded — not before', async () => {
    const { root, key } = page();
    shows(key, PHOTO);
    watchFirstView();
    const other = shows(document.createElement('img'), '/outra.svg');
    root.append(other);
    other.dispatchEvent(new Event('load'));
    await frame();
    expect(layer()).not.toBeNull();

    const same = shows(document.createElement('img'), PHOTO);
    root.append(same);
    await frame();
    expect(layer()).not.toBeNull();
    same.dispatchEvent(new Event('load'));
    await frame();
    expect(layer()).toBeNull();
  });

  it('is removed at most once, and removing none is harmless', () => {
    page();
    dismissFirstView();
    expect(layer()).toBeNull();
    expect(() => dismissFirstView()).not.toThrow();
  });
});

function Slot({ status, page: at }: { status: 'loading' | 'ready' | 'failed'; page: string }) {
  useFirstViewRelease(status, at);
  return null;
}

describe("the content slot's release of the first view", () => {
  it('leaves when the remote fails, so the fallback and its retry are in sight', () => {
    page();
    const { rerender } = render(<Slot status="loading" page="/busca" />);
    expect(layer()).not.toBeNull();
    rerender(<Slot status="failed" page="/busca" />);
    expect(layer()).toBeNull();
  });

  it('leaves when the visitor goes to another page, or when the screen never draws its picture', () => {
    jest.useFakeTimers();
    page();
    const { rerender } = render(<Slot status="ready" page="/busca" />);
    act(() => jest.advanceTimersByTime(SCREEN_DRAW_MS - 1));
    expect(layer()).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(layer()).toBeNull();

    page();
    rerender(<Slot status="ready" page="/produto/loja/cafe" />);
    expect(layer()).toBeNull();
  });
});
