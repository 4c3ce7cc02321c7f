import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { copyText, visuallyHiddenClass, Button } from 'ui';
import styles from './copy-link.module.css';

export const COPIED_MESSAGE = 'Link copiado!';
export const COPY_FAILED_MESSAGE = 'Não foi possível copiar. Selecione o link e copie manualmente.';

interface CopyLinkProps {
  url: string;
  /** Names the field; also tells screen reader users whose link it is in a list. */
  label?: ReactNode;
  /** Shown only to screen readers when the label is obvious from the surroundings. */
  hideLabel?: boolean;
}

/** The link to share, in a read-only field that selects itself, and 'Copiar link'. */
export function CopyLink({ url, label = 'Seu link de afiliado', hideLabel = false }: CopyLinkProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = window.setTimeout(() => setOutcome('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  async function copy() {
    setOutcome('idle');
    setOutcome((await copyText(url, input.current)) ? 'copied' : 'failed');
  }

  return (
    <div className={styles.copy}>
      <label htmlFor={id} className={hideLabel ? visuallyHiddenClass : styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          ref={input}
          id={id}
          className={styles.input}
          type="text"
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          Copiar link
        </Button>
      </div>
      <p className={styles.status} role="status" aria-live="polite">
        {outcome === 'copied' && <span className={styles.copied}>{COPIED_MESSAGE}</span>}
        {outcome === 'failed' && <span className={styles.failed}>{COPY_FAILED_MESSAGE}</span>}
      </p>
    </div>
  );
}
