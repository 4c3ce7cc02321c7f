import { useId } from 'react';
import { statusOf, validateCoupon } from 'shared-contracts';
import { Form, useForm, visuallyHiddenClass, type SubmitPlan } from 'ui';
import styles from './checkout-form.module.css';

interface CouponFormProps {
  /** Reads the cart again; the summary then shows the coupon's name. */
  onApplied: () => Promise<unknown>;
  announce: (message: string) => void;
}

export const COUPON_TEXT = {
  applied: 'Cupom aplicado.',
  empty: 'Informe o código do cupom.',
} as const;

interface CouponValues {
  coupon: string;
}

/** The messages under the box: the first of each field a 422 names, or the empty code's. */
interface CouponErrors {
  messages?: string[];
}

/**
 * 'Informe o Cupom' and 'Adicionar' (C-04): success refreshes the cart; a 422 shows the first
 * message of each field; any other status clears the errors and shows nothing (spec §8).
 */
export function CouponForm({ onApplied, announce }: CouponFormProps) {
  const id = useId();
  const { bind, errors, setErrors, setValues, sending, formProps } = useForm<CouponValues, CouponErrors>({
    initial: { coupon: '' },
  });
  const messages = errors.messages ?? [];
  const errorId = `${id}-error`;

  const plan: SubmitPlan<CouponValues, CouponErrors> = {
    check: ({ coupon }) => (coupon.trim() === '' ? { messages: [COUPON_TEXT.empty] } : {}),
    send: async ({ coupon }) => {
      try {
        await validateCoupon(coupon.trim());
      } catch (error) {
        if (statusOf(error) !== 422) setErrors({});
        throw error;
      }
      setErrors({});
      setValues({ coupon: '' });
      await onApplied();
      announce(COUPON_TEXT.applied);
    },
    rejected: (fieldErrors) => ({ errors: { messages: Object.values(fieldErrors) }, message: null }),
    failed: '',
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Cupom de desconto
      </h2>
      <Form labelledBy={`${id}-title`} className={styles.coupon} {...formProps(plan)}>
        <label htmlFor={`${id}-code`} className={visuallyHiddenClass}>
          Informe o Cupom
        </label>
        <input
          id={`${id}-code`}
          className={styles.input}
          {...bind('coupon')}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          placeholder="Informe o Cupom"
          aria-invalid={messages.length > 0 ? true : undefined}
          aria-describedby={messages.length > 0 ? errorId : undefined}
        />
        <button type="submit" className={styles.secondaryButton} disabled={sending}>
          Adicionar
        </button>
      </Form>
      {messages.length > 0 && (
        <ul id={errorId} className={styles.errorList} role="alert">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
