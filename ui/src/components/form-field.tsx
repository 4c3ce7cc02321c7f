import { createContext, useContext, type ReactNode } from 'react';
import { cx } from '../lib/class-names';
import styles from '../styles/field.module.css';

/** The attributes that tie a control to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldLookProps {
  /** How a focused control is drawn: a ring, an outline, or the browser's own. */
  focus?: 'ring' | 'outline';
  /** Added to the error message's own class. */
  errorClassName?: string;
}

const FieldLookContext = createContext<FieldLookProps>({});

/** The look every `FormField` inside shares (a form's fields are drawn alike); a field's own props win. */
export function FieldLook({ children, ...look }: FieldLookProps & { children: ReactNode }) {
  return <FieldLookContext value={look}>{children}</FieldLookContext>;
}

export interface FormFieldProps extends FieldLookProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Says '(opcional)' after the label. */
  optional?: boolean;
  className?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, control, optional hint and the field's error, wired for assistive technology. */
export function FormField({ id, label, error, hint, optional, className, children, ...own }: FormFieldProps) {
  const { focus, errorClassName } = { ...useContext(FieldLookContext), ...own };
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div
      className={cx(
        styles.field,
        focus === 'ring' && styles.ringFocus,
        focus === 'outline' && styles.outlineFocus,
        className,
      )}
    >
      <label htmlFor={id}>
        {label}
        {optional && (
          <>
            {' '}
            <span className={styles.optional}>(opcional)</span>
          </>
        )}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={cx(styles.error, errorClassName)}>
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

/** The class of a text box or select drawn like the kit's fields, outside a `FormField`. */
export const controlClass = styles.control;
