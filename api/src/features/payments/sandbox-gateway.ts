import { randomBytes } from 'node:crypto';
import { bancoDoBrasilFreeField, buildBoleto } from './boleto';
import type { CardBrand } from './card';
import { addDays, storeDay } from './calendar';
import { buildPixCopyPaste, pixTxid } from './pix';

/**
 * The payment gateway of the sandbox: it answers like a real acquirer and bank
 * would, without money moving. Cards are authorized or declined on the spot;
 * boletos and Pix charges are issued with valid codes and wait for a payment that
 * never comes.
 *
 * Card numbers reach it only to be charged: nothing here stores or logs them.
 */

/** Documented test cards the sandbox always declines. Any other valid card is approved. */
export const SANDBOX_DECLINED_CARDS: Readonly<Record<string, CardBrand>> = {
  '4000000000000002': 'visa',
  '5105105105105100': 'mastercard',
};

/** Banco do Brasil, a 7-digit sandbox agreement and portfolio 17. */
export const SANDBOX_BANK = { code: '001', agreement: '1234567', portfolio: '17' } as const;
export const BOLETO_DUE_DAYS = 3;
export const PIX_EXPIRY_MINUTES = 30;

export interface CardCharge {
  /** Digits only. */
  number: string;
  brand: CardBrand;
  amountCents: number;
  installments: number;
}

export type CardChargeResult = { approved: true; authorizationCode: string } | { approved: false };

export interface BankSlipCharge {
  /** Sequence of the boleto's "nosso número" (the order id). */
  sequence: number;
  amountCents: number;
  now: Date;
}

export interface BankSlip {
  digitableLine: string;
  barcode: string;
  /** 'YYYY-MM-DD'. */
  dueDate: string;
}

export interface PixCharge {
  /** The order number; becomes the TXID. */
  reference: string;
  amountCents: number;
  now: Date;
}

export interface PixPayment {
  copyPaste: string;
  txid: string;
  expiresAt: Date;
}

export interface PaymentGateway {
  chargeCard(charge: CardCharge): CardChargeResult;
  issueBankSlip(charge: BankSlipCharge): BankSlip;
  issuePix(charge: PixCharge): PixPayment;
}

export interface SandboxGatewayOptions {
  /** The marketplace's Pix key (a random key). */
  pixKey: string;
  merchantName: string;
  merchantCity: string;
  /** How long a Pix code can be paid (PIX_EXPIRY_MINUTES by default). */
  pixExpirySeconds?: number;
}

const AUTHORIZATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function authorizationCode(): string {
  return [...randomBytes(6)].map((byte) => AUTHORIZATION_ALPHABET[byte % AUTHORIZATION_ALPHABET.length]).join('');
}

export function createSandboxGateway(options: SandboxGatewayOptions): PaymentGateway {
  const pixExpirySeconds = options.pixExpirySeconds ?? PIX_EXPIRY_MINUTES * 60;
  return {
    chargeCard(charge) {
      if (Object.hasOwn(SANDBOX_DECLINED_CARDS, charge.number)) return { approved: false };
      return { approved: true, authorizationCode: authorizationCode() };
    },

    issueBankSlip(charge) {
      const dueDate = addDays(storeDay(charge.now), BOLETO_DUE_DAYS);
      const freeField = bancoDoBrasilFreeField(SANDBOX_BANK.agreement, charge.sequence, SANDBOX_BANK.portfolio);
      const { barcode, digitableLine } = buildBoleto({
        bankCode: SANDBOX_BANK.code,
        amountCents: charge.amountCents,
        dueDate,
        freeField,
      });
      return { digitableLine, barcode, dueDate };
    },

    issuePix(charge) {
      const txid = pixTxid(charge.reference);
      const copyPaste = buildPixCopyPaste({
        key: options.pixKey,
        amountCents: charge.amountCents,
        merchantName: options.merchantName,
        merchantCity: options.merchantCity,
        txid,
      });
      return { copyPaste, txid, expiresAt: new Date(charge.now.getTime() + pixExpirySeconds * 1000) };
    },
  };
}
