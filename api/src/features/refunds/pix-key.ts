/** Pix keys (DICT): CPF, CNPJ, e-mail, mobile phone in +55 form, or a random key (EVP, a UUID). */

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const RANDOM_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DIGITS_KEY = /^\+?[\d\s()./-]+$/;

const digitsOf = (value: string): string => value.replace(/\D+/g, '');

function checkDigit(digits: number[], weights: number[]): number {
  const sum = weights.reduce((total, weight, i) => total + weight * (digits[i] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCpf(value: string): boolean {
  const cpf = digitsOf(value);
  if (cpf.length !== 11 || /^(\d)\1{10}$/.test(cpf)) return false;
  const d = [...cpf].map(Number);
  const first = checkDigit(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === d[9] && second === d[10];
}

export function isValidCnpj(value: string): boolean {
  const cnpj = digitsOf(value);
  if (cnpj.length !== 14 || /^(\d)\1{13}$/.test(cnpj)) return false;
  const d = [...cnpj].map(Number);
  const first = checkDigit(d, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(d, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === d[12] && second === d[13];
}

/**
 * The key in the form the Pix directory stores it (digits for CPF and CNPJ, lower-case e-mail,
 * +55 and digits for a phone, lower-case UUID), or null when it is none of the five kinds.
 * Eleven digits that are a valid CPF are a CPF; otherwise a Brazilian mobile number.
 */
export function normalizePixKey(raw: string): string | null {
  const value = raw.trim();
  if (value === '' || value.length > 77) return null;
  if (value.includes('@')) return EMAIL.test(value) ? value.toLowerCase() : null;
  if (RANDOM_KEY.test(value)) return value.toLowerCase();
  if (!DIGITS_KEY.test(value)) return null;

  const digits = digitsOf(value);
  if (!value.startsWith('+')) {
    if (digits.length === 11 && isValidCpf(digits)) return digits;
    if (digits.length === 14 && isValidCnpj(digits)) return digits;
  }
  const national = value.startsWith('+') ? (digits.startsWith('55') ? digits.slice(2) : '') : digits;
  // DDD (11-99) and a mobile number (9 and eight digits).
  if (/^[1-9][1-9]9\d{8}$/.test(national)) return `+55${national}`;
  return null;
}
