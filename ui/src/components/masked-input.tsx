import type { Ref } from 'react';
import { IMaskInput } from 'react-imask';
import { MASKS } from 'shared-contracts/forms';
import type { FieldControlProps } from './form-field';

/** How each Brazilian number is typed: its mask, keyboard, autofill hint and example. */
const KINDS = {
  cpf: { mask: MASKS.cpf, type: 'text', inputMode: 'numeric', autoComplete: undefined, placeholder: '000.000.000-00' },
  cellphone: {
    mask: MASKS.cellphone,
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel-national',
    placeholder: '(00) 00000-0000',
  },
  phone: {
    mask: MASKS.phone,
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel-national',
    placeholder: '(00) 0000-0000',
  },
  zipCode: {
    mask: MASKS.zipCode,
    type: 'text',
    inputMode: 'numeric',
    autoComplete: 'postal-code',
    placeholder: '00000-000',
  },
} as const;

export type MaskedKind = keyof typeof KINDS;

interface MaskedInputProps extends FieldControlProps {
  kind: MaskedKind;
  name: string;
  /** The digits, without the mask's characters. */
  value: string;
  /** Called with the digits as they are typed. */
  onChange: (value: string) => void;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A CPF, phone, cellphone or CEP field masked (react-imask) as it is typed; the form keeps only digits. */
export function MaskedInput({ kind, value, onChange, inputRef, ...props }: MaskedInputProps) {
  const { mask, ...look } = KINDS[kind];
  return (
    <IMaskInput
      {...props}
      {...look}
      inputRef={inputRef}
      mask={mask}
      unmask
      value={value}
      onAccept={(accepted: string) => onChange(accepted)}
    />
  );
}
