import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A menu that scrolls sideways on narrow screens: on every route change the current tab is brought
 * into view (only the menu scrolls, never the page), and `data-more-start` / `data-more-end` tell
 * the styles that there is more to either side, so the menu shows that it scrolls.
 */
export function useScrollingMenu<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    const menu = ref.current;
    if (!menu) return undefined;
    const mark = (): void => {
      const max = menu.scrollWidth - menu.clientWidth;
      menu.toggleAttribute('data-more-start', menu.scrollLeft > 1);
      menu.toggleAttribute('data-more-end', menu.scrollLeft < max - 1);
    };
    mark();
    menu.addEventListener('scroll', mark, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(mark);
    resize?.observe(menu);
    return () => {
      menu.removeEventListener('scroll', mark);
      resize?.disconnect();
    };
  }, []);

  useEffect(() => {
    const menu = ref.current;
    const current = menu?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!menu || !current) return;
    const menuBox = menu.getBoundingClientRect();
    const tabBox = current.getBoundingClientRect();
    if (tabBox.left >= menuBox.left && tabBox.right <= menuBox.right) return;
    // Centre the tab in the menu.
    const offset = tabBox.left - menuBox.left + menu.scrollLeft - (menuBox.width - tabBox.width) / 2;
    menu.scrollLeft = Math.max(0, offset);
  }, [pathname]);

  return ref;
}
