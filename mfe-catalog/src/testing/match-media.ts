/**
 * window.matchMedia for jsdom, answering min-width / max-width queries for a chosen viewport
 * width (swiper's breakpoints and the app's media query hook both ask it).
 */
let width = 1280;
let reducedMotion = false;
const listeners = new Set<{ query: string; listener: () => void }>();

function matches(query: string): boolean {
  if (query.includes('prefers-reduced-motion')) return reducedMotion;
  const parts = query.split(/\band\b/);
  return parts.every((part) => {
    const min = /min-width:\s*([\d.]+)px/.exec(part);
    const max = /max-width:\s*([\d.]+)px/.exec(part);
    if (min?.[1] && width < Number(min[1])) return false;
    if (max?.[1] && width > Number(max[1])) return false;
    return true;
  });
}

function install(): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => {
      const list = {
        get matches() {
          return matches(query);
        },
        media: query,
        onchange: null,
        addEventListener: (_type: string, listener: () => void) => listeners.add({ query, listener }),
        removeEventListener: (_type: string, listener: () => void) => {
          for (const entry of listeners) if (entry.listener === listener) listeners.delete(entry);
        },
        addListener: (listener: () => void) => listeners.add({ query, listener }),
        removeListener: (listener: () => void) => {
          for (const entry of listeners) if (entry.listener === listener) listeners.delete(entry);
        },
        dispatchEvent: () => true,
      };
      return list as unknown as MediaQueryList;
    },
  });
}

/** Pretends the window is `next` px wide (and tells the media query listeners). */
export function setViewport(next: number, options: { reducedMotion?: boolean } = {}): void {
  width = next;
  reducedMotion = options.reducedMotion ?? false;
  install();
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: next });
  for (const { listener } of [...listeners]) listener();
}

setViewport(1280);
