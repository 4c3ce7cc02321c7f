import screen from 'ui/styles/screen.module.css';
import styles from './personal-information.module.css';

interface SaveActionsProps {
  label: string;
  /** What the button reads while the form is being sent. */
  sendingLabel: string;
  sending: boolean;
  /** The announcement of what was saved, once it was. */
  done: string | null;
}

/** A form's submit button, and beside it the announcement of its success. */
export function SaveActions({ label, sendingLabel, sending, done }: SaveActionsProps) {
  return (
    <div className={styles.actions}>
      <button type="submit" className={styles.primary} disabled={sending}>
        {sending ? sendingLabel : label}
      </button>
      <div role="status" aria-live="polite" className={styles.status}>
        {done && <p className={screen.success}>{done}</p>}
      </div>
    </div>
  );
}
