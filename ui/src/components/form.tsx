import type { FormEvent, ReactNode, Ref } from 'react';
import styles from '../styles/field.module.css';
import { FieldLook } from './form-field';

interface FormProps {
  /** The id of the heading that names the form. */
  labelledBy: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
  className?: string | undefined;
  /** The sentence above the fields when the form could not be sent. */
  error?: string | null;
  /** How the fields inside draw a focused control (`FieldLook`); the browser's own when absent. */
  focus?: 'ring' | 'outline';
  children: ReactNode;
}

/**
 * A form of the kit: checked by its own rules rather than the browser's, named by its heading, the
 * sentence of a failed submit first (announced at once), and one look for all its fields.
 */
export function Form({ labelledBy, onSubmit, formRef, className, error, focus, children }: FormProps) {
  return (
    <form ref={formRef} className={className} onSubmit={onSubmit} noValidate aria-labelledby={labelledBy}>
      <FieldLook focus={focus}>
        {error && (
          <p className={styles.formError} role="alert">
            {error}
          </p>
        )}
        {children}
      </FieldLook>
    </form>
  );
}
