import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for assistive technology only. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.visuallyHidden}>{children}</span>;
}

/** Appended to the name of every link that opens a new tab. */
export function NewTabNotice() {
  return <VisuallyHidden> (abre em nova aba)</VisuallyHidden>;
}
