import type { ReactNode } from 'react';
import styles from './error-state.module.css';

interface ErrorStateProps {
  title: string;
  message?: string;
  /** Shown as 'Tentar novamente' when given. */
  onRetry?: () => void;
  /** Links or other ways out, after the retry button. */
  children?: ReactNode;
}

/** Something could not be shown: says so in Portuguese and offers a way on. */
export function ErrorState({ title, message, onRetry, children }: ErrorStateProps) {
  return (
    <div className={styles.box} role="alert">
      <p className={styles.title}>{title}</p>
      {message && <p className={styles.text}>{message}</p>}
      <div className={styles.actions}>
        {onRetry && (
          <button type="button" className={styles.button} onClick={onRetry}>
            Tentar novamente
          </button>
        )}
        {children}
      </div>
    </div>
  );
}

export const errorStateStyles = styles;
