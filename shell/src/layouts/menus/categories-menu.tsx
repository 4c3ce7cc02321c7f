import { useId, useRef, useState, type FocusEvent } from 'react';
import { Link } from 'react-router-dom';
import { affiliatedCategoryPath, categoryPath, type Category } from 'shared-contracts';
import { ChevronDownIcon } from '../parts/icons';
import styles from './categories-menu.module.css';
import { useInAffiliatedMarket } from '../hooks/use-affiliated-market';
import { useDismiss } from '../hooks/use-dismiss';
import { VisuallyHidden } from 'ui';

interface CategoriesMenuProps {
  categories: Category[];
  loading: boolean;
}

/**
 * Desktop dropdown 'Categorias' (L-06, L-07): opens on pointer hover, closes on leave or after a
 * link is chosen; the button toggles it from the keyboard and Escape closes it.
 */
export function CategoriesMenu({ categories, loading }: CategoriesMenuProps) {
  const inMarket = useInAffiliatedMarket();
  const linkTo = inMarket ? affiliatedCategoryPath : categoryPath;
  const [open, setOpen] = useState(false);
  const [openedByHover, setOpenedByHover] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  function close() {
    setOpen(false);
    setOpenedByHover(false);
  }

  useDismiss(open, rootRef, (reason) => {
    close();
    if (reason === 'escape') triggerRef.current?.focus();
  });

  function onTriggerClick() {
    // A pointer that hovered the menu open and then clicks keeps it open.
    if (open && openedByHover) setOpenedByHover(false);
    else setOpen((value) => !value);
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (next instanceof Node && rootRef.current?.contains(next)) return;
    if (!openedByHover) close();
  }

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onMouseEnter={() => {
        if (!open) {
          setOpen(true);
          setOpenedByHover(true);
        }
      }}
      onMouseLeave={close}
      onBlur={onBlur}
    >
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onTriggerClick}
      >
        Categorias
        <span className={styles.chevron}>
          <ChevronDownIcon />
        </span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <div className={styles.sheet}>
          {loading && categories.length === 0 ? <p className={styles.status}>Carregando categorias…</p> : null}
          <ul className={styles.grid}>
            {categories.map(({ category, items }) => (
              <li key={category.slug}>
                <Link className={styles.title} to={linkTo(category.slug)} onClick={close}>
                  {category.name}
                </Link>
                {items.length > 0 ? (
                  <ul className={styles.items}>
                    {items.map((item) => (
                      <li key={item.slug}>
                        <Link className={styles.item} to={linkTo(item.slug)} onClick={close}>
                          {item.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
                <Link className={styles.more} to={linkTo(category.slug)} onClick={close}>
                  Ver mais<VisuallyHidden> em {category.name}</VisuallyHidden>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
