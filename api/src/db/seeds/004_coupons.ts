import type { Seed } from '../seed';
import { couponSeeds } from './data/coupons';

/** The demo coupons (see the API README for what each one does). */
export const couponSeed: Seed = {
  name: '004_coupons',
  run(db) {
    const insert = db.prepare<[string, string, number, number, string | null, string | null]>(
      `INSERT INTO coupons (code, kind, value, min_subtotal_cents, starts_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (code) DO NOTHING`,
    );
    for (const coupon of couponSeeds) {
      insert.run(coupon.code, coupon.kind, coupon.value, coupon.minSubtotalCents, coupon.startsAt, coupon.expiresAt);
    }
  },
};
