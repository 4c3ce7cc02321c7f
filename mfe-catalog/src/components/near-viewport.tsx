import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its content when it comes near the viewport (or at the first scroll), so a page's first
 * load does no work — code, calls, images, layout — for what is below the fold. Until then a box
 * of `minHeight` holds the place: the content arrives below the fold, where nothing visible moves.
 * Where the browser cannot tell (no IntersectionObserver), it renders right after mounting. A
 * server render draws the box too, as the browser's first render (the one that hydrates it) does.
 */
export function NearViewport({ minHeight, children }: { minHeight: string; children: ReactNode }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const show = (): void => setNear(true);
    if (typeof IntersectionObserver === 'undefined') return show();
    // Well inside the viewport (the content above may still be on its shorter loading state), or
    // the visitor's first scroll.
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin: '0px 0px -25% 0px',
    });
    observer.observe(element);
    window.addEventListener('scroll', show, { once: true, passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', show);
    };
  }, [near]);
  return near ? children : <div ref={placeholder} style={{ minHeight }} />;
}
