import { useState } from 'react';
import { IMaskInput } from 'react-imask';
import { CURRENCY } from 'shared-contracts';
import { useHydrated } from 'ui';

interface CurrencyInputProps {
  id: string;
  name: string;
  /** The number, or null when empty. */
  value: number | null;
  onChange: (value: number | null) => void;
  className?: string;
  'aria-describedby'?: string;
}

const NUMBER_BLOCK = {
  mask: Number,
  scale: CURRENCY.decimals,
  radix: CURRENCY.decimalSeparator,
  thousandsSeparator: CURRENCY.thousandsSeparator,
  mapToRadix: ['.'],
  padFractionalZeros: true,
  normalizeZeros: true,
  // Negatives are accepted by default (spec §5); the cap keeps the number a safe one.
  min: -1e15,
  max: 1e15,
};

/** '1234.5' → 1234.5; '' → null. */
export function parseUnmasked(text: string): number | null {
  if (text.trim() === '' || text === '-') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** 1234.5 → '1234.50', the unmasked text the mask shows as 'R$ 1.234,50'. */
function toUnmasked(value: number | null): string {
  return value === null ? '' : value.toFixed(CURRENCY.decimals);
}

/**
 * A money field (spec §5, P-14): 'R$ ' prefix, decimal comma, thousands dot, 2 decimals.
 * `value` is read when the field mounts; give it a new key to reset it from outside.
 *
 * Drawn by the server, it is disabled until the browser has hydrated it: digits typed before its
 * mask answers would be wiped when it does, and a disabled field says it is not ready yet.
 */
export function CurrencyInput({ id, name, value, onChange, className, ...aria }: CurrencyInputProps) {
  const [text, setText] = useState(() => toUnmasked(value));
  const hydrated = useHydrated();
  return (
    <IMaskInput
      id={id}
      name={name}
      className={className}
      disabled={!hydrated}
      inputMode="decimal"
      autoComplete="off"
      mask={`${CURRENCY.prefix}num`}
      blocks={{ num: NUMBER_BLOCK }}
      lazy
      value={text}
      unmask
      onAccept={(unmasked: string) => {
        setText(unmasked);
        onChange(parseUnmasked(unmasked));
      }}
      placeholder={`${CURRENCY.prefix}0,00`}
      {...aria}
    />
  );
}
