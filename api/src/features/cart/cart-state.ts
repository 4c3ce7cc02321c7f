import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { centsToReais } from '../../lib/money';
import { findUserAddress, type AddressRow } from '../addresses/address-repository';
import { priceCart, type CartAdjustments, type CartTotals } from './cart-pricing';
import {
  findCartRow,
  findSellerOrigins,
  listCartLines,
  listShippingChoices,
  type CartLineRow,
  type CartRow,
  type ShippingChoiceRow,
} from './cart-repository';
import { checkCoupon, findCouponById, type CouponCheck, type CouponRow } from './coupons';
import { quoteHash, sameHash, type QuoteBinding } from './shipping-hash';
import { quoteSeller, type QuoteItem, type QuotedOption } from './shipping-quotes';

import type { CartCondition } from 'shared-contracts/schema';

export type { CartCondition };

/** A shipping option with the hash that lets the customer choose it. */
export interface SignedOption extends QuotedOption {
  hash: string;
}

export type ChoiceState = 'none' | 'valid' | 'stale';

export interface SellerPart {
  sellerId: number;
  sellerName: string;
  lines: CartLineRow[];
  items: QuoteItem[];
  /** Current options for the chosen address (empty without an address). */
  options: SignedOption[];
  /** The option chosen for this seller, when it still matches a current quote. */
  chosen: SignedOption | null;
  choiceState: ChoiceState;
}

/** Everything known about a user's cart at one moment, with every amount worked out. */
export interface CartState {
  userId: number;
  row: CartRow | undefined;
  lines: CartLineRow[];
  address: AddressRow | null;
  parts: SellerPart[];
  coupon: CouponRow | null;
  couponCheck: CouponCheck | null;
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
  adjustments: CartAdjustments;
  totals: CartTotals;
  conditions: CartCondition[];
}

export function unitPriceCents(line: CartLineRow): number {
  return line.option_price_cents ?? line.price_cents;
}

/** Units that may still be bought of a line: the option's stock, or the product's. */
export function availableStock(line: CartLineRow): number {
  return line.option_stock ?? line.stock;
}

function quoteItem(line: CartLineRow): QuoteItem {
  return {
    productId: line.product_id,
    optionId: line.product_variation_option_id,
    quantity: line.quantity,
    unitPriceCents: unitPriceCents(line),
    department: line.department_name,
  };
}

function shippingLabel(option: QuotedOption): string {
  return option.gateway === 'pickup_store' ? option.carrier : `${option.carrier} ${option.service}`;
}

/**
 * Reads the cart, its address, coupon and shipping choices, quotes every seller
 * for the chosen address and checks each stored choice against those quotes. A
 * choice counts only while its hash still matches a current quote. `secret` is the key that signs
 * the quotes (`shippingSecret`, read once as the routes register).
 */
export async function loadCartState(
  db: Kysely<Database>,
  secret: string,
  userId: number,
  now: Date = new Date(),
): Promise<CartState> {
  const lines = await listCartLines(db, userId);
  const row = await findCartRow(db, userId);
  const address = row?.address_id != null ? ((await findUserAddress(db, userId, row.address_id)) ?? null) : null;

  const grouped = new Map<number, CartLineRow[]>();
  for (const line of lines) {
    const group = grouped.get(line.seller_id);
    if (group) group.push(line);
    else grouped.set(line.seller_id, [line]);
  }
  const origins = await findSellerOrigins(db, [...grouped.keys()]);
  const choices = new Map<number, ShippingChoiceRow>(
    (await listShippingChoices(db, userId)).map((choice) => [choice.seller_id, choice]),
  );

  const parts: SellerPart[] = [];
  for (const [sellerId, sellerLines] of grouped) {
    const origin = origins.get(sellerId);
    const items = sellerLines.map(quoteItem);
    let options: SignedOption[] = [];
    if (address && origin) {
      const binding: QuoteBinding = { userId, sellerId, addressId: address.id, zipCode: address.zip_code, items };
      const pickup =
        origin.pickup_address !== null ? { address: origin.pickup_address, days: origin.pickup_days ?? 0 } : null;
      options = quoteSeller({ stateName: origin.state_name, pickup }, address.zip_code, items).map((option) => ({
        ...option,
        hash: quoteHash(secret, binding, option),
      }));
    }
    const stored = choices.get(sellerId);
    const chosen = stored ? (options.find((option) => sameHash(option.hash, stored.hash)) ?? null) : null;
    parts.push({
      sellerId,
      sellerName: sellerLines[0]?.seller_name ?? origin?.name ?? '',
      lines: sellerLines,
      items,
      options,
      chosen,
      choiceState: chosen ? 'valid' : stored ? 'stale' : 'none',
    });
  }

  const subtotalCents = lines.reduce((sum, line) => sum + unitPriceCents(line) * line.quantity, 0);
  const shippingCents = parts.reduce((sum, part) => sum + (part.chosen?.priceCents ?? 0), 0);

  const coupon = row?.coupon_id != null ? ((await findCouponById(db, row.coupon_id)) ?? null) : null;
  const couponCheck = coupon && lines.length > 0 ? checkCoupon(coupon, subtotalCents, now) : null;
  const applied = coupon && couponCheck?.ok ? { coupon, discountCents: couponCheck.discountCents } : null;

  const adjustments: CartAdjustments = {
    shippingCents,
    discountCents: applied?.discountCents ?? 0,
    couponName: applied?.coupon.code ?? null,
  };
  const totals = priceCart(
    lines.map((line) => ({ unitPriceCents: unitPriceCents(line), quantity: line.quantity })),
    adjustments,
  );
  const discountCents = Math.round(totals.discount * 100);

  const conditions: CartCondition[] = [];
  for (const part of parts) {
    if (!part.chosen) continue;
    conditions.push({
      name: `Frete ${part.sellerName} (${shippingLabel(part.chosen)})`,
      type: 'shipping',
      value: centsToReais(part.chosen.priceCents),
    });
  }
  if (applied) conditions.push({ name: applied.coupon.code, type: 'coupon', value: -totals.discount });

  return {
    userId,
    row,
    lines,
    address,
    parts,
    coupon,
    couponCheck,
    subtotalCents,
    shippingCents,
    discountCents,
    adjustments,
    totals,
    conditions,
  };
}
