import { MASKS } from 'shared-contracts/forms';
import type { FieldErrors, InvoiceValues } from './checkout-values';
import styles from './checkout-form.module.css';
import { MaskedInput } from '../../components/masked-input';
import { FormField, FieldLook } from 'ui';

interface InvoiceFieldsProps {
  values: InvoiceValues;
  onChange: (field: keyof InvoiceValues, value: string) => void;
  errors: FieldErrors;
  fieldId: (field: keyof InvoiceValues) => string;
}

/** CPF, Telefone and Celular for the invoice (C-05), masked as they are typed. */
export function InvoiceFields({ values, onChange, errors, fieldId }: InvoiceFieldsProps) {
  return (
    <FieldLook errorClassName={styles.fieldError}>
      <section className={styles.section} aria-labelledby={`${fieldId('document')}-title`}>
        <h2 id={`${fieldId('document')}-title`} className={styles.sectionTitle}>
          Dados para a nota fiscal
        </h2>
        <div className={styles.grid}>
          <FormField id={fieldId('document')} label="CPF" error={errors.document} className={styles.third}>
            {(control) => (
              <MaskedInput
                {...control}
                className={styles.input}
                mask={MASKS.cpf}
                value={values.document}
                onAccept={(value) => onChange('document', value)}
                name="document"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                placeholder="000.000.000-00"
              />
            )}
          </FormField>
          <FormField
            id={fieldId('phone')}
            label={
              <>
                Telefone <span className={styles.optional}>(opcional)</span>
              </>
            }
            error={errors.phone}
            className={styles.third}
          >
            {(control) => (
              <MaskedInput
                {...control}
                className={styles.input}
                mask={MASKS.phone}
                value={values.phone}
                onAccept={(value) => onChange('phone', value)}
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder="(00) 0000-0000"
              />
            )}
          </FormField>
          <FormField id={fieldId('cellphone')} label="Celular" error={errors.cellphone} className={styles.third}>
            {(control) => (
              <MaskedInput
                {...control}
                className={styles.input}
                mask={MASKS.cellphone}
                value={values.cellphone}
                onAccept={(value) => onChange('cellphone', value)}
                name="cellphone"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder="(00) 00000-0000"
              />
            )}
          </FormField>
        </div>
      </section>
    </FieldLook>
  );
}
