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

export const visuallyHiddenClass = styles.visuallyHidden;
