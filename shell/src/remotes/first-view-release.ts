import { useEffect, useRef } from 'react';
import { dismissFirstView } from '../app/first-view';

/** How long a mounted screen has to draw the first view's picture before the layer leaves anyway. */
export const SCREEN_DRAW_MS = 3000;

/**
 * The content slot's part: the first view leaves when the remote fails, when the visitor goes to
 * another page, when the slot goes away, or `SCREEN_DRAW_MS` after the screen was mounted without
 * drawing its picture.
 */
export function useFirstViewRelease(status: 'loading' | 'ready' | 'failed', page: string): void {
  const firstPage = useRef(page);
  useEffect(() => {
    if (page !== firstPage.current) dismissFirstView();
  }, [page]);
  useEffect(() => {
    if (status === 'failed') dismissFirstView();
    if (status !== 'ready') return undefined;
    const timer = setTimeout(() => dismissFirstView(), SCREEN_DRAW_MS);
    return () => clearTimeout(timer);
  }, [status]);
  useEffect(() => () => dismissFirstView(), []);
}
