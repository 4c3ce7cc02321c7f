import type { FieldErrors } from '../../http/errors';
import type { FieldRule } from '../../http/validation';
import { optionalPhone, requiredCpf, requiredPhone } from '../profile/profile-rules';
import { storeMonth } from '../payments/calendar';
import { cvvLength, detectCardBrand, hasBrandLength, isExpired, isLuhnValid, type CardBrand } from '../payments/card';

export type PaymentMethod = 'credit_card' | 'bank_slip' | 'pix';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['credit_card', 'bank_slip', 'pix'];

/** A card as the checkout keeps it in memory for the charge; never written anywhere. */
export interface CardInput {
  number: string;
  brand: Exclude<CardBrand, 'unknown'>;
  installments: number;
}

export interface OrderDataInput {
  method: PaymentMethod;
  card: CardInput | null;
  customer: { document: string; phone: string | null; cellphone: string };
}

export const ORDER_DATA_MESSAGES = {
  orderDataRequired: 'O campo dados do pedido é obrigatório.',
  methodRequired: 'O campo forma de pagamento é obrigatório.',
  methodInvalid: 'A forma de pagamento selecionada é inválida.',
  numberRequired: 'O campo número do cartão é obrigatório.',
  numberInvalid: 'O número do cartão é inválido.',
  brandUnknown: 'A bandeira deste cartão não é aceita.',
  nameRequired: 'O campo nome impresso no cartão é obrigatório.',
  nameMax: 'O campo nome impresso no cartão não pode ser superior a 60 caracteres.',
  monthRequired: 'O campo mês de validade é obrigatório.',
  monthInvalid: 'O mês de validade deve estar entre 01 e 12.',
  yearRequired: 'O campo ano de validade é obrigatório.',
  yearInvalid: 'O ano de validade é inválido.',
  expired: 'O cartão está vencido.',
  cvvRequired: 'O campo CVV é obrigatório.',
  cvvDigits: (digits: number) => `O CVV deve ter ${digits} dígitos.`,
  installmentsRequired: 'O campo parcelas é obrigatório.',
  installmentsInvalid: (max: number) =>
    max <= 1 ? 'Este valor só pode ser pago à vista.' : `Escolha entre 1 e ${max} parcelas.`,
} as const;

const CARD_NAME_MAX = 60;
/** Cards are issued for at most this many years ahead. */
const CARD_YEARS_AHEAD = 20;

