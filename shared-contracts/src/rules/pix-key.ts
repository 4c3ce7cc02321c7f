/** Pix keys (DICT): CPF, CNPJ, e-mail, mobile phone in +55 form, or a random key (EVP, a UUID). */
import { digitsOnly, isValidCnpj, isValidCpf } from './documents';
import { REFUND_LIMITS } from './limits';

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const RANDOM_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DIGITS_KEY = /^\+?[\d\s()./-]+$/;

/**
 * The key in the form the Pix directory stores it (digits for CPF and CNPJ, lower-case e-mail,
 * +55 and digits for a phone, lower-case UUID), or null when it is none of the five kinds.
 * Eleven digits that are a valid CPF are a CPF; otherwise a Brazilian mobile number.
 */
export function normalizePixKey(raw: string): string | null {
  const value = raw.trim();
  if (value === '' || value.length > REFUND_LIMITS.pixKey) return null;
  if (value.includes('@')) return EMAIL.test(value) ? value.toLowerCase() : null;
  if (RANDOM_KEY.test(value)) return value.toLowerCase();
  if (!DIGITS_KEY.test(value)) return null;

  const digits = digitsOnly(value);
  if (!value.startsWith('+')) {
    if (digits.length === 11 && isValidCpf(digits)) return digits;
    if (digits.length === 14 && isValidCnpj(digits)) return digits;
  }
  const national = value.startsWith('+') ? (digits.startsWith('55') ? digits.slice(2) : '') : digits;
  // DDD (11-99) and a mobile number (9 and eight digits).
  if (/^[1-9][1-9]9\d{8}$/.test(national)) return `+55${national}`;
  return null;
}
