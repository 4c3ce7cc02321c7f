import type { ReactNode } from 'react';
import { cx } from 'ui';
import styles from './page-container.module.css';

/** The content width and side padding every screen of the storefront shares. */
export function PageContainer({
  children,
  narrow,
  className,
}: {
  children: ReactNode;
  narrow?: boolean;
  className?: string;
}) {
  return <div className={cx(styles.container, narrow && styles.narrow, className)}>{children}</div>;
}
