import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for assistive technology only. */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span id={id} className={styles.visuallyHidden}>
      {children}
    </span>
  );
}

/** The same rule for elements that must keep their own tag (a caption, a live region). */
export const visuallyHiddenClass = styles.visuallyHidden;
