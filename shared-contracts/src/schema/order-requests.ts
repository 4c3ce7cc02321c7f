/**
 * Bodies about orders: the checkout's payment data, and the reviews and returns of an order.
 * What needs the order itself (its items, the units still returnable, its payment method) or the
 * store's calendar (a card's expiry) is checked by the API.
 */
import { Type, type Static } from 'typebox';
import { REFUND_LIMITS, REVIEW_LIMITS, LINK_CODE_PATTERN } from '../rules/limits';
import { CpfText, OptionalPhoneText, PhoneText } from './account-requests';
import { RefundMethod, RefundReason } from './customer-area';
import { PaymentMethod } from './entities';
import { fieldMessages as m, orderDataMessages as o, refundMessages, reviewMessages } from './messages';
import { OptionalText, RequiredText } from './requests';

/** A position in the order's items (whether the order has it is checked by the API). */
const OrderItemIndex = (message: string) =>
  Type.Integer({ description: 'Posição do item entre os itens do pedido', errorMessage: message });

/** POST /api/orders/:id/reviews: each item of the order at most once. */
export const OrderReviewsInput = Type.Object({
  reviews: Type.Array(
    Type.Object({
      order_item_index: OrderItemIndex(reviewMessages.unknownItem),
      rating: Type.Integer({ minimum: 1, maximum: 5, errorMessage: reviewMessages.rating }),
      title: RequiredText('título', { max: REVIEW_LIMITS.title, trimmed: true, anyCharacter: true }),
      comment: RequiredText('comentário', { max: REVIEW_LIMITS.comment, trimmed: true, anyCharacter: true }),
    }),
    { minItems: 1, description: 'Erros por item em reviews.{n}.{campo}', errorMessage: reviewMessages.none },
  ),
});

const REASONS_TO_EXPLAIN = RefundReason.anyOf.map((literal) => literal.const).filter((reason) => reason !== 'regret');

/** POST /api/orders/:id/refunds. */
export const RefundInput = Type.Object(
  {
    items: Type.Array(
      Type.Object({
        order_item_index: OrderItemIndex(refundMessages.unknownItem),
        quantity: Type.Optional(
          Type.Unknown({ description: 'Unidades a devolver: de 1 até as que restam do item (conferido pela API)' }),
        ),
      }),
      { minItems: 1, description: 'Cada item do pedido uma vez', errorMessage: refundMessages.noItems },
    ),
    reason: Type.Unsafe<RefundReason>({ ...RefundReason, errorMessage: refundMessages.reason }),
    description: OptionalText('descrição', {
      max: REFUND_LIMITS.description,
      trimmed: true,
      anyCharacter: true,
      description: `Até ${REFUND_LIMITS.description} caracteres; obrigatória exceto para arrependimento`,
    }),
    refund_method: Type.Unsafe<RefundMethod>({
      ...RefundMethod,
      description: "'original' (não para boleto) ou 'pix'",
      errorMessage: refundMessages.method,
    }),
    pix_key: Type.Optional(Type.Unknown({ description: "Chave Pix, quando refund_method é 'pix'" })),
  },
  {
    allOf: [
      // Withdrawal needs no reason given (CDC art. 49); every other reason is explained.
      {
        if: { properties: { reason: { enum: REASONS_TO_EXPLAIN } }, required: ['reason'] },
        then: {
          required: ['description'],
          properties: { description: { not: { type: 'null' }, errorMessage: m.required('descrição') } },
        },
      },
      {
        if: { properties: { refund_method: { const: 'pix' } }, required: ['refund_method'] },
        then: {
          required: ['pix_key'],
          properties: {
            pix_key: {
              type: 'string',
              format: 'pix-key',
              errorMessage: { required: m.required('chave Pix'), default: refundMessages.pixKey },
            },
          },
        },
      },
    ],
  },
);

/** A card field as a form sends it: text (a number is read as its text), trimmed. */
function CardText(
  messages: { required: string; default: string } & Record<string, string>,
  rule: Record<string, unknown>,
  description: string,
) {
  return Type.Unsafe<string>({ type: 'string', ...rule, description, 'x-form-text': true, errorMessage: messages });
}

