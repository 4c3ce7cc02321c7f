import type { ReactNode } from 'react';
import screen from '../styles/screen.module.css';

interface LoadFailedProps {
  /** What could not be loaded, as a sentence ('Não foi possível carregar seus pedidos agora.'). */
  children: ReactNode;
  /** Asks for the data again. */
  onRetry: () => void;
  /** The screen's button look. */
  buttonClassName?: string | undefined;
}

/**
 * A part of a screen whose data could not be loaded, announced as an alert: the sentence, then a
 * button that tries again (the screen's `screen.loadError` look, written once).
 */
export function LoadFailed({ children, onRetry, buttonClassName }: LoadFailedProps) {
  return (
    <div className={screen.loadError} role="alert">
      <p>{children}</p>
      <button type="button" className={buttonClassName} onClick={onRetry}>
        Tentar novamente
      </button>
    </div>
  );
}
