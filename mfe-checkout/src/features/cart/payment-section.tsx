import { useId } from 'react';
import type { Installment, PaymentMethod } from 'shared-contracts';
import { visuallyHiddenClass } from 'ui';
import { RadioChoice } from './radio-choice';
import { CardFields } from './card-fields';
import { PAYMENT_METHODS, type CardValues, type FieldErrors } from './checkout-values';
import styles from './checkout-form.module.css';

interface PaymentSectionProps {
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  card: CardValues;
  onCardChange: (patch: Partial<CardValues>) => void;
  errors: FieldErrors;
  fieldId: (field: string) => string;
  installments: Installment[];
  now: Date;
}

/** 'Cartão de Crédito', 'Boleto' or 'Pix' (C-06), and what each asks for or explains. */
export function PaymentSection({
  method,
  onMethodChange,
  card,
  onCardChange,
  errors,
  fieldId,
  installments,
  now,
}: PaymentSectionProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        Pagamento
      </h2>
      <fieldset className={styles.methods}>
        <legend className={visuallyHiddenClass}>Forma de pagamento</legend>
        {PAYMENT_METHODS.map((option) => (
          <RadioChoice
            key={option.value}
            name="payment-method"
            value={option.value}
            checked={method === option.value}
            onSelect={() => onMethodChange(option.value)}
            className={styles.method}
            checkedClassName={styles.methodChecked}
          >
            <span>{option.label}</span>
          </RadioChoice>
        ))}
      </fieldset>

      {method === 'credit_card' && (
        <CardFields
          values={card}
          onChange={onCardChange}
          errors={errors}
          fieldId={fieldId}
          installments={installments}
          now={now}
        />
      )}

      {method === 'bank_slip' && (
        <div className={styles.explain}>
          <p>
            Ao clicar em &lsquo;Finalizar compra&rsquo;, geramos o seu boleto: você verá a linha digitável para copiar e
            pagar no aplicativo do seu banco, em lotéricas ou no internet banking.
          </p>
          <p>O pedido é confirmado após a compensação do pagamento, que pode levar até 3 dias úteis.</p>
        </div>
      )}

      {method === 'pix' && (
        <div className={styles.explain}>
          <p>
            Ao clicar em &lsquo;Finalizar compra&rsquo;, mostramos um QR Code e o código Pix copia e cola para você
            pagar no aplicativo do seu banco.
          </p>
          <p>O código vale por tempo limitado e o pagamento é confirmado em instantes.</p>
        </div>
      )}
    </section>
  );
}
