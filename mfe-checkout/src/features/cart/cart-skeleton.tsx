import { cx } from 'ui';
import styles from './cart-page.module.css';

/** Blocks with the size of the cart's sections, so nothing jumps when the cart arrives. */
export function CartSkeleton() {
  return (
    <div className={styles.layout} aria-hidden="true">
      <div className={styles.main}>
        <div className={styles.card}>
          <span className={cx(styles.bone, styles.boneHeading)} />
          <div className={styles.addressGrid}>
            <span className={cx(styles.bone, styles.boneAddress)} />
            <span className={cx(styles.bone, styles.boneAddress)} />
          </div>
        </div>
        <div className={styles.card}>
          <span className={cx(styles.bone, styles.boneHeading)} />
          {[0, 1].map((row) => (
            <div key={row} className={styles.boneItem}>
              <span className={cx(styles.bone, styles.bonePhoto)} />
              <span className={cx(styles.bone, styles.boneText)} />
            </div>
          ))}
          <span className={cx(styles.bone, styles.boneOption)} />
          <span className={cx(styles.bone, styles.boneOption)} />
        </div>
        <div className={styles.card}>
          <span className={cx(styles.bone, styles.boneHeading)} />
          <span className={cx(styles.bone, styles.boneInput)} />
        </div>
      </div>
      <div className={styles.aside}>
        <div className={cx(styles.card, styles.summary)}>
          <span className={cx(styles.bone, styles.boneHeading)} />
          {[0, 1, 2, 3, 4].map((row) => (
            <span key={row} className={cx(styles.bone, styles.boneText)} />
          ))}
          <span className={cx(styles.bone, styles.boneButton)} />
        </div>
      </div>
    </div>
  );
}
