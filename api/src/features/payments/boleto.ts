/**
 * Boleto (bank slip) of the FEBRABAN layout: the 44-digit barcode and the 47-digit
 * typeable line ("linha digitável") printed above it.
 *
 * Barcode: bank (3) · currency (1, 9 = real) · general check digit (1) · due-date
 * factor (4) · amount in cents (10) · free field (25, the bank's own layout).
 * Typeable line: three fields made of bank + currency + the free field in pieces of
 * 5, 10 and 10 digits, each followed by its módulo-10 check digit; then the general
 * check digit; then factor and amount.
 */

/** Day 0 of the due-date factor. */
const FACTOR_BASE = Date.UTC(1997, 9, 7);
/** Factor 9999 fell on 2025-02-21; from 2025-02-22 the count restarts at 1000. */
const FACTOR_ROLLOVER = 10000;
const FACTOR_FIRST = 1000;
const FACTOR_CYCLE = 9000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The 4-digit due-date factor of a calendar day ('YYYY-MM-DD'). */
export function dueDateFactor(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`Not a calendar day: ${day}`);
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const days = Math.round((time - FACTOR_BASE) / DAY_MS);
  if (days < FACTOR_FIRST) throw new Error(`Due date before the factor range: ${day}`);
  const factor = days < FACTOR_ROLLOVER ? days : FACTOR_FIRST + ((days - FACTOR_ROLLOVER) % FACTOR_CYCLE);
  return String(factor).padStart(4, '0');
}

/** Módulo 10 check digit: weights 2, 1, 2, 1… from the right, digits of each product summed. */
export function modulo10(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let product = Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    if (product > 9) product = Math.floor(product / 10) + (product % 10);
    sum += product;
  }
  return (10 - (sum % 10)) % 10;
}

/** General check digit of the barcode: módulo 11 with weights 2 to 9 from the right; 0, 10 and 11 become 1. */
export function barcodeCheckDigit(digits43: string): number {
  let sum = 0;
  for (let i = 0; i < digits43.length; i += 1) {
    sum += Number(digits43[digits43.length - 1 - i]) * (2 + (i % 8));
  }
  const digit = 11 - (sum % 11);
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit;
}

export interface BoletoInput {
  /** 3-digit bank code (001 = Banco do Brasil). */
  bankCode: string;
  amountCents: number;
  /** 'YYYY-MM-DD'. */
  dueDate: string;
  /** 25 digits in the bank's layout. */
  freeField: string;
}

export interface Boleto {
  barcode: string;
  digitableLine: string;
}

const CURRENCY_REAL = '9';

export function buildBoleto(input: BoletoInput): Boleto {
  if (!/^\d{3}$/.test(input.bankCode)) throw new Error('The bank code has 3 digits.');
  if (!/^\d{25}$/.test(input.freeField)) throw new Error('The free field has 25 digits.');
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 0 || input.amountCents > 99_999_999_99) {
    throw new Error('The amount does not fit a boleto.');
  }
  const factor = dueDateFactor(input.dueDate);
  const amount = String(input.amountCents).padStart(10, '0');
  const withoutDigit = `${input.bankCode}${CURRENCY_REAL}${factor}${amount}${input.freeField}`;
  const generalDigit = barcodeCheckDigit(withoutDigit);
  const barcode = `${withoutDigit.slice(0, 4)}${generalDigit}${withoutDigit.slice(4)}`;

  const field1 = `${input.bankCode}${CURRENCY_REAL}${input.freeField.slice(0, 5)}`;
  const field2 = input.freeField.slice(5, 15);
  const field3 = input.freeField.slice(15, 25);
  const digitableLine =
    `${field1}${modulo10(field1)}` +
    `${field2}${modulo10(field2)}` +
    `${field3}${modulo10(field3)}` +
    `${generalDigit}${factor}${amount}`;
  return { barcode, digitableLine };
}

/**
 * Free field of a Banco do Brasil boleto with a 7-digit agreement ("convênio"): six zeros, the
 * "nosso número" (agreement + 10-digit sequence) and the 2-digit portfolio ("carteira").
 */
export function bancoDoBrasilFreeField(agreement: string, sequence: number, portfolio: string): string {
  if (!/^\d{7}$/.test(agreement) || !/^\d{2}$/.test(portfolio)) throw new Error('Invalid agreement or portfolio.');
  const ourNumber = String(sequence).padStart(10, '0');
  if (ourNumber.length !== 10) throw new Error('The sequence has at most 10 digits.');
  return `000000${agreement}${ourNumber}${portfolio}`;
}
