import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH, bodyOf, firstErrorPerField, statusOf } from 'shared-contracts';
import { charCount } from './chat-format';
import styles from './chats.module.css';

interface MessageComposerProps {
  label: string;
  placeholder?: string;
  submitLabel: string;
  /** Sends the text; throws on failure (an axios error). */
  onSend: (text: string) => Promise<void>;
  /** Focus the box when the screen opens (the screen is there to write it). */
  focusOnOpen?: boolean;
}

export const COMPOSER_TEXT = {
  empty: 'Escreva uma mensagem.',
  tooLong: `A mensagem pode ter até ${CHAT_MESSAGE_MAX_LENGTH} caracteres.`,
  failed: 'Não foi possível enviar a mensagem. Tente novamente.',
} as const;

/**
 * The message box: Enter sends, Shift+Enter starts a new line; at most 1000 characters. The text
 * stays when sending fails.
 */
export function MessageComposer({ label, placeholder, submitLabel, onSend, focusOnOpen }: MessageComposerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const count = charCount(text);

  useEffect(() => {
    if (focusOnOpen) input.current?.focus();
  }, [focusOnOpen]);
  const over = count > CHAT_MESSAGE_MAX_LENGTH;

  async function send() {
    if (sending) return;
    if (text.trim() === '') return setError(COMPOSER_TEXT.empty);
    if (over) return setError(COMPOSER_TEXT.tooLong);
    setError(null);
    setSending(true);
    try {
      await onSend(text.trim());
      setText('');
    } catch (failure) {
      const status = statusOf(failure);
      if (status === 422) setError(firstErrorPerField(bodyOf(failure)).message ?? COMPOSER_TEXT.failed);
      else if (status !== 401) setError(COMPOSER_TEXT.failed);
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  }

  return (
    <form
      className={styles.composer}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={`${id}-text`} className={styles.composerLabel}>
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        className={styles.composerInput}
        rows={3}
        value={text}
        placeholder={placeholder}
        ref={input}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      <div className={styles.composerFooter}>
        <p id={`${id}-hint`} className={over ? styles.counterOver : styles.counter}>
          Enter envia, Shift+Enter quebra a linha. {count} de {CHAT_MESSAGE_MAX_LENGTH} caracteres.
        </p>
        <button type="submit" className={styles.primary} aria-disabled={sending || undefined}>
          {sending ? 'Enviando...' : submitLabel}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
