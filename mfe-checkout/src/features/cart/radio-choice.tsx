import type { ReactNode } from 'react';
import { cx } from 'ui';

interface RadioChoiceProps {
  /** The radio group's name. */
  name: string;
  value: string | number;
  checked: boolean;
  onSelect: () => void;
  className: string | undefined;
  /** Added to the choice's class while it is the one chosen. */
  checkedClassName: string | undefined;
  /** What the choice shows beside its radio. */
  children: ReactNode;
}

/** One choice of a radio group (an address, a shipping option, a payment method), the whole box clickable. */
export function RadioChoice({
  name,
  value,
  checked,
  onSelect,
  className,
  checkedClassName,
  children,
}: RadioChoiceProps) {
  return (
    <label className={cx(className, checked && checkedClassName)}>
      <input type="radio" name={name} value={value} checked={checked} onChange={onSelect} />
      {children}
    </label>
  );
}

/** The sentence under a group of choices when none fits, pointed to by the group's `aria-describedby`. */
export function ChoiceError({
  id,
  className,
  error,
}: {
  id: string;
  className: string | undefined;
  error: string | null | undefined;
}) {
  if (!error) return null;
  return (
    <p id={id} className={className}>
      {error}
    </p>
  );
}
