import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { safeEqual } from '../../lib/tokens';
import { serverSetting } from './server-settings';
import type { QuoteItem, QuotedOption } from './shipping-quotes';

const SECRET_SETTING = 'shipping_quote_key';
const HASH_VERSION = 'q1';

/** The key that signs shipping quotes: random, created on first start and kept in the database. */
export function shippingSecret(db: Kysely<Database>): Promise<string> {
  return serverSetting(db, SECRET_SETTING, () => randomBytes(32).toString('base64url'));
}

/** What a quote was made for: who, which seller, where to and what was in that seller's part of the cart. */
export interface QuoteBinding {
  userId: number;
  sellerId: number;
  addressId: number;
  zipCode: string;
  items: readonly QuoteItem[];
}

/** The seller's part of the cart as text: every line with its quantity and unit price, in a fixed order. */
export function contentsSignature(items: readonly QuoteItem[]): string {
  return items
    .map((item) => `${item.productId}-${item.optionId ?? 0}x${item.quantity}@${item.unitPriceCents}`)
    .sort()
    .join(',');
}

/**
 * HMAC-SHA256 of the binding and the option's terms. Nobody without the server's
 * key can make one, and a hash stops matching as soon as the cart, the address,
 * the user or the option's price or time changes.
 */
export function quoteHash(secret: string, binding: QuoteBinding, option: QuotedOption): string {
  const message = [
    HASH_VERSION,
    binding.userId,
    binding.sellerId,
    binding.addressId,
    binding.zipCode,
    contentsSignature(binding.items),
    option.code,
    option.priceCents,
    option.deliveryTime,
  ].join('|');
  return createHmac('sha256', secret).update(message, 'utf8').digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  return safeEqual(a, b);
}
