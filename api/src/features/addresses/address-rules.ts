import { ADDRESS_LIMITS } from 'shared-contracts/rules';
import { BRAZILIAN_UFS, addressMessages, type Uf } from 'shared-contracts/schema';
import type { FieldResult, FieldRule } from '../../http/validation';
import { optionalString, requiredString, validationMessages } from '../../http/validation';

export { BRAZILIAN_UFS, type Uf };

export const ADDRESS_MESSAGES = {
  notFound: 'Endereço não encontrado.',
  customersOnly: 'Apenas clientes têm endereços.',
  limit: `Você pode cadastrar até ${ADDRESS_LIMITS.perUser} endereços.`,
  ...addressMessages,
  inUse: 'Este endereço está em uso e não pode ser excluído.',
} as const;

const UF_SET: ReadonlySet<string> = new Set(BRAZILIAN_UFS);

// Digits with the punctuation a CEP may be written with (01304-001, 01.304-001).
const MASKED_ZIP = /^[\d\s.-]*$/;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A required CEP, masked or not; the value kept is its 8 digits. */
export function requiredZipCode(attribute: string): FieldRule<string> {
  return {
    check: (value): FieldResult<string> => {
      if (isBlank(value)) return { ok: false, message: validationMessages.required(attribute) };
      if (typeof value !== 'string') return { ok: false, message: validationMessages.string(attribute) };
      const trimmed = value.trim();
      const digits = MASKED_ZIP.test(trimmed) ? trimmed.replace(/\D+/g, '') : '';
      return digits.length === 8 ? { ok: true, value: digits } : { ok: false, message: ADDRESS_MESSAGES.zipDigits };
    },
  };
}

/** A required house number; 'S/N' (no number) in any case or spacing is kept as 'S/N'. */
export function requiredHouseNumber(attribute: string, max: number): FieldRule<string> {
  const text = requiredString(attribute, { max });
  return {
    check: (value) => {
      const result = text.check(value);
      if (!result.ok) return result;
      return /^s\s*\/?\s*n\.?$/i.test(result.value) ? { ok: true, value: 'S/N' } : result;
    },
  };
}

/** A required UF, in any case; the value kept is upper case. */
export function requiredUf(attribute: string): FieldRule<Uf> {
  return {
    check: (value) => {
      if (isBlank(value)) return { ok: false, message: validationMessages.required(attribute) };
      if (typeof value !== 'string') return { ok: false, message: validationMessages.string(attribute) };
      const uf = value.trim().toUpperCase();
      return UF_SET.has(uf) ? { ok: true, value: uf as Uf } : { ok: false, message: ADDRESS_MESSAGES.invalidUf };
    },
  };
}

/** Body of POST and PUT /api/addresses, field by field in the form's order. */
export const addressSchema = {
  name: requiredString('nome do endereço', { max: ADDRESS_LIMITS.name }),
  zip_code: requiredZipCode('CEP'),
  street: requiredString('rua', { max: ADDRESS_LIMITS.street }),
  number: requiredHouseNumber('número', ADDRESS_LIMITS.number),
  complement: optionalString('complemento', { max: ADDRESS_LIMITS.complement }),
  neighborhood: requiredString('bairro', { max: ADDRESS_LIMITS.neighborhood }),
  city_name: requiredString('cidade', { max: ADDRESS_LIMITS.city }),
  state_name: requiredUf('estado'),
};
