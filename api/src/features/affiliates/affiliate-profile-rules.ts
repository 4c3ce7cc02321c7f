import { ValidationError, type FieldErrors } from '../../http/errors';
import { requiredString, validationMessages, type FieldRule } from '../../http/validation';
import { isValidCpf } from 'shared-contracts/rules';
import { requiredCpf, requiredPhone } from '../profile/profile-rules';

export const PIX_KEY_TYPES = ['cpf', 'email', 'phone', 'random'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export const BIO_MAX = 500;

/** pt-BR messages of the affiliate profile, worded like Laravel's Portuguese language pack. */
export const AFFILIATE_PROFILE_MESSAGES = {
  pixTypeRequired: 'O campo tipo de chave Pix é obrigatório.',
  pixTypeInvalid: 'O campo tipo de chave Pix selecionado é inválido.',
  pixKeyRequired: 'O campo chave Pix é obrigatório.',
  pixCpf: 'A chave Pix deve ser um CPF válido.',
  pixEmail: 'A chave Pix deve ser um endereço de e-mail válido.',
  pixPhone: 'A chave Pix deve ser um celular com DDD (11 dígitos).',
  pixRandom: 'A chave Pix aleatória deve ter 32 caracteres hexadecimais ou o formato UUID.',
  requiredWith: (attribute: string, others: string) =>
    `O campo ${attribute} é obrigatório quando ${others} está presente.`,
  agency: 'O campo agência deve ter 4 dígitos, com dígito verificador opcional (0000-0).',
  account: 'O campo conta deve ter de 1 a 12 dígitos e o dígito verificador (00000-0).',
  url: 'O campo site deve ser uma URL válida.',
  instagram: 'O campo Instagram deve ser um nome de usuário válido (letras, números, ponto e sublinhado).',
} as const;

export interface AffiliateProfileInput {
  name: string;
  /** CPF digits. */
  document: string;
  /** 11 digits. */
  cellphone: string;
  pix_key_type: PixKeyType;
  /** Normalised: CPF and phone as digits, e-mail and random key in lower case. */
  pix_key: string;
  bank_name: string | null;
  bank_agency: string | null;
  bank_account: string | null;
  bio: string;
  website: string | null;
  /** Without the '@'. */
  instagram: string | null;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const MASKED_NUMBER = /^[\d\s.()+-]*$/;
const RANDOM_KEY = /^(?:[0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
const AGENCY = /^\d{4}(?:-[\dxX])?$/;
const ACCOUNT = /^\d{1,12}-?[\dxX]$/;
const INSTAGRAM = /^@?([A-Za-z0-9._]{1,30})$/;

function source(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A key of the given type, normalised, or the message that says what is wrong with it. */
export function checkPixKey(
  type: PixKeyType,
  raw: string,
): { ok: true; value: string } | { ok: false; message: string } {
  const value = raw.trim();
  switch (type) {
    case 'cpf': {
      const digits = MASKED_NUMBER.test(value) ? value.replace(/\D+/g, '') : '';
      return isValidCpf(digits)
        ? { ok: true, value: digits }
        : { ok: false, message: AFFILIATE_PROFILE_MESSAGES.pixCpf };
    }
    case 'email':
      return value.length <= 77 && EMAIL_PATTERN.test(value)
        ? { ok: true, value: value.toLowerCase() }
        : { ok: false, message: AFFILIATE_PROFILE_MESSAGES.pixEmail };
    case 'phone': {
      // '+55' in front is accepted; what remains is DDD + nine-digit mobile number.
      let digits = MASKED_NUMBER.test(value) ? value.replace(/\D+/g, '') : '';
      if (digits.length === 13 && digits.startsWith('55')) digits = digits.slice(2);
      return /^[1-9][1-9]9\d{8}$/.test(digits)
        ? { ok: true, value: digits }
        : { ok: false, message: AFFILIATE_PROFILE_MESSAGES.pixPhone };
    }
    case 'random': {
      const key = value.toLowerCase();
      return RANDOM_KEY.test(key)
        ? { ok: true, value: key }
        : { ok: false, message: AFFILIATE_PROFILE_MESSAGES.pixRandom };
    }
  }
}

function optionalText(attribute: string, max: number): FieldRule<string | null> {
  return {
    check: (value) => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
        return { ok: true, value: null };
      }
      if (typeof value !== 'string') return { ok: false, message: validationMessages.string(attribute) };
      const trimmed = value.trim();
      return trimmed.length > max
        ? { ok: false, message: validationMessages.max(attribute, max) }
        : { ok: true, value: trimmed };
    },
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const personalRules = {
  name: requiredString('nome', { max: 255 }),
  document: requiredCpf('CPF'),
  cellphone: requiredPhone('celular', 11),
};

/**
 * Checks the whole profile and throws one 422 listing every wrong field, in the order of the
 * form. The Pix key is checked against its type; the bank fields are optional, but a bank given
 * in part must be given in full.
 */
export function validateAffiliateProfile(body: unknown): AffiliateProfileInput {
  const input = source(body);
  const errors: FieldErrors = {};
  const values: Partial<AffiliateProfileInput> = {};

  for (const [field, rule] of Object.entries(personalRules)) {
    const result = rule.check(input[field]);
    if (result.ok) (values as Record<string, unknown>)[field] = result.value;
    else errors[field] = [result.message];
  }

  const type = input.pix_key_type;
  const typeIsValid = typeof type === 'string' && (PIX_KEY_TYPES as readonly string[]).includes(type);
  if (text(type) === null) errors.pix_key_type = [AFFILIATE_PROFILE_MESSAGES.pixTypeRequired];
  else if (!typeIsValid) errors.pix_key_type = [AFFILIATE_PROFILE_MESSAGES.pixTypeInvalid];
  else values.pix_key_type = type as PixKeyType;

  const key = input.pix_key;
  if (text(key) === null) errors.pix_key = [AFFILIATE_PROFILE_MESSAGES.pixKeyRequired];
  else if (typeof key !== 'string') errors.pix_key = [validationMessages.string('chave Pix')];
  else if (values.pix_key_type) {
    const checked = checkPixKey(values.pix_key_type, key);
    if (checked.ok) values.pix_key = checked.value;
    else errors.pix_key = [checked.message];
  }

  const bankRules = {
    bank_name: optionalText('banco', 100),
    bank_agency: optionalText('agência', 6),
    bank_account: optionalText('conta', 14),
  };
  for (const [field, rule] of Object.entries(bankRules)) {
    const result = rule.check(input[field]);
    if (result.ok) (values as Record<string, unknown>)[field] = result.value;
    else errors[field] = [result.message];
  }
  if (values.bank_agency && !AGENCY.test(values.bank_agency)) errors.bank_agency = [AFFILIATE_PROFILE_MESSAGES.agency];
  if (values.bank_account && !ACCOUNT.test(values.bank_account)) {
    errors.bank_account = [AFFILIATE_PROFILE_MESSAGES.account];
  }
  const bankGiven = [values.bank_name, values.bank_agency, values.bank_account].some(Boolean);
  if (
    bankGiven &&
    errors.bank_name === undefined &&
    errors.bank_agency === undefined &&
    errors.bank_account === undefined
  ) {
    const labels = { bank_name: 'banco', bank_agency: 'agência', bank_account: 'conta' } as const;
    for (const field of ['bank_name', 'bank_agency', 'bank_account'] as const) {
      if (values[field]) continue;
      const others = (['bank_name', 'bank_agency', 'bank_account'] as const)
        .filter((other) => other !== field && values[other])
        .map((other) => labels[other])
        .join(' / ');
      errors[field] = [AFFILIATE_PROFILE_MESSAGES.requiredWith(labels[field], others)];
    }
  }

  const bio = optionalText('bio', BIO_MAX).check(input.bio);
  if (bio.ok) values.bio = bio.value ?? '';
  else errors.bio = [bio.message];

  const website = optionalText('site', 255).check(input.website);
  if (!website.ok) errors.website = [website.message];
  else if (website.value !== null && !isHttpUrl(website.value)) errors.website = [AFFILIATE_PROFILE_MESSAGES.url];
  else values.website = website.value;

  const instagram = optionalText('Instagram', 31).check(input.instagram);
  if (!instagram.ok) errors.instagram = [instagram.message];
  else if (instagram.value === null) values.instagram = null;
  else {
    const match = INSTAGRAM.exec(instagram.value);
    if (match?.[1]) values.instagram = match[1];
    else errors.instagram = [AFFILIATE_PROFILE_MESSAGES.instagram];
  }

  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return values as AffiliateProfileInput;
}
