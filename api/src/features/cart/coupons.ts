import { cartMessages } from 'shared-contracts/schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface CouponRow {
  id: number;
  code: string;
  kind: 'percent' | 'fixed';
  /** Percent of the subtotal (percent) or cents (fixed). */
  value: number;
  min_subtotal_cents: number;
  starts_at: string | null;
  expires_at: string | null;
}

export const COUPON_MESSAGES = {
  required: cartMessages.couponRequired,
  tooLong: cartMessages.couponTooLong,
  invalid: cartMessages.couponInvalid,
  expired: 'Este cupom expirou.',
  minimum: (cents: number) => `Este cupom exige compras a partir de ${formatReais(cents)}.`,
  emptyCart: 'Seu carrinho está vazio.',
  applied: 'Cupom aplicado.',
} as const;

/** 'R$ 1.234,50' (plain spaces, unlike Intl's no-break space, so messages read the same everywhere). */
export function formatReais(cents: number): string {
  const negative = cents < 0;
  const absolute = Math.abs(Math.round(cents));
  const reais = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const centavos = String(absolute % 100).padStart(2, '0');
  return `${negative ? '-' : ''}R$ ${reais},${centavos}`;
}

const COLUMNS = ['id', 'code', 'kind', 'value', 'min_subtotal_cents', 'starts_at', 'expires_at'] as const;

/** Codes are kept in upper case; what the customer types is matched without case or surrounding spaces. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export function findCouponByCode(db: Kysely<Database>, code: string): Promise<CouponRow | undefined> {
  return db
    .selectFrom('coupons')
    .select(COLUMNS)
    .where('code', '=', normalizeCouponCode(code))
    .$narrowType<{ kind: CouponRow['kind'] }>()
    .executeTakeFirst();
}

export function findCouponById(db: Kysely<Database>, id: number): Promise<CouponRow | undefined> {
  return db
    .selectFrom('coupons')
    .select(COLUMNS)
    .where('id', '=', id)
    .$narrowType<{ kind: CouponRow['kind'] }>()
    .executeTakeFirst();
}

export type CouponCheck = { ok: true; discountCents: number } | { ok: false; message: string };

/** Stored UTC text of an instant, comparable with the coupon dates. */
function storedTime(now: Date): string {
  return now.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * Whether the coupon applies to a subtotal now, and its discount: a percentage of
 * the subtotal (rounded to the cent), or a fixed amount. Shipping never counts
 * towards the minimum.
 */
export function checkCoupon(coupon: CouponRow, subtotalCents: number, now: Date): CouponCheck {
  const time = storedTime(now);
  if (coupon.starts_at !== null && time < coupon.starts_at) return { ok: false, message: COUPON_MESSAGES.invalid };
  if (coupon.expires_at !== null && time > coupon.expires_at) return { ok: false, message: COUPON_MESSAGES.expired };
  if (subtotalCents < coupon.min_subtotal_cents) {
    return { ok: false, message: COUPON_MESSAGES.minimum(coupon.min_subtotal_cents) };
  }
  const discountCents = coupon.kind === 'percent' ? Math.round((subtotalCents * coupon.value) / 100) : coupon.value;
  return { ok: true, discountCents };
}
