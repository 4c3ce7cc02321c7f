import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './confirm-dialog.module.css';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** A failure to show inside the dialog, which stays open. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** The buttons' look, from the screen that holds the dialog. */
  confirmClassName?: string;
  cancelClassName?: string;
}

const FOCUSABLE = 'button, [href], input, [tabindex]:not([tabindex="-1"])';

/**
 * A modal confirmation on the native `<dialog>`, open while it is rendered: focus starts on
 * 'Cancelar' (the safe choice) and stays inside, Escape cancels (unless busy), and the page behind
 * is inert (the browser's modal, and the caller's `inert` where the browser has no modal dialog).
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  busy,
  error,
  onConfirm,
  onCancel,
  confirmClassName,
  cancelClassName,
}: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  const latest = useRef({ busy, onCancel });
  useEffect(() => {
    latest.current = { busy, onCancel };
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    cancel.current?.focus();

    // Escape and the Tab trap, listened to on the dialog itself. The browser's own Escape would
    // close the dialog behind React's back: the caller closes it, by no longer rendering it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        if (!latest.current.busy) latest.current.onCancel();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const onNativeCancel = (event: Event) => event.preventDefault();
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('cancel', onNativeCancel);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('cancel', onNativeCancel);
      if (element.open && typeof element.close === 'function') element.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div id={descriptionId} className={styles.text}>
        {children}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        {/* aria-disabled rather than disabled while busy, so the focused button keeps the focus. */}
        <button
          type="button"
          className={confirmClassName}
          onClick={() => !busy && onConfirm()}
          aria-disabled={busy || undefined}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
        <button
          ref={cancel}
          type="button"
          className={cancelClassName}
          onClick={() => !busy && onCancel()}
          aria-disabled={busy || undefined}
        >
          Cancelar
        </button>
      </div>
    </dialog>
  );
}
