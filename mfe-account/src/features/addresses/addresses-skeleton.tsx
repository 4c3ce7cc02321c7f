import formGrid from 'ui/styles/form-grid.module.css';
import styles from './addresses.module.css';

/** Cards of the size of real address cards while the list loads, so nothing jumps. */
export function AddressesSkeleton() {
  return (
    <ul className={styles.list} aria-hidden="true">
      {[0, 1].map((key) => (
        <li key={key} className={styles.addressCard}>
          <span className={`${styles.bone} ${styles.boneHeading}`} />
          <span className={`${styles.bone} ${styles.boneLines}`} />
          <span className={styles.cardActions}>
            <span className={`${styles.bone} ${styles.boneButton}`} />
            <span className={`${styles.bone} ${styles.boneButton}`} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The address form's fields while the address loads. */
export function AddressFormSkeleton() {
  const sizes = [
    formGrid.half,
    formGrid.half,
    formGrid.twoThirds,
    formGrid.third,
    formGrid.half,
    formGrid.half,
    formGrid.twoThirds,
    formGrid.third,
  ];
  return (
    <div className={styles.form} aria-hidden="true">
      <div className={formGrid.grid}>
        {sizes.map((size, index) => (
          <div key={index} className={`${styles.field} ${size ?? ''}`}>
            <span className={`${styles.bone} ${styles.boneLabel}`} />
            <span className={`${styles.bone} ${styles.boneInput}`} />
          </div>
        ))}
      </div>
      <span className={`${styles.bone} ${styles.boneButton}`} />
    </div>
  );
}