const MONTH_PATTERN = '^(?:0?[1-9]|1[0-2])$';
// The number of an American Express card: its CVV has 4 digits.
const AMEX_NUMBER = '^[\\s-]*3[\\s-]*[47][\\d\\s-]*$';
const cvvOf = (digits: number) => ({
  properties: {
    cvv: {
      type: 'string',
      pattern: `^\\d{${digits}}$`,
      errorMessage: { required: o.cvvRequired, default: o.cvvDigits(digits) },
    },
  },
});

/** The card of a credit card payment: only the number and installments are kept for the charge. */
export const CardInput = Type.Object(
  {
    number: Type.Unsafe<string>({
      ...CardText({ required: o.numberRequired, default: o.numberInvalid }, {}, 'Número, com ou sem espaços'),
      allOf: [
        { format: 'card-number', errorMessage: { required: o.numberRequired, default: o.numberInvalid } },
        { format: 'accepted-card-brand', errorMessage: o.brandUnknown },
      ],
    }),
    name: CardText(
      { required: o.nameRequired, default: o.nameRequired, maxLength: o.nameMax },
      { minLength: 1, maxLength: 60 },
      'Nome impresso no cartão, até 60 caracteres',
    ),
    month: CardText({ required: o.monthRequired, default: o.monthInvalid }, { pattern: MONTH_PATTERN }, '01 a 12'),
    year: CardText(
      { required: o.yearRequired, default: o.yearInvalid },
      { pattern: '^(?:\\d{2}|\\d{4})$' },
      'Ano com 2 ou 4 dígitos, até 20 anos à frente',
    ),
    cvv: Type.Unsafe<string>({
      description: '3 dígitos (4 no American Express)',
      'x-form-text': true,
      errorMessage: { required: o.cvvRequired },
    }),
    installments: CardText(
      { required: o.installmentsRequired, default: o.installmentsInvalid(12) },
      { pattern: MONTH_PATTERN },
      '1 a 12, dentro das parcelas que o total permite',
    ),
  },
  {
    if: { properties: { number: { type: 'string', pattern: AMEX_NUMBER } }, required: ['number'] },
    then: cvvOf(4),
    else: cvvOf(3),
  },
);

/** `order_data` of POST /api/cart/process. */
export const OrderDataInput = Type.Object(
  {
    method: Type.Unsafe<Static<typeof PaymentMethod>>({
      ...PaymentMethod,
      errorMessage: { required: o.methodRequired, default: o.methodInvalid },
    }),
    customer: Type.Object(
      {
        document: CpfText('CPF'),
        phone: OptionalPhoneText('telefone', 10, 'Telefone com DDD, 10 dígitos'),
        cellphone: PhoneText('celular', 11, 'Celular com DDD, 11 dígitos'),
      },
      { default: {} },
    ),
    card: Type.Optional(Type.Unsafe<Static<typeof CardInput>>({ description: 'Só para cartão de crédito' })),
  },
  {
    errorMessage: { required: o.orderDataRequired, type: o.orderDataRequired },
    if: { properties: { method: { const: 'credit_card' } }, required: ['method'] },
    then: { required: ['card'], properties: { card: CardInput } },
  },
);

/**
 * What older clients sent as the affiliate link that brought the shopper. Still accepted, so their
 * orders go through (one not of this shape is left out, `x-dropped-when-invalid`), and never read:
 * only the proof cookie of a click the API recorded itself (GET or POST /api/r/{code}) earns.
 */
export const ReferralInput = Type.Object(
  {
    code: Type.String({ pattern: LINK_CODE_PATTERN.source }),
    clicked_at: Type.String({ maxLength: 40, description: 'Quando o link foi aberto (data e hora)' }),
  },
  {
    'x-dropped-when-invalid': true,
    description: 'Ignorado: só rende comissão o clique registrado pela API (cookie de prova de /api/r/{código})',
  },
);

/** POST /api/cart/process. */
export const ProcessOrderInput = Type.Object({
  order_data: OrderDataInput,
  referral: Type.Optional(ReferralInput),
});

export type OrderReviewsInput = Static<typeof OrderReviewsInput>;
export type RefundInput = Static<typeof RefundInput>;
export type CardInput = Static<typeof CardInput>;
export type OrderDataInput = Static<typeof OrderDataInput>;
export type ReferralInput = Static<typeof ReferralInput>;
export type ProcessOrderInput = Static<typeof ProcessOrderInput>;
