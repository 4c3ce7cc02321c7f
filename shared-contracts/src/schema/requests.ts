/**
 * Request bodies. Each field carries the pt-BR messages the API answers with (`errorMessage`, by
 * JSON Schema keyword); a null or blank value of a required field reports as missing.
 */
import { Type, type Static } from 'typebox';
import { ADDRESS_LIMITS, CART_LINE_MAX_QUANTITY, CHAT_MESSAGE_MAX_LENGTH } from '../rules/limits';
import { BRAZILIAN_UFS } from '../rules/ufs';
import {
  EMAIL_PATTERN,
  INVALID_TEXT_PATTERN,
  addressMessages,
  cartMessages,
  chatMessages,
  fieldMessages as m,
} from './messages';

/** Fails for text holding a character a text field never holds (see INVALID_TEXT_PATTERN). */
const NO_INVALID_TEXT = { type: 'string', pattern: INVALID_TEXT_PATTERN };

export interface TextOptions {
  /** Longest text, in characters. */
  max?: number;
  email?: boolean;
  description?: string;
  /**
   * Checked, and kept, trimmed, blank as none (`x-trimmed`, done by the API before the body is
   * checked): the length counted is the trimmed text's.
   */
  trimmed?: boolean;
  /** Control characters are accepted too (the field is not checked for them). */
  anyCharacter?: boolean;
}

function textKeywords({ description, trimmed, anyCharacter }: TextOptions) {
  return {
    ...(anyCharacter ? {} : { not: NO_INVALID_TEXT }),
    ...(description ? { description } : {}),
    ...(trimmed ? { 'x-trimmed': true } : {}),
  };
}

/** A required text field (trimmed by the API; blank counts as missing). */
export function RequiredText(attribute: string, options: TextOptions) {
  const { max, email } = options;
  return Type.Unsafe<string>({
    type: 'string',
    ...(max !== undefined ? { maxLength: max } : {}),
    pattern: email ? EMAIL_PATTERN : '\\S',
    ...textKeywords(options),
    errorMessage: {
      required: m.required(attribute),
      type: m.string(attribute),
      not: m.invalidCharacters(attribute),
      ...(max !== undefined ? { maxLength: m.max(attribute, max) } : {}),
      pattern: email ? m.email(attribute) : m.required(attribute),
    },
  });
}

