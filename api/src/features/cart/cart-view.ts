import { centsToReais } from '../../lib/money';
import { productPhotoUrl } from '../../lib/media-urls';
import { priceCart, type CartAdjustments, NO_ADJUSTMENTS } from './cart-pricing';
import { cartItemKey, type CartLineRow } from './cart-repository';
import type { CartCondition } from './cart-state';

import type { Address, Cart, CartItem, CartSellerGroup } from 'shared-contracts/schema';

export type { Cart, CartItem, CartSellerGroup };
export type CartAddress = Address;

function unitPriceCents(row: CartLineRow): number {
  return row.option_price_cents ?? row.price_cents;
}

function toCartItem(row: CartLineRow): CartItem {
  const originalCents =
    row.product_variation_option_id === null ? row.original_price_cents : row.option_original_price_cents;
  return {
    id: cartItemKey(row.product_id, row.product_variation_option_id),
    name: row.name,
    quantity: row.quantity,
    price: centsToReais(unitPriceCents(row)),
    max_quantity: row.option_stock ?? row.stock,
    associatedModel: {
      photo: row.photo ?? productPhotoUrl(row.product_id, 1),
      name: row.name,
      original_price: originalCents === null ? null : centsToReais(originalCents),
      seller: { slug: row.seller_slug },
    },
    attributes: {
      seller: { name: row.seller_name },
      product_variation: row.variation_name === null ? null : { name: row.variation_name },
      product_variation_option: row.option_name === null ? null : { name: row.option_name },
      product_category: row.category_name === null ? null : { name: row.category_name },
    },
  };
}

/** Lines grouped by seller, sellers in the order their first product was added. */
export function buildCart(
  rows: readonly CartLineRow[],
  address: CartAddress | null = null,
  adjustments: CartAdjustments = NO_ADJUSTMENTS,
  conditions: CartCondition[] = [],
): Cart {
  const groups = new Map<number, CartSellerGroup>();
  for (const row of rows) {
    let group = groups.get(row.seller_id);
    if (!group) {
      group = { seller: { id: row.seller_id, name: row.seller_name, slug: row.seller_slug }, items: [] };
      groups.set(row.seller_id, group);
    }
    group.items.push(toCartItem(row));
  }
  const totals = priceCart(
    rows.map((row) => ({ unitPriceCents: unitPriceCents(row), quantity: row.quantity })),
    adjustments,
  );
  return { content: [...groups.values()], conditions, address, ...totals };
}
