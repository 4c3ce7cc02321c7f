/**
 * String formats of the contract's own (JSON Schema `format`), checked by the contract's rules: the
 * API registers each with its validator, and OpenAPI readers see the name.
 */
import { cardBrandOfDigits, isCardNumber } from '../rules/card-brand';
import { isValidCpf } from '../rules/documents';
import { normalizePixKey, normalizePixKeyOfKind, type PixKeyKind } from '../rules/pix-key';

// Digits with the punctuation of the CPF and phone masks.
const MASKED_NUMBER = /^[\d\s.()-]*$/;

const pixKeyOf = (kind: PixKeyKind) => (value: string) => normalizePixKeyOfKind(kind, value) !== null;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const SCHEMA_FORMATS: Readonly<Record<string, (value: string) => boolean>> = {
  /** A CPF with its check digits right, masked or not. */
  cpf: (value) => MASKED_NUMBER.test(value.trim()) && isValidCpf(value),
  /** Any Pix key: CPF, CNPJ, e-mail, mobile phone or random key. */
  'pix-key': (value) => normalizePixKey(value) !== null,
  'pix-key-cpf': pixKeyOf('cpf'),
  'pix-key-email': pixKeyOf('email'),
  'pix-key-phone': pixKeyOf('phone'),
  'pix-key-random': pixKeyOf('random'),
  /** An http(s) address with a domain name. */
  'http-url': isHttpUrl,
  /** A card number as typed (mask's spaces and hyphens allowed) that could be a card. */
  'card-number': isCardNumber,
  /** A card number of a brand the store accepts (see cardBrandOfDigits). */
  'accepted-card-brand': (value) => cardBrandOfDigits(value.replace(/[\s-]+/g, '')) !== 'unknown',
};
