import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_VIEW_ELEMENT_ID, FIRST_VIEW_KEY_ATTRIBUTE } from 'shared-contracts';

/** The page's starter: it runs the shell's entry once the first view has been painted. */
const SOURCE = readFileSync(path.join(__dirname, '../start.js'), 'utf8');
const ENTRY = '/main.0123abcd.js';

function runStarter(): void {
  new Function(SOURCE)();
}

function page(firstView: boolean): HTMLImageElement | null {
  document.head.innerHTML = `<link rel="preload" href="${ENTRY}" as="script" data-app-entry>`;
  document.body.innerHTML = firstView
    ? `<div id="root"></div><div id="${FIRST_VIEW_ELEMENT_ID}"><img src="/p.svg" alt="" ${FIRST_VIEW_KEY_ATTRIBUTE}></div>`
    : '<div id="root"></div>';
  return document.querySelector('img');
}

const started = (): string[] =>
  [...document.head.querySelectorAll('script')].map((s) => new URL(s.src, 'http://site').pathname);

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'PerformanceObserver');
});

describe("the page's starter", () => {
  it("looks for the first view's key picture by the contract's names", () => {
    expect(SOURCE).toContain(`'#${FIRST_VIEW_ELEMENT_ID} img[${FIRST_VIEW_KEY_ATTRIBUTE}]'`);
  });

  it("moves the page's held file hints into the head when it starts the entry", () => {
    page(true);
    document.head.insertAdjacentHTML(
      'beforeend',
      '<template id="later-hints"><link rel="preload" href="/bootstrap.js" as="script"></template>',
    );
    jest.useFakeTimers();
    runStarter();
    expect(document.head.querySelectorAll(':scope > link[href="/bootstrap.js"]')).toHaveLength(0);
    jest.advanceTimersByTime(1000);
    expect(document.head.querySelectorAll(':scope > link[href="/bootstrap.js"]')).toHaveLength(1);
    expect(started()).toEqual([ENTRY]);
  });

  it('starts the entry at once on a page without a first view', () => {
    page(false);
    runStarter();
    expect(started()).toEqual([ENTRY]);
  });

  it("waits for the picture's own largest-contentful-paint entry, then starts the entry once", () => {
    const key = page(true)!;
    let report: (elements: Element[]) => void = () => undefined;
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: (list: { getEntries(): Array<{ element: Element }> }, observer: FakeObserver) => void) {
        report = (elements) => callback({ getEntries: () => elements.map((element) => ({ element })) }, this);
      }
      observe(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'PerformanceObserver', { configurable: true, value: FakeObserver });
    runStarter();
    report([document.getElementById('root')!]);
    expect(started()).toEqual([]);
    report([key]);
    report([key]);
    expect(started()).toEqual([ENTRY]);
  });

  it('starts the entry anyway when the picture is not painted within a second', () => {
    jest.useFakeTimers();
    const key = page(true)!;
    key.decode = () => new Promise(() => undefined);
    runStarter();
    jest.advanceTimersByTime(999);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toEqual([ENTRY]);
  });
});
