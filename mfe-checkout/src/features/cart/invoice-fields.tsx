import type { InputHTMLAttributes } from 'react';
import { MASKS } from 'shared-contracts/forms';
import { FormField, FieldLook } from 'ui';
import { MaskedInput } from '../../components/masked-input';
import type { FieldErrors, InvoiceValues } from './checkout-values';
import styles from './checkout-form.module.css';

interface InvoiceFieldsProps {
  values: InvoiceValues;
  onChange: (field: keyof InvoiceValues, value: string) => void;
  errors: FieldErrors;
  fieldId: (field: keyof InvoiceValues) => string;
}

interface InvoiceField {
  field: keyof InvoiceValues;
  label: string;
  optional?: boolean;
  mask: string;
  input: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'placeholder'>;
}

const FIELDS: InvoiceField[] = [
  {
    field: 'document',
    label: 'CPF',
    mask: MASKS.cpf,
    input: { type: 'text', inputMode: 'numeric', autoComplete: 'off', placeholder: '000.000.000-00' },
  },
  {
    field: 'phone',
    label: 'Telefone',
    optional: true,
    mask: MASKS.phone,
    input: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', placeholder: '(00) 0000-0000' },
  },
  {
    field: 'cellphone',
    label: 'Celular',
    mask: MASKS.cellphone,
    input: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', placeholder: '(00) 00000-0000' },
  },
];

/** CPF, Telefone and Celular for the invoice (C-05), masked as they are typed. */
export function InvoiceFields({ values, onChange, errors, fieldId }: InvoiceFieldsProps) {
  return (
    <FieldLook errorClassName={styles.fieldError}>
      <section className={styles.section} aria-labelledby={`${fieldId('document')}-title`}>
        <h2 id={`${fieldId('document')}-title`} className={styles.sectionTitle}>
          Dados para a nota fiscal
        </h2>
        <div className={styles.grid}>
          {FIELDS.map(({ field, label, optional, mask, input }) => (
            <FormField
              key={field}
              id={fieldId(field)}
              label={label}
              optional={optional}
              error={errors[field]}
              className={styles.third}
            >
              {(control) => (
                <MaskedInput
                  {...control}
                  className={styles.input}
                  mask={mask}
                  value={values[field]}
                  onAccept={(value) => onChange(field, value)}
                  name={field}
                  {...input}
                />
              )}
            </FormField>
          ))}
        </div>
      </section>
    </FieldLook>
  );
}
