import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { categoryPath, type Category } from 'shared-contracts';
import { cx, useAfterFirstCommit } from 'ui';
import { CloseIcon, MenuIcon } from '../parts/icons';
import { LogoLink } from '../parts/logo';
import styles from './mobile-menu.module.css';
import { SearchForm } from '../headers/search-form';
import { TopBarLinks } from '../headers/top-bar';
import { useDismiss } from '../hooks/use-dismiss';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Keeps Tab inside the open panel (a modal dialog). */
function keepFocusIn(panel: HTMLElement | null, event: KeyboardEvent): void {
  if (event.key !== 'Tab' || !panel) return;
  const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !panel.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

interface MobileMenuProps {
  categories: Category[];
  loading: boolean;
}

/**
 * Mobile menu (L-08): the hamburger toggles a sliding side panel with a backdrop, the logo, the
 * search box and the category list. Links always use the normal category route, and choosing one
 * (or searching) closes the panel; so do the backdrop, the close button and Escape. Panel and
 * backdrop are portalled to <body> so no ancestor (the sticky header) can trap them.
 */
export function MobileMenu({ categories, loading }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // A portal has no place in a server render: the closed panel joins <body> after the first commit,
  // drawn in slices (its many links at once are a long task on a phone), or at once when opened.
  const panelDrawn = useAfterFirstCommit() || open;

  /** Closing by the user's own gesture returns focus to the hamburger; following a link does not. */
  function close(restoreFocus: boolean) {
    setOpen(false);
    if (restoreFocus) toggleRef.current?.focus();
  }
  const closeAfterNavigation = () => close(false);

  useDismiss(open, panelRef, () => close(true), { outside: false });

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const panel = panelRef.current;
    const trapFocus = (event: KeyboardEvent) => keepFocusIn(panel, event);
    document.addEventListener('keydown', trapFocus);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', trapFocus);
    };
  }, [open]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-label="Abrir menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <MenuIcon />
      </button>
      {panelDrawn &&
        createPortal(
          <>
            <div
              className={cx(styles.backdrop, open && styles.backdropOpen)}
              role="presentation"
              data-testid="menu-backdrop"
              onClick={() => close(true)}
            />
            <div
              ref={panelRef}
              id={panelId}
              className={cx(styles.panel, open && styles.panelOpen)}
              role="dialog"
              aria-modal="true"
              aria-label="Menu"
              aria-hidden={!open}
              inert={!open}
            >
              <div className={styles.panelHeader}>
                <LogoLink onNavigate={closeAfterNavigation} />
                <button
                  ref={closeRef}
                  type="button"
                  className={styles.close}
                  aria-label="Fechar menu"
                  onClick={() => close(true)}
                >
                  <CloseIcon />
                </button>
              </div>
              <div className={styles.search}>
                <SearchForm onSubmitted={closeAfterNavigation} />
              </div>
              <nav className={styles.section} aria-label="Categorias">
                <h2 className={styles.heading}>Categorias</h2>
                {loading && categories.length === 0 ? <p className={styles.status}>Carregando categorias…</p> : null}
                <ul className={styles.list}>
                  {categories.map(({ category, items }) => (
                    <li key={category.slug}>
                      <Link className={styles.category} to={categoryPath(category.slug)} onClick={closeAfterNavigation}>
                        {category.name}
                      </Link>
                      {items.length > 0 ? (
                        <ul className={styles.subList}>
                          {items.map((item) => (
                            <li key={item.slug}>
                              <Link
                                className={styles.subCategory}
                                to={categoryPath(item.slug)}
                                onClick={closeAfterNavigation}
                              >
                                {item.name}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </nav>
              <div className={styles.section}>
                <TopBarLinks stacked onNavigate={closeAfterNavigation} />
              </div>
            </div>
          </>,
          document.body,
        )}
    </>
  );
}
