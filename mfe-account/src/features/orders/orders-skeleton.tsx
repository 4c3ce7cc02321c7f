import styles from './orders.module.css';

/** Order cards of the size of real ones while the list loads, so nothing jumps. */
export function OrdersSkeleton() {
  return (
    <ol className={styles.list} aria-hidden="true">
      {[0, 1, 2].map((key) => (
        <li key={key} className={styles.order}>
          <span className={styles.orderHeader}>
            <span className={`${styles.bone} ${styles.boneHeading}`} />
            <span className={`${styles.bone} ${styles.boneBadge}`} />
          </span>
          <span className={`${styles.bone} ${styles.boneThumbnails}`} />
          <span className={styles.actions}>
            <span className={`${styles.bone} ${styles.boneButton}`} />
            <span className={`${styles.bone} ${styles.boneButton}`} />
          </span>
        </li>
      ))}
    </ol>
  );
}