function objectOf(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Text or a number sent as a form would: trimmed text, or undefined for anything else. */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function applyRule<T>(rule: FieldRule<T>, value: unknown, key: string, errors: FieldErrors): T | undefined {
  const result = rule.check(value);
  if (result.ok) return result.value;
  errors[key] = [result.message];
  return undefined;
}

interface CardChecks {
  card: CardInput | null;
}

function readCard(source: Record<string, unknown> | null, errors: FieldErrors, now: Date): CardChecks {
  const card = source ?? {};
  const key = (field: string) => `order_data.card.${field}`;
  let valid = true;
  const fail = (field: string, message: string): void => {
    errors[key(field)] = [message];
    valid = false;
  };

  // Number: spaces and hyphens of the mask are allowed, nothing else.
  let digits = '';
  let brand: CardBrand = 'unknown';
  const rawNumber = textOf(card.number);
  if (isBlank(card.number)) fail('number', ORDER_DATA_MESSAGES.numberRequired);
  else if (rawNumber === undefined || !/^[\d\s-]+$/.test(rawNumber)) fail('number', ORDER_DATA_MESSAGES.numberInvalid);
  else {
    digits = rawNumber.replace(/\D+/g, '');
    brand = detectCardBrand(digits);
    if (digits.length < 12 || digits.length > 19 || !isLuhnValid(digits)) {
      fail('number', ORDER_DATA_MESSAGES.numberInvalid);
    } else if (brand === 'unknown') fail('number', ORDER_DATA_MESSAGES.brandUnknown);
    else if (!hasBrandLength(digits, brand)) fail('number', ORDER_DATA_MESSAGES.numberInvalid);
  }

  const name = textOf(card.name);
  if (isBlank(card.name) || name === undefined) fail('name', ORDER_DATA_MESSAGES.nameRequired);
  else if (name.length > CARD_NAME_MAX) fail('name', ORDER_DATA_MESSAGES.nameMax);

  const current = storeMonth(now);
  let month: number | undefined;
  const rawMonth = textOf(card.month);
  if (isBlank(card.month)) fail('month', ORDER_DATA_MESSAGES.monthRequired);
  else if (rawMonth === undefined || !/^\d{1,2}$/.test(rawMonth) || Number(rawMonth) < 1 || Number(rawMonth) > 12) {
    fail('month', ORDER_DATA_MESSAGES.monthInvalid);
  } else month = Number(rawMonth);

  let year: number | undefined;
  const rawYear = textOf(card.year);
  if (isBlank(card.year)) fail('year', ORDER_DATA_MESSAGES.yearRequired);
  else if (rawYear === undefined || !/^(\d{2}|\d{4})$/.test(rawYear)) fail('year', ORDER_DATA_MESSAGES.yearInvalid);
  else {
    const value = rawYear.length === 2 ? 2000 + Number(rawYear) : Number(rawYear);
    if (value < current.year || value > current.year + CARD_YEARS_AHEAD) {
      fail('year', value < current.year ? ORDER_DATA_MESSAGES.expired : ORDER_DATA_MESSAGES.yearInvalid);
    } else year = value;
  }
  if (month !== undefined && year !== undefined && isExpired(year, month, current)) {
    fail('month', ORDER_DATA_MESSAGES.expired);
  }

  const cvv = textOf(card.cvv);
  const expectedCvv = cvvLength(brand);
  if (isBlank(card.cvv)) fail('cvv', ORDER_DATA_MESSAGES.cvvRequired);
  else if (cvv === undefined || !new RegExp(`^\\d{${expectedCvv}}$`).test(cvv)) {
    fail('cvv', ORDER_DATA_MESSAGES.cvvDigits(expectedCvv));
  }

  let installments: number | undefined;
  const rawInstallments = textOf(card.installments);
  if (isBlank(card.installments)) fail('installments', ORDER_DATA_MESSAGES.installmentsRequired);
  else if (rawInstallments === undefined || !/^\d{1,2}$/.test(rawInstallments)) {
    fail('installments', ORDER_DATA_MESSAGES.installmentsInvalid(12));
  } else {
    installments = Number(rawInstallments);
    if (installments < 1 || installments > 12) fail('installments', ORDER_DATA_MESSAGES.installmentsInvalid(12));
  }

  if (!valid || brand === 'unknown' || installments === undefined) return { card: null };
  return { card: { number: digits, brand, installments } };
}

/**
 * Reads `order_data` of POST /api/cart/process. Errors are collected under
 * Laravel-style keys ('order_data.card.number') into `errors`; the result holds
 * the values only when every field passed. Nothing of the card but what the
 * charge needs is returned: the name, expiry and CVV are checked and dropped.
 */
export function readOrderData(body: unknown, errors: FieldErrors, now: Date): OrderDataInput | null {
  const data = objectOf(objectOf(body)?.order_data);
  if (!data) {
    errors.order_data = [ORDER_DATA_MESSAGES.orderDataRequired];
    return null;
  }
  const before = Object.keys(errors).length;

  let method: PaymentMethod | undefined;
  if (isBlank(data.method)) errors['order_data.method'] = [ORDER_DATA_MESSAGES.methodRequired];
  else if (typeof data.method !== 'string' || !PAYMENT_METHODS.includes(data.method as PaymentMethod)) {
    errors['order_data.method'] = [ORDER_DATA_MESSAGES.methodInvalid];
  } else method = data.method as PaymentMethod;

  const customer = objectOf(data.customer) ?? {};
  const document = applyRule(requiredCpf('CPF'), customer.document, 'order_data.customer.document', errors);
  const phone = applyRule(optionalPhone('telefone', 10), customer.phone, 'order_data.customer.phone', errors);
  const cellphone = applyRule(
    requiredPhone('celular', 11),
    customer.cellphone,
    'order_data.customer.cellphone',
    errors,
  );

  const card = method === 'credit_card' ? readCard(objectOf(data.card), errors, now).card : null;

  if (Object.keys(errors).length > before || method === undefined) return null;
  if (document === undefined || phone === undefined || cellphone === undefined) return null;
  if (method === 'credit_card' && card === null) return null;
  return { method, card, customer: { document, phone, cellphone } };
}
