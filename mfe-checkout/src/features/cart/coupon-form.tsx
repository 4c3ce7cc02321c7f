import { useId, useState, type FormEvent } from 'react';
import { bodyOf, firstErrorPerField, statusOf, validateCoupon } from 'shared-contracts';
import { visuallyHiddenClass } from 'ui';
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

/**
 * 'Informe o Cupom' and 'Adicionar' (C-04): success refreshes the cart; a 422 shows the first
 * message of each field; any other status clears the errors and shows nothing (spec §8).
 */
export function CouponForm({ onApplied, announce }: CouponFormProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const errorId = `${id}-error`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const trimmed = code.trim();
    if (trimmed === '') {
      setErrors([COUPON_TEXT.empty]);
      return;
    }
    setSending(true);
    try {
      await validateCoupon(trimmed);
      setErrors([]);
      setCode('');
      await onApplied();
      announce(COUPON_TEXT.applied);
    } catch (error) {
      setErrors(statusOf(error) === 422 ? Object.values(firstErrorPerField(bodyOf(error))) : []);
    } finally {
      setSending(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Cupom de desconto
      </h2>
      <form className={styles.coupon} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <label htmlFor={`${id}-code`} className={visuallyHiddenClass}>
          Informe o Cupom
        </label>
        <input
          id={`${id}-code`}
          className={styles.input}
          name="coupon"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          placeholder="Informe o Cupom"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={errors.length > 0 ? true : undefined}
          aria-describedby={errors.length > 0 ? errorId : undefined}
        />
        <button type="submit" className={styles.secondaryButton} disabled={sending}>
          Adicionar
        </button>
      </form>
      {errors.length > 0 && (
        <ul id={errorId} className={styles.errorList} role="alert">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
