import type { ReactNode, Ref } from 'react';
import { cx } from 'ui';
import styles from 'ui/styles/page.module.css';

interface PageProps {
  title: ReactNode;
  lead?: ReactNode;
  /** Links or buttons beside the title. */
  actions?: ReactNode;
  titleId?: string;
  /** Lets the screen move the focus to its heading (after the focused control went away). */
  titleRef?: Ref<HTMLHeadingElement>;
  className?: string;
  children: ReactNode;
}

/** One affiliate screen: its heading (the page's h1), a short lead and the content below. */
export function Page({ title, lead, actions, titleId, titleRef, className, children }: PageProps) {
  return (
    <div className={cx(styles.page, className)}>
      <header className={styles.header}>
        <div>
          <h1 id={titleId} ref={titleRef} tabIndex={titleRef ? -1 : undefined} className={styles.title}>
            {title}
          </h1>
          {lead && <p className={styles.lead}>{lead}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      {children}
    </div>
  );
}

export const pageStyles = styles;
