import styles from './personal-information.module.css';

/** Placeholder fields on the same grid as the real ones, so nothing jumps when the data arrives. */
function SkeletonFields({ sizes }: { sizes: readonly (string | undefined)[] }) {
  return (
    <div className={styles.formGrid}>
      {sizes.map((size, index) => (
        <div key={index} className={`${styles.field} ${size ?? ''}`}>
          <span className={`${styles.bone} ${styles.boneLabel}`} />
          <span className={`${styles.bone} ${styles.boneInput}`} />
        </div>
      ))}
    </div>
  );
}

/** Stands in for the personal-data form inside its card. */
export function ProfileFormSkeleton() {
  return (
    <div className={styles.form} aria-hidden="true">
      <SkeletonFields sizes={[styles.half, styles.half, styles.third, styles.third, styles.third]} />
      <span className={`${styles.bone} ${styles.boneButton}`} />
    </div>
  );
}

/** Stands in for the password card and the addresses card. */
export function SecondaryCardsSkeleton() {
  return (
    <>
      <div className={styles.card} aria-hidden="true">
        <span className={`${styles.bone} ${styles.boneHeading}`} />
        <span className={`${styles.bone} ${styles.boneText}`} />
        <div className={styles.form}>
          <SkeletonFields sizes={[styles.full, styles.half, styles.half]} />
          <span className={`${styles.bone} ${styles.boneButton}`} />
        </div>
      </div>
      <div className={`${styles.card} ${styles.aside}`} aria-hidden="true">
        <span className={`${styles.bone} ${styles.boneHeading}`} />
        <span className={`${styles.bone} ${styles.boneText}`} />
        <span className={`${styles.bone} ${styles.boneText}`} />
        <span className={`${styles.bone} ${styles.boneButton}`} />
      </div>
    </>
  );
}
