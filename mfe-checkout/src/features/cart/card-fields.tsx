import { useId, useState } from 'react';
import { type Installment } from 'shared-contracts';
import {
  CARD_BRAND_LABELS,
  MASKS,
  cardNumberMask,
  detectCardBrand,
  expiryYears,
  installmentLabel,
  minExpiryMonth,
} from 'shared-contracts/forms';
import { CardPreview } from './card-preview';
import type { CardValues, FieldErrors } from './checkout-values';
import styles from './checkout-form.module.css';
import { MaskedInput } from '../../components/masked-input';
import { FormField, FieldLook, SelectField, TextField } from 'ui';

type CardField = 'cardNumber' | 'cardName' | 'cardMonth' | 'cardYear' | 'cardCvv';

interface CardFieldsProps {
  values: CardValues;
  onChange: (patch: Partial<CardValues>) => void;
  errors: FieldErrors;
  fieldId: (field: CardField | 'installments') => string;
  installments: Installment[];
  now: Date;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

/**
 * The credit-card form (C-07 to C-10) beside its live preview: number masked by brand, name,
 * expiry month and year (months already gone disabled in the current year), CVV and installments.
 */
export function CardFields({ values, onChange, errors, fieldId, installments, now }: CardFieldsProps) {
  const brandId = useId();
  const [cvvFocused, setCvvFocused] = useState(false);
  const brand = detectCardBrand(values.number);
  const years = expiryYears(now);
  const minMonth = minExpiryMonth(values.year ? Number(values.year) : null, now);

  return (
    <FieldLook errorClassName={styles.fieldError}>
      <div className={styles.cardLayout}>
        <div className={styles.cardPreviewSlot}>
          <CardPreview
            brand={brand}
            number={values.number}
            name={values.name}
            month={values.month}
            year={values.year}
            cvv={values.cvv}
            side={cvvFocused ? 'back' : 'front'}
          />
        </div>

        <div className={styles.grid}>
          <FormField
            id={fieldId('cardNumber')}
            label="Número do cartão"
            error={errors.cardNumber}
            className={styles.full}
          >
            {(control) => (
              <div className={styles.withBadge}>
                <MaskedInput
                  {...control}
                  aria-describedby={[control['aria-describedby'], brandId].filter(Boolean).join(' ')}
                  className={styles.input}
                  mask={cardNumberMask(values.number)}
                  value={values.number}
                  onAccept={(value) => onChange({ number: value })}
                  name="cc-number"
                  type="text"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="0000 0000 0000 0000"
                />
                <span id={brandId} className={styles.brandBadge} aria-live="polite">
                  {brand !== 'unknown' ? `Bandeira: ${CARD_BRAND_LABELS[brand]}` : ''}
                </span>
              </div>
            )}
          </FormField>

          <TextField
            id={fieldId('cardName')}
            label="Nome impresso no cartão"
            error={errors.cardName}
            className={styles.full}
            inputClassName={styles.input}
            name="cc-name"
            autoComplete="cc-name"
            autoCapitalize="characters"
            maxLength={60}
            value={values.name}
            onChange={(e) => onChange({ name: e.target.value })}
          />

          <SelectField
            id={fieldId('cardMonth')}
            label="Mês de validade"
            error={errors.cardMonth}
            className={styles.third}
            selectClassName={styles.select}
            name="cc-exp-month"
            autoComplete="cc-exp-month"
            value={values.month}
            onChange={(e) => onChange({ month: e.target.value })}
            placeholder="Mês"
            options={MONTHS.map((month) => ({ value: month, label: month, disabled: Number(month) < minMonth }))}
          />

          <SelectField
            id={fieldId('cardYear')}
            label="Ano de validade"
            error={errors.cardYear}
            className={styles.third}
            selectClassName={styles.select}
            name="cc-exp-year"
            autoComplete="cc-exp-year"
            value={values.year}
            onChange={(e) => onChange({ year: e.target.value })}
            placeholder="Ano"
            options={years.map((year) => ({ value: String(year), label: String(year) }))}
          />

          <FormField
            id={fieldId('cardCvv')}
            label="CVV"
            hint="3 ou 4 dígitos no verso do cartão."
            error={errors.cardCvv}
            className={styles.third}
          >
            {(control) => (
              <MaskedInput
                {...control}
                className={styles.input}
                mask={MASKS.cvv}
                value={values.cvv}
                onAccept={(value) => onChange({ cvv: value })}
                onFocus={() => setCvvFocused(true)}
                onBlur={() => setCvvFocused(false)}
                name="cc-csc"
                type="text"
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={4}
              />
            )}
          </FormField>

          <FormField id={fieldId('installments')} label="Parcelas" className={styles.full}>
            {(control) => (
              <select
                {...control}
                className={styles.select}
                name="installments"
                value={String(values.installments)}
                onChange={(e) => onChange({ installments: Number(e.target.value) })}
              >
                {installments.map((option) => (
                  <option key={option.number} value={String(option.number)}>
                    {installmentLabel(option)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      </div>
    </FieldLook>
  );
}
