import { useId } from 'react';
import { RATING_VALUES } from 'shared-contracts';
import { visuallyHiddenClass } from 'ui';
import styles from './order-review.module.css';

const starLabel = (n: number): string => (n === 1 ? '1 estrela' : `${n} estrelas`);

const RATING_WORDS: Record<number, string> = { 1: 'Péssimo', 2: 'Ruim', 3: 'Regular', 4: 'Bom', 5: 'Excelente' };

function Star({ filled }: { filled: boolean }) {
  return (
    <svg className={filled ? styles.starFilled : styles.starEmpty} viewBox="0 0 24 24" aria-hidden="true">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z" />
    </svg>
  );
}

interface StarRatingProps {
  value: number | null;
  onChange: (value: number) => void;
  error?: string | undefined;
  errorId: string;
}

/**
 * 'Nota': five native radio buttons drawn as stars, so the keyboard works as in any radio group
 * (Tab into it, arrows to move, the choice follows the focus).
 */
export function StarRating({ value, onChange, error, errorId }: StarRatingProps) {
  const name = useId();
  return (
    <fieldset
      className={styles.rating}
      aria-describedby={error ? errorId : undefined}
      data-invalid={error ? true : undefined}
    >
      <legend className={styles.label}>Nota</legend>
      <div className={styles.stars}>
        {RATING_VALUES.map((n) => (
          <span key={n} className={styles.starOption}>
            <input
              id={`${name}-${n}`}
              className={styles.starInput}
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
            />
            <label htmlFor={`${name}-${n}`} className={styles.starLabel}>
              <Star filled={value !== null && n <= value} />
              <span className={visuallyHiddenClass}>{starLabel(n)}</span>
            </label>
          </span>
        ))}
        <span className={styles.ratingWord} aria-hidden="true">
          {value === null ? '' : RATING_WORDS[value]}
        </span>
      </div>
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A sent rating, read-only. */
export function StarsShown({ value }: { value: number }) {
  return (
    <p className={styles.starsShown} role="img" aria-label={`Nota ${value} de 5`}>
      {RATING_VALUES.map((n) => (
        <Star key={n} filled={n <= value} />
      ))}
    </p>
  );
}
