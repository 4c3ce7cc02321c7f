/** Pix keys (DICT): CPF, CNPJ, e-mail, mobile phone in +55 form, or a random key (EVP, a UUID). */
import { digitsOnly, isValidCnpj, isValidCpf } from './documents';
import { REFUND_LIMITS } from './limits';

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const RANDOM_KEY = new RegExp(`^${UUID}$`, 'i');
const DIGITS_KEY = /^\+?[\d\s()./-]+$/;
/** DDD (11-99) and a mobile number (9 and eight digits). */
const MOBILE = /^[1-9][1-9]9\d{8}$/;

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
  if (MOBILE.test(national)) return `+55${national}`;
  return null;
}

/** The kinds of key an affiliate chooses from for their commissions. */
export const PIX_KEY_KINDS = ['cpf', 'email', 'phone', 'random'] as const;
export type PixKeyKind = (typeof PIX_KEY_KINDS)[number];

// Typed by hand: digits with the punctuation of the masks, an optional '+'.
const MASKED_DIGITS = /^[\d\s.()+-]*$/;
// A random key (EVP) as a UUID or as its 32 hexadecimal digits.
const TYPED_RANDOM_KEY = new RegExp(`^(?:[0-9a-f]{32}|${UUID})$`);

/**
 * A key of the chosen kind in the form the affiliate profile keeps it (CPF and phone as digits,
 * the phone without +55, e-mail and random key in lower case), or null when it is not one.
 */
export function normalizePixKeyOfKind(kind: PixKeyKind, raw: string): string | null {
  const value = raw.trim();
  const digits = MASKED_DIGITS.test(value) ? digitsOnly(value) : '';
  switch (kind) {
    case 'cpf':
      return isValidCpf(digits) ? digits : null;
    case 'email':
      return value.length <= REFUND_LIMITS.pixKey && EMAIL.test(value) ? value.toLowerCase() : null;
    case 'phone': {
      // '+55' in front is accepted; what remains is DDD + nine-digit mobile number.
      const national = digits.length === 13 && digits.startsWith('55') ? digits.slice(2) : digits;
      return MOBILE.test(national) ? national : null;
    }
    case 'random':
      return TYPED_RANDOM_KEY.test(value.toLowerCase()) ? value.toLowerCase() : null;
  }
}
