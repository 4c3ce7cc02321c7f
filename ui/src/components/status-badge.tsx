import { cx } from '../lib/class-names';
import styles from './status-badge.module.css';

export type BadgeTone = 'pending' | 'approved' | 'paid' | 'canceled';

/** A status in words (the colour only repeats what the words say). */
export function StatusBadge({ tone, label }: { tone: BadgeTone; label: string }) {
  return <span className={cx(styles.badge, styles[tone])}>{label}</span>;
}
