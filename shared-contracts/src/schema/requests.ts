/**
 * Request bodies. Each field carries the pt-BR messages the API answers with (`errorMessage`, by
 * JSON Schema keyword); a null or blank value of a required field reports as missing.
 */
import { Type, type Static } from 'typebox';
import { ADDRESS_LIMITS, CHAT_MESSAGE_MAX_LENGTH } from '../rules/limits';
import { BRAZILIAN_UFS } from '../rules/ufs';
import { EMAIL_PATTERN, INVALID_TEXT_PATTERN, addressMessages, cartMessages, fieldMessages as m } from './messages';

/** Fails for text holding a character a text field never holds (see INVALID_TEXT_PATTERN). */
const NO_INVALID_TEXT = { type: 'string', pattern: INVALID_TEXT_PATTERN };

interface TextOptions {
  max: number;
  email?: boolean;
  description?: string;
}

/** A required text field (trimmed by the API; blank counts as missing). */
export function RequiredText(attribute: string, { max, email, description }: TextOptions) {
  return Type.String({
    maxLength: max,
    pattern: email ? EMAIL_PATTERN : '\\S',
    not: NO_INVALID_TEXT,
    ...(description ? { description } : {}),
    errorMessage: {
      required: m.required(attribute),
      type: m.string(attribute),
      not: m.invalidCharacters(attribute),
      maxLength: m.max(attribute, max),
      pattern: email ? m.email(attribute) : m.required(attribute),
    },
  });
}

/** An optional text field: missing, null and blank all mean none. */
export function OptionalText(attribute: string, { max, description }: TextOptions) {
  return Type.Optional(
    Type.Unsafe<string | null>({
      type: ['string', 'null'],
      maxLength: max,
      not: NO_INVALID_TEXT,
      ...(description ? { description } : {}),
      errorMessage: {
        type: m.string(attribute),
        not: m.invalidCharacters(attribute),
        maxLength: m.max(attribute, max),
      },
    }),
  );
}

/** Text matching `pattern` once trimmed (blank counts as missing), with the message of a mismatch. */
function RequiredPattern(attribute: string, pattern: string, mismatch: string, description: string) {
  return Type.String({
    pattern,
    description,
    errorMessage: { required: m.required(attribute), type: m.string(attribute), pattern: mismatch },
  });
}

/** A UF in any case, e.g. 'SP' or 'sp' (matched letter by letter, as JSON Schema has no flags). */
const UF_PATTERN = `^\\s*(?:${BRAZILIAN_UFS.map((uf) =>
  [...uf].map((letter) => `[${letter}${letter.toLowerCase()}]`).join(''),
).join('|')})\\s*$`;

/** Laravel's "boolean": true, false, 1, 0, "1", "0", "true", "false"; missing means false. */
export function LaravelBoolean(attribute: string) {
  return Type.Union(
    [
      Type.Boolean(),
      Type.Literal(0),
      Type.Literal(1),
      Type.Literal('0'),
      Type.Literal('1'),
      Type.Literal('true'),
      Type.Literal('false'),
      Type.Null(),
    ],
    { errorMessage: { default: m.boolean(attribute) } },
  );
}

/** POST /api/newsletter/save. */
export const NewsletterSignUp = Type.Object({
  name: RequiredText('nome', { max: 255 }),
  email: RequiredText('e-mail', { max: 255, email: true }),
});

/** POST /api/login. */
export const LoginCredentials = Type.Object({
  email: RequiredText('e-mail', { max: 255, email: true }),
  password: RequiredText('senha', { max: 255 }),
  remember: Type.Optional(LaravelBoolean('lembrar de mim')),
});

/** POST /api/login/google: the authorization code of Google's sign-in. */
export const GoogleLoginInput = Type.Object({
  code: RequiredText('code', { max: 2048 }),
  remember: Type.Optional(LaravelBoolean('lembrar de mim')),
});

/** POST /api/addresses and PUT /api/addresses/:id (the API keeps the CEP's digits, 'S/N' and the UF in capitals). */
export const AddressInput = Type.Object({
  name: RequiredText('nome do endereço', { max: ADDRESS_LIMITS.name, description: "Rótulo, ex. 'Casa'" }),
  zip_code: RequiredPattern(
    'CEP',
    '^[\\s.-]*(?:\\d[\\s.-]*){8}$',
    addressMessages.zipDigits,
    'CEP, 8 dígitos, com ou sem máscara',
  ),
  street: RequiredText('rua', { max: ADDRESS_LIMITS.street }),
  number: RequiredText('número', { max: ADDRESS_LIMITS.number, description: "Número, ou 'S/N'" }),
  complement: OptionalText('complemento', { max: ADDRESS_LIMITS.complement }),
  neighborhood: RequiredText('bairro', { max: ADDRESS_LIMITS.neighborhood }),
  city_name: RequiredText('cidade', { max: ADDRESS_LIMITS.city }),
  state_name: RequiredPattern('estado', UF_PATTERN, addressMessages.invalidUf, "UF, ex. 'SP'"),
});

/** POST /api/chats/:id/messages. */
export const ChatMessageInput = Type.Object({
  message: RequiredText('mensagem', { max: CHAT_MESSAGE_MAX_LENGTH }),
});

/** A whole number sent as a JSON number or as digits ("12"), as the cart calls accept ids. */
export function WholeNumber(messages: { required?: string; invalid: string }, description: string) {
  return Type.Unsafe<number | string>({
    anyOf: [
      { type: 'integer', minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER },
      { type: 'string', pattern: '^\\s*-?\\d{1,15}\\s*$' },
    ],
    description,
    errorMessage: { ...(messages.required ? { required: messages.required } : {}), default: messages.invalid },
  });
}

/** POST /api/cart/update-address. */
export const CartAddressInput = Type.Object({
  address_id: WholeNumber(
    { required: cartMessages.addressRequired, invalid: cartMessages.addressInteger },
    'Id de um endereço do cliente',
  ),
});

/** POST /api/cart/coupon-validate. */
export const CouponInput = Type.Object({
  code: Type.String({
    maxLength: 40,
    pattern: '\\S',
    description: 'O código do cupom',
    errorMessage: {
      required: cartMessages.couponRequired,
      type: cartMessages.couponInvalid,
      maxLength: cartMessages.couponTooLong,
      pattern: cartMessages.couponRequired,
    },
  }),
});

export type NewsletterSignUp = Static<typeof NewsletterSignUp>;
export type ChatMessageInput = Static<typeof ChatMessageInput>;
export type CartAddressInput = Static<typeof CartAddressInput>;
export type CouponInput = Static<typeof CouponInput>;
export type AddressInput = Static<typeof AddressInput>;
export type LoginCredentials = Static<typeof LoginCredentials>;
export type GoogleLoginInput = Static<typeof GoogleLoginInput>;
