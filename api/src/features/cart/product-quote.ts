import { productQuoteMessages } from 'shared-contracts/schema';
import type { Db } from '../../db/database';
import { findSellerOrigins } from './cart-repository';
import { quoteSeller, type QuotedOption } from './shipping-quotes';

export const PRODUCT_QUOTE_MESSAGES = productQuoteMessages;

interface ProductForQuote {
  id: number;
  seller_id: number;
  price_cents: number;
  department_name: string | null;
  option_price_cents: number | null;
}

/**
 * The delivery options of one product (and option) in a quantity to a CEP, with the very rules the
 * cart quotes with (`quoteSeller`): the product page shows what the cart will show for the same
 * address. Undefined when the product (or its option) does not exist.
 */
export function quoteProduct(
  db: Db,
  request: { productId: number; optionId: number | null; quantity: number; zipCode: string },
): { sellerId: number; options: QuotedOption[] } | undefined {
  const product = db
    .prepare<{ option: number | null; product: number }, ProductForQuote>(
      `SELECT p.id, p.seller_id, p.price_cents, COALESCE(pc.name, c.name) AS department_name,
              (SELECT o.price_cents FROM product_variation_options o
                 JOIN product_variations v ON v.id = o.product_variation_id
                WHERE o.id = @option AND v.product_id = p.id) AS option_price_cents
         FROM products p
         LEFT JOIN categories c ON c.id = p.category_id
         LEFT JOIN categories pc ON pc.id = c.parent_id
        WHERE p.id = @product AND (@option IS NULL OR EXISTS (
          SELECT 1 FROM product_variation_options o JOIN product_variations v ON v.id = o.product_variation_id
           WHERE o.id = @option AND v.product_id = p.id))`,
    )
    .get({ option: request.optionId, product: request.productId });
  if (!product) return undefined;
  const origin = findSellerOrigins(db, [product.seller_id]).get(product.seller_id);
  if (!origin) return undefined;
  const pickup =
    origin.pickup_address !== null ? { address: origin.pickup_address, days: origin.pickup_days ?? 0 } : null;
  const options = quoteSeller({ stateName: origin.state_name, pickup }, request.zipCode, [
    {
      productId: product.id,
      optionId: request.optionId,
      quantity: request.quantity,
      unitPriceCents: product.option_price_cents ?? product.price_cents,
      department: product.department_name,
    },
  ]);
  return { sellerId: product.seller_id, options };
}
