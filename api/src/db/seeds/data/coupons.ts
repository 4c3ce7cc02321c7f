export interface CouponSeed {
  code: string;
  kind: 'percent' | 'fixed';
  /** Percent of the subtotal (percent) or cents (fixed). */
  value: number;
  minSubtotalCents: number;
  /** UTC 'YYYY-MM-DD HH:MM:SS'; null for no limit. */
  startsAt: string | null;
  expiresAt: string | null;
}

/** Demo coupons: one percent, one fixed with a minimum, one already expired. */
export const couponSeeds: readonly CouponSeed[] = [
  { code: 'BEMVINDO10', kind: 'percent', value: 10, minSubtotalCents: 0, startsAt: null, expiresAt: null },
  { code: 'FRETE20', kind: 'fixed', value: 2000, minSubtotalCents: 10000, startsAt: null, expiresAt: null },
  // Valid until the end of 25 December 2025 in Brasília time.
  {
    code: 'NATAL2025',
    kind: 'percent',
    value: 15,
    minSubtotalCents: 0,
    startsAt: '2025-12-01 03:00:00',
    expiresAt: '2025-12-26 02:59:59',
  },
];
