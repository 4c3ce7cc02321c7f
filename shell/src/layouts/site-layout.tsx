import { Suspense, type MouseEvent, type ReactNode } from 'react';
import type { Layout } from 'shared-contracts';
import { AffiliateHeader, MinimalFooter, MinimalHeader } from './frame-parts';
import { FullFooter } from './footers/full-footer';
import styles from './site-layout.module.css';
import { StandardHeader } from './headers/standard-header';

export const MAIN_CONTENT_ID = 'conteudo';

function SiteHeader({ layout }: { layout: Layout }) {
  switch (layout) {
    case 'minimal':
      return <MinimalHeader />;
    case 'affiliate':
      return <AffiliateHeader />;
    case 'standard':
      return <StandardHeader />;
  }
}

/** Moves focus to the content without touching the URL (the router owns it). */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView?.();
}

/**
 * The page frame of a route's layout (L-01, L-02, L-03): skip link, header, content and footer.
 * Header and footer keep their place in the tree, so navigating within a layout never remounts
 * them.
 */
export function SiteLayout({ layout, children }: { layout: Layout; children: ReactNode }) {
  return (
    <div className={styles.site}>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={skipToContent}>
        Pular para o conteúdo
      </a>
      {/* The layout's parts are fetched before the first render (frame-parts); a later change of
          layout keeps the previous frame on screen while the next one's code arrives. */}
      <Suspense fallback={null}>
        <SiteHeader layout={layout} />
      </Suspense>
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Suspense fallback={null}>{layout === 'minimal' ? <MinimalFooter /> : <FullFooter />}</Suspense>
    </div>
  );
}
