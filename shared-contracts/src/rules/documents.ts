/** CPF and CNPJ checks; the check digits come from @brazilian-utils/brazilian-utils. */
import { isValidCnpj as hasValidCnpjDigits } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf as hasValidCpfDigits } from '@brazilian-utils/brazilian-utils/is-valid-cpf';

/** Only the digits of a masked value. */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

/**
 * The digits of the value make a CPF: eleven of them, not all the same, with both check digits
 * (módulo 11) right. Whatever punctuation surrounds the digits is ignored.
 */
export function isValidCpf(value: string): boolean {
  const cpf = digitsOnly(value);
  return cpf.length === 11 && hasValidCpfDigits(cpf);
}

/** The digits of the value make a numeric CNPJ: fourteen of them, not all the same, check digits right. */
export function isValidCnpj(value: string): boolean {
  const cnpj = digitsOnly(value);
  return cnpj.length === 14 && hasValidCnpjDigits(cnpj);
}
