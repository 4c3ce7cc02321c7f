/**
 * Bodies of the personal data, password and affiliate profile forms. CPF and phone numbers are
 * accepted with or without their masks; the API keeps their digits.
 */
import { Type, type Static } from 'typebox';
import { PIX_KEY_KINDS, type PixKeyKind } from '../rules/pix-key';
import { affiliateProfileMessages as a, fieldMessages as m, profileMessages as p } from './messages';
import { OptionalText, RequiredText, type TextOptions } from './requests';

/** The new password's rules: bcrypt reads only its first 72 bytes, a longer one would be cut. */
export const PASSWORD_RULES = { minLength: 8, maxBytes: 72 } as const;

/** A CPF with its check digits right, masked or not. */
export function CpfText(attribute: string) {
  return Type.Unsafe<string>({
    type: 'string',
    format: 'cpf',
    description: 'CPF válido, com ou sem máscara',
    errorMessage: { required: m.required(attribute), type: m.string(attribute), format: p.cpf(attribute) },
  });
}

/** Exactly `digits` digits, with or without the punctuation of a phone mask. */
const maskedDigits = (digits: number) => `^[\\s.()-]*(?:\\d[\\s.()-]*){${digits}}$`;

/** A phone number with its area code: `digits` digits, masked or not. */
export function PhoneText(attribute: string, digits: number, description: string) {
  return Type.Unsafe<string>({
    type: 'string',
    pattern: maskedDigits(digits),
    description,
    errorMessage: { required: m.required(attribute), type: m.string(attribute), pattern: p.digits(attribute, digits) },
  });
}

/** An optional phone number: missing, null and blank all mean none. */
export function OptionalPhoneText(attribute: string, digits: number, description: string) {
  return Type.Optional(
    Type.Unsafe<string | null>({
      type: ['string', 'null'],
      pattern: `^\\s*$|${maskedDigits(digits)}`,
      description,
      errorMessage: { type: m.string(attribute), pattern: p.digits(attribute, digits) },
    }),
  );
}

/** An optional text field with one rule more (`pattern`, `format`...) and the message of its failure. */
function OptionalTextWith(attribute: string, options: TextOptions, rule: Record<string, unknown>, message: string) {
  const text = OptionalText(attribute, options) as { errorMessage?: Record<string, string> };
  const keyword = Object.keys(rule)[0] ?? 'default';
  return Type.Optional(
    Type.Unsafe<string | null>({ ...text, ...rule, errorMessage: { ...text.errorMessage, [keyword]: message } }),
  );
}

/** PUT /api/user. */
export const ProfileInput = Type.Object({
  name: RequiredText('nome', { max: 255, trimmed: true }),
  document: CpfText('CPF'),
  phone: OptionalPhoneText('telefone', 10, 'Telefone com DDD, 10 dígitos'),
  cellphone: PhoneText('celular', 11, 'Celular com DDD, 11 dígitos'),
});

/**
 * PUT /api/user/password. The passwords are compared trimmed, as the login form compares them;
 * whether the current one is right is checked by the API.
 */
export const PasswordInput = Type.Object(
  {
    current_password: RequiredText('senha atual', { trimmed: true, description: 'A senha atual' }),
    password: Type.Unsafe<string>({
      ...RequiredText('nova senha', { trimmed: true }),
      minLength: PASSWORD_RULES.minLength,
      maxBytes: PASSWORD_RULES.maxBytes,
      description: `A nova senha: ${PASSWORD_RULES.minLength} caracteres ou mais, até ${PASSWORD_RULES.maxBytes} bytes`,
      errorMessage: {
        required: m.required('nova senha'),
        type: m.string('nova senha'),
        not: m.invalidCharacters('nova senha'),
        pattern: m.required('nova senha'),
        minLength: p.min('nova senha', PASSWORD_RULES.minLength),
        maxBytes: m.max('nova senha', PASSWORD_RULES.maxBytes),
      },
    }),
    password_confirmation: Type.Optional(
      Type.Unknown({
        description: 'A nova senha outra vez',
        'x-trimmed': true,
        sameAs: 'password',
        errorMessage: p.confirmationMismatch,
      }),
    ),
  },
  {
    // Once a new password is given, its confirmation is too.
    if: { properties: { password: { type: 'string', minLength: 1 } }, required: ['password'] },
    then: {
      required: ['password_confirmation'],
      properties: { password_confirmation: { errorMessage: p.confirmationMismatch } },
    },
  },
);

