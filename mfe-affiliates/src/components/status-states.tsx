import type { ReactNode } from 'react';
import { cx } from '../lib/class-names';
import buttons from './buttons.module.css';
import styles from './status-states.module.css';

interface ErrorStateProps {
  onRetry: () => void;
  title?: string;
  message?: string;
  compact?: boolean;
}

/** Something failed to load: says so in Portuguese and offers 'Tentar novamente'. */
export function ErrorState({
  onRetry,
  title = 'Não foi possível carregar este conteúdo.',
  message = 'Verifique sua conexão e tente novamente.',
  compact,
}: ErrorStateProps) {
  return (
    <div className={cx(styles.box, compact && styles.compact)} role="alert">
      <p className={styles.title}>{title}</p>
      {message && <p className={styles.text}>{message}</p>}
      <button type="button" className={buttons.primary} onClick={onRetry}>
        Tentar novamente
      </button>
    </div>
  );
}

/** Nothing to show: a sentence and, when useful, what to do next. */
export function EmptyState({ title, children, actions }: { title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <div className={styles.box}>
      <p className={styles.title}>{title}</p>
      {children && <div className={styles.text}>{children}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
