import { Link } from 'react-router';
import { PAGER_WINDOW } from 'shared-contracts';
import { cx } from '../lib/class-names';
import styles from './pager.module.css';

/** The page numbers shown around the current page: at most `size`, inside 1..last. */
export function pagerWindow(current: number, last: number, size: number = PAGER_WINDOW): number[] {
  if (last < 1) return [];
  const count = Math.min(size, last);
  let start = Math.max(1, current - Math.floor(count / 2));
  start = Math.min(start, last - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

interface PagerProps {
  current: number;
  last: number;
  /** The link of a page (the page number lives in the URL, so back/forward and shared links work). */
  hrefFor: (page: number) => string;
  label?: string;
  className?: string;
}

/** Previous, a window of page numbers and next, right aligned; nothing for a single page. */
export function Pager({ current, last, hrefFor, label = 'Paginação', className }: PagerProps) {
  if (last <= 1) return null;
  const pages = pagerWindow(current, last);
  const previous = current > 1 ? current - 1 : null;
  const next = current < last ? current + 1 : null;
  return (
    <nav className={cx(styles.pager, className)} aria-label={label}>
      <ul className={styles.list}>
        <li>
          {previous ? (
            <Link className={styles.item} to={hrefFor(previous)} aria-label="Página anterior">
              <span aria-hidden="true">‹</span>
              <span className={styles.edgeText}>Anterior</span>
            </Link>
          ) : (
            <span className={cx(styles.item, styles.disabled)} aria-hidden="true">
              <span>‹</span>
              <span className={styles.edgeText}>Anterior</span>
            </span>
          )}
        </li>
        {pages.map((page) => (
          <li key={page}>
            <Link
              className={cx(styles.item, page === current && styles.current)}
              to={hrefFor(page)}
              aria-label={`Página ${page}`}
              aria-current={page === current ? 'page' : undefined}
            >
              {page}
            </Link>
          </li>
        ))}
        <li>
          {next ? (
            <Link className={styles.item} to={hrefFor(next)} aria-label="Próxima página">
              <span className={styles.edgeText}>Próxima</span>
              <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className={cx(styles.item, styles.disabled)} aria-hidden="true">
              <span className={styles.edgeText}>Próxima</span>
              <span>›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
