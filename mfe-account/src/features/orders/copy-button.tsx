import { useEffect, useState } from 'react';
import styles from './orders.module.css';

interface CopyButtonProps {
  label: string;
  /** What goes to the clipboard. */
  text: string;
  /** The element showing the text, selected when the clipboard cannot be used. */
  targetId: string;
}

export const COPY_TEXT = {
  copied: 'Copiado!',
  selected: 'Não foi possível copiar automaticamente. O código foi selecionado: copie-o manualmente.',
} as const;

const FEEDBACK_MS = 3000;

function selectContents(id: string): void {
  const element = document.getElementById(id);
  const selection = window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** Copies with the clipboard API; when that is refused, selects the text for a manual copy. */
async function copy(text: string, targetId: string): Promise<'copied' | 'selected'> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    selectContents(targetId);
    return 'selected';
  }
}

/** A copy button with 'Copiado!' feedback, announced politely. */
export function CopyButton({ label, text, targetId }: CopyButtonProps) {
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
        className={styles.secondary}
        onClick={async () => {
          setResult(null);
          setResult(await copy(text, targetId));
        }}
      >
        {result === 'copied' ? COPY_TEXT.copied : label}
      </button>
      <span role="status" className={styles.copyStatus}>
        {result === 'copied' && COPY_TEXT.copied}
        {result === 'selected' && COPY_TEXT.selected}
      </span>
    </div>
  );
}
