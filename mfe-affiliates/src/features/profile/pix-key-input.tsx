import { IMaskInput } from 'react-imask';
import { type PixKeyType } from 'shared-contracts';
import { MASKS } from 'shared-contracts/forms';
import type { FieldControlProps } from 'ui';

interface PixKeyInputProps {
  control: FieldControlProps;
  type: PixKeyType | '';
  value: string;
  onChange: (value: string) => void;
}

/** What each kind of key looks like while it is typed. */
export const PIX_KEY_PLACEHOLDERS: Readonly<Record<PixKeyType, string>> = {
  cpf: '000.000.000-00',
  email: 'voce@exemplo.com.br',
  phone: '(00) 00000-0000',
  random: '123e4567-e89b-12d3-a456-426614174000',
};

/**
 * The Pix key, masked by its type: CPF and mobile numbers get their masks (the value kept is the
 * digits), an e-mail and a random key are typed as they are. Disabled until a type is chosen.
 */
export function PixKeyInput({ control, type, value, onChange }: PixKeyInputProps) {
  if (type === 'cpf' || type === 'phone') {
    return (
      <IMaskInput
        // A new mask for a new type: the field starts again rather than reinterpreting the digits.
        key={type}
        {...control}
        mask={type === 'cpf' ? MASKS.cpf : MASKS.cellphone}
        unmask
        value={value}
        onAccept={(accepted: string) => onChange(accepted)}
        name="pix_key"
        type={type === 'cpf' ? 'text' : 'tel'}
        inputMode="numeric"
        placeholder={PIX_KEY_PLACEHOLDERS[type]}
        required
      />
    );
  }
  return (
    <input
      key={type || 'none'}
      {...control}
      name="pix_key"
      type={type === 'email' ? 'email' : 'text'}
      autoComplete={type === 'email' ? 'email' : 'off'}
      autoCapitalize="none"
      spellCheck={false}
      maxLength={type === 'email' ? 77 : 36}
      placeholder={type ? PIX_KEY_PLACEHOLDERS[type] : 'Escolha o tipo de chave primeiro'}
      disabled={type === ''}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
    />
  );
}