/** An optional text field: missing, null and blank all mean none. */
export function OptionalText(attribute: string, options: TextOptions) {
  return Type.Optional(
    Type.Unsafe<string | null>({
      type: ['string', 'null'],
      ...(options.max !== undefined ? { maxLength: options.max } : {}),
      ...textKeywords(options),
      errorMessage: {
        type: m.string(attribute),
        not: m.invalidCharacters(attribute),
        ...(options.max !== undefined ? { maxLength: m.max(attribute, options.max) } : {}),
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

/** What a checked LaravelBoolean says: true for true, 1, "1" and "true"; anything else (or none) is false. */
export function isLaravelTrue(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
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

/**
 * POST /api/chats: the product's id (a JSON number; null is missing, anything else not a product
 * the API knows), and the first message, checked once trimmed with its line breaks as "\n"
 * (`x-trimmed-text`, done by the API before the body is checked). Whether the product exists is
 * checked by the API.
 */
export const StartChatInput = Type.Object({
  product_id: Type.Unsafe<number>({
    description: 'Id do produto (número)',
    if: { type: 'null' },
    then: false,
    else: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER, errorMessage: chatMessages.product },
    errorMessage: { required: chatMessages.productRequired },
  }),
  message: Type.Unsafe<string>({
    ...RequiredText('mensagem', {
      max: CHAT_MESSAGE_MAX_LENGTH,
      description: `Texto, obrigatório, até ${CHAT_MESSAGE_MAX_LENGTH} caracteres`,
    }),
    'x-trimmed-text': true,
  }),
});

/**
 * A whole number sent as a JSON number or as digits ("12"), as the cart calls accept ids: the API
 * reads digits as the number, and blank text as null, before the body is checked (`x-whole-number`).
 */
export function WholeNumber(
  messages: { required: string; invalid: string; minimum?: string; maximum?: string },
  description: string,
  range: { minimum?: number; maximum?: number } = {},
) {
  const limited = range.minimum !== undefined || range.maximum !== undefined;
  return Type.Unsafe<number>({
    description,
    'x-whole-number': true,
    allOf: [
      {
        type: 'integer',
        minimum: -Number.MAX_SAFE_INTEGER,
        maximum: Number.MAX_SAFE_INTEGER,
        errorMessage: { required: messages.required, default: messages.invalid },
      },
      ...(limited ? [{ ...range, errorMessage: { minimum: messages.minimum, maximum: messages.maximum } }] : []),
    ],
    errorMessage: { required: messages.required },
  });
}

/** An optional whole number (JSON number or digits); missing, null and blank text all mean none. */
export function OptionalWholeNumber(invalid: string, description: string) {
  return Type.Optional(
    Type.Unsafe<number | null>({
      description,
      'x-whole-number': true,
      type: ['integer', 'null'],
      minimum: -Number.MAX_SAFE_INTEGER,
      maximum: Number.MAX_SAFE_INTEGER,
      errorMessage: invalid,
    }),
  );
}

/** POST /api/cart/add (the stock and the product's variation are checked by the API). */
export const AddToCartInput = Type.Object({
  product_id: WholeNumber(
    { required: cartMessages.productRequired, invalid: cartMessages.productInteger },
    'Id do produto (número ou dígitos)',
  ),
  product_variation_option_id: OptionalWholeNumber(
    cartMessages.optionInteger,
    'Id da opção, obrigatório quando o produto tem variação',
  ),
  quantity: WholeNumber(
    {
      required: cartMessages.quantityRequired,
      invalid: cartMessages.quantityInteger,
      minimum: cartMessages.quantityMin,
      maximum: cartMessages.quantityMax,
    },
    `1 a ${CART_LINE_MAX_QUANTITY}, dentro do estoque`,
    { minimum: 1, maximum: CART_LINE_MAX_QUANTITY },
  ),
});

/** POST /api/cart/update: one unit more or less of a line. */
export const CartLineUpdateInput = Type.Object({
  item_key: Type.String({
    description: "A chave do item (CartItem.id): '{produto}-{opção ou 0}'",
    pattern: '^\\s*[1-9]\\d{0,15}-(?:0|[1-9]\\d{0,15})\\s*$',
    errorMessage: { required: cartMessages.itemKeyRequired, default: cartMessages.itemNotInCart },
  }),
  count: Type.Unsafe<1 | -1>({
    description: '1 ou -1',
    'x-whole-number': true,
    enum: [1, -1],
    errorMessage: { required: cartMessages.countRequired, default: cartMessages.countInvalid },
  }),
});

/** POST /api/cart/update-shipping: seller id → hash of the chosen quote (both checked by the API). */
export const CartShippingInput = Type.Object({
  hashs: Type.Unsafe<Record<string, unknown>>({
    description: 'Objeto: id do vendedor → hash da cotação escolhida',
    // null reads as missing, any other non-object as the wrong kind of value.
    type: ['object', 'null'],
    not: { type: 'null' },
    minProperties: 1,
    errorMessage: {
      default: cartMessages.hashsRequired,
      not: cartMessages.hashsRequired,
      minProperties: cartMessages.hashsRequired,
      type: cartMessages.hashsInvalid,
    },
  }),
});

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
export type StartChatInput = Static<typeof StartChatInput>;
export type CartAddressInput = Static<typeof CartAddressInput>;
export type AddToCartInput = Static<typeof AddToCartInput>;
export type CartLineUpdateInput = Static<typeof CartLineUpdateInput>;
export type CartShippingInput = Static<typeof CartShippingInput>;
export type CouponInput = Static<typeof CouponInput>;
export type AddressInput = Static<typeof AddressInput>;
export type LoginCredentials = Static<typeof LoginCredentials>;
export type GoogleLoginInput = Static<typeof GoogleLoginInput>;
