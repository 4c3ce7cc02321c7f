import formGrid from 'ui/styles/form-grid.module.css';
import styles from './personal-information.module.css';

interface SkeletonField {
  size: string | undefined;
  /** The real field has a hint line under its input. */
  hint?: boolean;
}

/** Placeholder fields on the same grid as the real ones, so nothing jumps when the data arrives. */
function SkeletonFields({ fields }: { fields: readonly SkeletonField[] }) {
  return (
    <div className={formGrid.grid}>
      {fields.map((field, index) => (
        <div key={index} className={`${styles.field} ${field.size ?? ''}`}>
          <span className={`${styles.bone} ${styles.boneLabel}`} />
          <span className={`${styles.bone} ${styles.boneInput}`} />
          {field.hint && <span className={`${styles.bone} ${styles.boneHint}`} />}
        </div>
      ))}
    </div>
  );
}

/** Stands in for the personal-data form inside its card. */
export function ProfileFormSkeleton() {
  return (
    <div className={styles.form} aria-hidden="true">
      <SkeletonFields
        fields={[
          { size: formGrid.half },
          { size: formGrid.half, hint: true },
          { size: formGrid.third },
          { size: formGrid.third },
          { size: formGrid.third },
        ]}
      />
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
        <span className={`${styles.bone} ${styles.boneText} ${styles.boneTextLast}`} />
        <div className={styles.form}>
          <SkeletonFields fields={[{ size: formGrid.full }, { size: formGrid.half }, { size: formGrid.half }]} />
          <span className={`${styles.bone} ${styles.boneButton}`} />
        </div>
      </div>
      <div className={`${styles.card} ${styles.aside}`} aria-hidden="true">
        <span className={`${styles.bone} ${styles.boneHeading}`} />
        <span className={`${styles.bone} ${styles.boneAddress}`} />
        <span className={`${styles.bone} ${styles.boneAddress}`} />
        <span className={`${styles.bone} ${styles.boneButton}`} />
      </div>
    </>
  );
}
