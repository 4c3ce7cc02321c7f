import type { FieldResult, FieldRule } from '../../http/validation';
import { validationMessages } from '../../http/validation';
import { isValidCpf } from 'shared-contracts/rules';

/** pt-BR messages of the profile rules, in the wording of Laravel's Portuguese language pack. */
export const profileMessages = {
  cpf: (attribute: string) => `O campo ${attribute} não é um CPF válido.`,
  digits: (attribute: string, digits: number) => `O campo ${attribute} deve ter ${digits} dígitos.`,
  min: (attribute: string, min: number) => `O campo ${attribute} deve ter pelo menos ${min} caracteres.`,
  max: validationMessages.max,
} as const;

// Digits with the punctuation of the CPF and phone masks; anything else is not a masked number.
const MASKED_NUMBER = /^[\d\s.()-]*$/;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The digits of a masked or unmasked number, or null when it holds other characters. */
function digitsOf(value: string): string | null {
  return MASKED_NUMBER.test(value) ? value.replace(/\D+/g, '') : null;
}

/** A required CPF, masked or not; the value kept is its 11 digits. */
export function requiredCpf(attribute: string): FieldRule<string> {
  return {
    check: (value): FieldResult<string> => {
      if (isBlank(value)) return { ok: false, message: validationMessages.required(attribute) };
      if (typeof value !== 'string') return { ok: false, message: validationMessages.string(attribute) };
      const digits = digitsOf(value.trim());
      return digits !== null && isValidCpf(digits)
        ? { ok: true, value: digits }
        : { ok: false, message: profileMessages.cpf(attribute) };
    },
  };
}

function checkPhone(value: unknown, attribute: string, length: number): FieldResult<string> {
  if (typeof value !== 'string') return { ok: false, message: validationMessages.string(attribute) };
  const digits = digitsOf(value.trim());
  return digits !== null && digits.length === length
    ? { ok: true, value: digits }
    : { ok: false, message: profileMessages.digits(attribute, length) };
}

/** A required phone number of exactly `length` digits (area code included), masked or not. */
export function requiredPhone(attribute: string, length: number): FieldRule<string> {
  return {
    check: (value) =>
      isBlank(value)
        ? { ok: false, message: validationMessages.required(attribute) }
        : checkPhone(value, attribute, length),
  };
}

/** An optional phone number: blank is kept as null, anything else must have `length` digits. */
export function optionalPhone(attribute: string, length: number): FieldRule<string | null> {
  return {
    check: (value) => (isBlank(value) ? { ok: true, value: null } : checkPhone(value, attribute, length)),
  };
}
