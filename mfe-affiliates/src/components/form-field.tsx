import type { ReactNode } from 'react';
import { cx } from 'ui';
import styles from './form-field.module.css';

/** The attributes that tie a control to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, control, optional hint and the field's error, wired for assistive technology. */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** '(opcional)' after a label. */
export function Optional() {
  return <span className={styles.optional}> (opcional)</span>;
}
