import type { ReactNode } from 'react';
import { cx } from '../lib/class-names';
import styles from './status-states.module.css';

interface ErrorStateProps {
  /** Shown as 'Tentar novamente' when given. */
  onRetry?: () => void;
  title?: string;
  message?: string;
  /** Less padding, for a part of a page rather than the page. */
  compact?: boolean;
  /** Links or other ways out, after the retry button. */
  children?: ReactNode;
}

/** Something failed to load: says so in Portuguese and offers 'Tentar novamente'. */
export function ErrorState({
  onRetry,
  title = 'Não foi possível carregar este conteúdo.',
  message = 'Verifique sua conexão e tente novamente.',
  compact,
  children,
}: ErrorStateProps) {
  return (
    <div className={cx(styles.box, compact && styles.compact)} role="alert">
      <p className={styles.title}>{title}</p>
      {message && <p className={styles.text}>{message}</p>}
      {(onRetry || children) && (
        <div className={styles.actions}>
          {onRetry && (
            <button type="button" className={styles.button} onClick={onRetry}>
              Tentar novamente
            </button>
          )}
          {children}
        </div>
      )}
    </div>
  );
}

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  /** What to do next: links or buttons under the text. */
  actions?: ReactNode;
}

/** Nothing to show: a sentence and, when useful, what to do next. */
export function EmptyState({ title, children, actions }: EmptyStateProps) {
  return (
    <div className={styles.box}>
      <p className={styles.title}>{title}</p>
      {children && <div className={styles.text}>{children}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}

/** A link styled as the secondary way out of a state box ('Ver meus pedidos'). */
export const stateLinkClass = styles.link;
