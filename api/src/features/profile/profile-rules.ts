import type { FieldResult, FieldRule } from '../../http/validation';
import { validationMessages } from '../../http/validation';

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

/** CPF check digits (módulo 11); repeated digits such as 111.111.111-11 are refused. */
export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const numbers = [...digits].map(Number);
  const checkDigit = (length: number): number => {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += (numbers[i] ?? 0) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === numbers[9] && checkDigit(10) === numbers[10];
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
