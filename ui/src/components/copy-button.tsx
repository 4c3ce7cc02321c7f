import { useEffect, useState } from 'react';
import { copyText } from '../lib/clipboard';
import styles from './copy-button.module.css';

interface CopyButtonProps {
  label: string;
  /** What goes to the clipboard. */
  text: string;
  /** The element showing the text, selected when the clipboard cannot be used. */
  targetId: string;
  /** The button's look, from the screen that holds it. */
  buttonClassName?: string;
}

export const COPY_TEXT = {
  copied: 'Copiado!',
  selected: 'Não foi possível copiar automaticamente. O código foi selecionado: copie-o manualmente.',
} as const;

const FEEDBACK_MS = 3000;

/** A copy button with 'Copiado!' feedback, announced politely; when copying fails the text is left selected. */
export function CopyButton({ label, text, targetId, buttonClassName }: CopyButtonProps) {
  const [result, setResult] = useState<'copied' | 'selected' | null>(null);

  useEffect(() => {
    if (result !== 'copied') return;
    const timer = setTimeout(() => setResult(null), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [result]);

  return (
    <div className={styles.copy}>
      <button
        type="button"
        className={buttonClassName}
        onClick={async () => {
          setResult(null);
          setResult((await copyText(text, document.getElementById(targetId))) ? 'copied' : 'selected');
        }}
      >
        {result === 'copied' ? COPY_TEXT.copied : label}
      </button>
      <span role="status" className={styles.status}>
        {result === 'copied' && COPY_TEXT.copied}
        {result === 'selected' && COPY_TEXT.selected}
      </span>
    </div>
  );
}
