import { productQuoteMessages } from 'shared-contracts/schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
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
export async function quoteProduct(
  db: Kysely<Database>,
  request: { productId: number; optionId: number | null; quantity: number; zipCode: string },
): Promise<{ sellerId: number; options: QuotedOption[] } | undefined> {
  const { optionId } = request;
  let query = db
    .selectFrom('products as p')
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('categories as pc', 'pc.id', 'c.parent_id')
    .select((eb) => [
      'p.id',
      'p.seller_id',
      'p.price_cents',
      eb.fn.coalesce('pc.name', 'c.name').as('department_name'),
      eb
        .selectFrom('product_variation_options as o')
        .innerJoin('product_variations as v', 'v.id', 'o.product_variation_id')
        .select('o.price_cents')
        .where('o.id', '=', optionId ?? 0)
        .whereRef('v.product_id', '=', 'p.id')
        .as('option_price_cents'),
    ])
    .where('p.id', '=', request.productId);
  if (optionId !== null) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('product_variation_options as o')
          .innerJoin('product_variations as v', 'v.id', 'o.product_variation_id')
          .select('o.id')
          .where('o.id', '=', optionId)
          .whereRef('v.product_id', '=', 'p.id'),
      ),
    );
  }
  const product: ProductForQuote | undefined = await query.executeTakeFirst();
  if (!product) return undefined;
  const origin = (await findSellerOrigins(db, [product.seller_id])).get(product.seller_id);
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