const AGENCY_PATTERN = '^\\d{4}(?:-[\\dxX])?$';
const ACCOUNT_PATTERN = '^\\d{1,12}-?[\\dxX]$';
const INSTAGRAM_PATTERN = '^@?[A-Za-z0-9._]{1,30}$';

const bankFields = {
  bank_name: OptionalText('banco', { max: 100, trimmed: true, anyCharacter: true, description: 'Nome do banco' }),
  bank_agency: OptionalTextWith(
    'agência',
    { max: 6, trimmed: true, anyCharacter: true, description: "Agência, '0000' ou '0000-0'" },
    { pattern: AGENCY_PATTERN },
    a.agency,
  ),
  bank_account: OptionalTextWith(
    'conta',
    { max: 14, trimmed: true, anyCharacter: true, description: 'Conta com dígito verificador' },
    { pattern: ACCOUNT_PATTERN },
    a.account,
  ),
};
type BankField = keyof typeof bankFields;
const BANK_LABELS: Record<BankField, string> = { bank_name: 'banco', bank_agency: 'agência', bank_account: 'conta' };
const BANK_FIELDS = Object.keys(BANK_LABELS) as BankField[];

/**
 * The bank account is optional, but one given in part must be given in full: once each bank field
 * is right on its own, a missing one is required "when" the others given are present.
 */
function bankGivenInFull(): Record<string, unknown>[] {
  const given = (field: BankField) => ({ properties: { [field]: { type: 'string' } }, required: [field] });
  const missing = (field: BankField) => ({ properties: { [field]: { type: 'null' } } });
  return BANK_FIELDS.flatMap((field) => {
    const others = BANK_FIELDS.filter((other) => other !== field);
    const choices = [[others[0]], [others[1]], others].map((chosen) => chosen.filter((f) => f !== undefined));
    return choices.map((present) => ({
      if: {
        allOf: [
          { properties: bankFields },
          missing(field),
          ...present.map(given),
          ...others.filter((other) => !present.includes(other)).map(missing),
        ],
      },
      then: {
        required: [field],
        properties: {
          [field]: {
            type: 'string',
            errorMessage: a.requiredWith(BANK_LABELS[field], present.map((other) => BANK_LABELS[other]).join(' / ')),
          },
        },
      },
    }));
  });
}

const PIX_FORMAT_MESSAGES: Record<PixKeyKind, string> = {
  cpf: a.pixCpf,
  email: a.pixEmail,
  phone: a.pixPhone,
  random: a.pixRandom,
};

/** The Pix key is checked against the kind chosen (see normalizePixKeyOfKind). */
const pixKeyOfItsKind = PIX_KEY_KINDS.map((kind) => ({
  if: { properties: { pix_key_type: { const: kind } }, required: ['pix_key_type'] },
  then: {
    properties: {
      pix_key: {
        format: `pix-key-${kind}`,
        errorMessage: { required: a.pixKeyRequired, default: PIX_FORMAT_MESSAGES[kind] },
      },
    },
  },
}));

/** PUT /api/affiliates/profile. */
export const AffiliateProfileInput = Type.Object(
  {
    name: RequiredText('nome', { max: 255, trimmed: true }),
    document: CpfText('CPF'),
    cellphone: PhoneText('celular', 11, 'Celular com DDD, 11 dígitos'),
    pix_key_type: Type.Unsafe<PixKeyKind>({
      type: 'string',
      enum: [...PIX_KEY_KINDS],
      errorMessage: { required: a.pixTypeRequired, type: a.pixTypeRequired, enum: a.pixTypeInvalid },
    }),
    pix_key: Type.Unsafe<string>({
      type: 'string',
      pattern: '\\S',
      description: 'Chave Pix do tipo escolhido (CPF e celular com ou sem máscara)',
      errorMessage: a.pixKeyRequired,
    }),
    ...bankFields,
    bio: OptionalText('bio', { max: 500, trimmed: true, anyCharacter: true }),
    website: OptionalTextWith(
      'site',
      { max: 255, trimmed: true, anyCharacter: true, description: 'Endereço http(s)' },
      { format: 'http-url' },
      a.url,
    ),
    instagram: OptionalTextWith(
      'Instagram',
      { max: 31, trimmed: true, anyCharacter: true, description: "Usuário, com ou sem '@'" },
      { pattern: INSTAGRAM_PATTERN },
      a.instagram,
    ),
  },
  { allOf: [...pixKeyOfItsKind, ...bankGivenInFull()] },
);

export type ProfileInput = Static<typeof ProfileInput>;
export type PasswordInput = Static<typeof PasswordInput>;
export type AffiliateProfileInput = Static<typeof AffiliateProfileInput>;
