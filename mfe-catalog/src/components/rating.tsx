import { formatRating } from '../lib/format';
import { cx, VisuallyHidden } from 'ui';
import styles from './rating.module.css';

/** Five stars filled to the average, with the average to one decimal (4,5). */
export function Rating({ value, count, className }: { value: number; count?: number; className?: string }) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  const text = formatRating(value);
  return (
    <span className={cx(styles.rating, className)}>
      <span className={styles.stars} aria-hidden="true">
        <span className={styles.empty}>★★★★★</span>
        <span className={styles.filled} style={{ width: `${percent}%` }}>
          ★★★★★
        </span>
      </span>
      <VisuallyHidden>Avaliação</VisuallyHidden>
      <span className={styles.value}>{text}</span>
      <VisuallyHidden>de 5</VisuallyHidden>
      {count !== undefined && (
        <span className={styles.count}>
          ({count} {count === 1 ? 'avaliação' : 'avaliações'})
        </span>
      )}
    </span>
  );
}
