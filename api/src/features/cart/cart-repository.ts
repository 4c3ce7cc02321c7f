import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { engineOf } from '../../db/engine';
import type { Database } from '../../db/schema';
import { storedTime } from '../../lib/dates';

/** The key the cart calls use for a line: "<product_id>-<option_id or 0>". */
export function cartItemKey(productId: number, optionId: number | null): string {
  return `${productId}-${optionId ?? 0}`;
}

export interface CartProduct {
  id: number;
  stock: number;
  variation_id: number | null;
  variation_name: string | null;
}

export interface CartOption {
  id: number;
  stock: number;
}

export interface CartLineRow {
  product_id: number;
  product_variation_option_id: number | null;
  quantity: number;
  name: string;
  price_cents: number;
  original_price_cents: number | null;
  stock: number;
  seller_id: number;
  seller_name: string;
  seller_slug: string;
  category_name: string | null;
  /** Top-level category of the product (its department), used to estimate the package. */
  department_name: string | null;
  variation_name: string | null;
  option_name: string | null;
  option_price_cents: number | null;
  option_original_price_cents: number | null;
  option_stock: number | null;
  photo: string | null;
}

/** Lock namespace of a customer's cart on PostgreSQL (`pg_advisory_xact_lock(namespace, user id)`). */
const CART_LOCK = 4_010;

/**
 * Serializes, inside a transaction, the writes of one customer's cart and its checkout. SQLite's
 * `BEGIN IMMEDIATE` already runs one writing transaction at a time; on PostgreSQL the lock is the
 * customer's own, held until the transaction ends, so a read-check-write of a cart (a line's
 * limit, a double submit of the checkout) never interleaves with another of the same cart.
 */
export async function lockCart(db: Kysely<Database>, userId: number): Promise<void> {
  if (engineOf(db) === 'postgres') await sql`SELECT pg_advisory_xact_lock(${CART_LOCK}, ${userId})`.execute(db);
}

/** `IFNULL(product_variation_option_id, 0) = option`: the line of a product and option (0 for none). */
function sameOption(optionId: number | null): Expression<SqlBool> {
  return sql<SqlBool>`COALESCE(product_variation_option_id, 0) = ${optionId ?? 0}`;
}

export function findCartProduct(db: Kysely<Database>, productId: number): Promise<CartProduct | undefined> {
  return db
    .selectFrom('products as p')
    .leftJoin('product_variations as v', 'v.product_id', 'p.id')
    .select(['p.id', 'p.stock', 'v.id as variation_id', 'v.name as variation_name'])
    .where('p.id', '=', productId)
    .executeTakeFirst();
}

export function findCartOption(
  db: Kysely<Database>,
  variationId: number,
  optionId: number,
): Promise<CartOption | undefined> {
  return db
    .selectFrom('product_variation_options')
    .select(['id', 'stock'])
    .where('id', '=', optionId)
    .where('product_variation_id', '=', variationId)
    .executeTakeFirst();
}

export async function lineQuantity(
  db: Kysely<Database>,
  userId: number,
  productId: number,
  optionId: number | null,
): Promise<number> {
  const row = await db
    .selectFrom('cart_items')
    .select('quantity')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .where(sameOption(optionId))
    .executeTakeFirst();
  return row?.quantity ?? 0;
}

/** Adds units to the user's line of this product and option, creating the line when needed. */
export async function addToLine(
  db: Kysely<Database>,
  userId: number,
  productId: number,
  optionId: number | null,
  quantity: number,
): Promise<void> {
  const updated = await db
    .updateTable('cart_items')
    .set((eb) => ({ quantity: eb('quantity', '+', quantity), updated_at: storedTime() }))
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .where(sameOption(optionId))
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await db
      .insertInto('cart_items')
      .values({ user_id: userId, product_id: productId, product_variation_option_id: optionId, quantity })
      .execute();
  }
}

/** The user's cart lines in the order they were added. */
export function listCartLines(db: Kysely<Database>, userId: number): Promise<CartLineRow[]> {
  return db
    .selectFrom('cart_items as ci')
    .innerJoin('products as p', 'p.id', 'ci.product_id')
    .innerJoin('sellers as s', 's.id', 'p.seller_id')
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('categories as pc', 'pc.id', 'c.parent_id')
    .leftJoin('product_variation_options as o', 'o.id', 'ci.product_variation_option_id')
    .leftJoin('product_variations as v', 'v.id', 'o.product_variation_id')
    .select((eb) => [
      'ci.product_id',
      'ci.product_variation_option_id',
      'ci.quantity',
      'p.name',
      'p.price_cents',
      'p.original_price_cents',
      'p.stock',
      's.id as seller_id',
      's.name as seller_name',
      's.slug as seller_slug',
      'c.name as category_name',
      eb.fn.coalesce('pc.name', 'c.name').as('department_name'),
      'v.name as variation_name',
      'o.name as option_name',
      'o.price_cents as option_price_cents',
      'o.original_price_cents as option_original_price_cents',
      'o.stock as option_stock',
      eb
        .selectFrom('product_photos as ph')
        .select('ph.url')
        .whereRef('ph.product_id', '=', 'p.id')
        .orderBy('ph.position')
        .limit(1)
        .as('photo'),
    ])
    .where('ci.user_id', '=', userId)
    .orderBy('ci.id')
    .execute();
}

/** Parses an item key ("12-0", "12-34") into its product and option ids. */
export function parseCartItemKey(key: string): { productId: number; optionId: number | null } | null {
  const match = /^([1-9]\d{0,15})-(0|[1-9]\d{0,15})$/.exec(key);
  if (!match) return null;
  const productId = Number(match[1]);
  const optionId = Number(match[2]);
  if (!Number.isSafeInteger(productId) || !Number.isSafeInteger(optionId)) return null;
  return { productId, optionId: optionId === 0 ? null : optionId };
}

/** Sets a line to a quantity (> 0). */
export async function setLineQuantity(
  db: Kysely<Database>,
  userId: number,
  productId: number,
  optionId: number | null,
  quantity: number,
): Promise<void> {
  await db
    .updateTable('cart_items')
    .set({ quantity, updated_at: storedTime() })
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .where(sameOption(optionId))
    .execute();
}

export async function deleteLine(
  db: Kysely<Database>,
  userId: number,
  productId: number,
  optionId: number | null,
): Promise<void> {
  await db
    .deleteFrom('cart_items')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .where(sameOption(optionId))
    .execute();
}

export async function sellerOfProduct(db: Kysely<Database>, productId: number): Promise<number | undefined> {
  const row = await db.selectFrom('products').select('seller_id').where('id', '=', productId).executeTakeFirst();
  return row?.seller_id;
}

/** The checkout state kept for a user's cart (`carts`). */
export interface CartRow {
  user_id: number;
  address_id: number | null;
  coupon_id: number | null;
  session_id: string | null;
}

export function findCartRow(db: Kysely<Database>, userId: number): Promise<CartRow | undefined> {
  return db
    .selectFrom('carts')
    .select(['user_id', 'address_id', 'coupon_id', 'session_id'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Creates the user's `carts` row when missing. */
export async function ensureCartRow(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .insertInto('carts')
    .values({ user_id: userId })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}

type CartChange = Partial<Pick<CartRow, 'address_id' | 'coupon_id' | 'session_id'>>;

async function touchCart(db: Kysely<Database>, userId: number, change: CartChange): Promise<void> {
  await ensureCartRow(db, userId);
  await db
    .updateTable('carts')
    .set({ ...change, updated_at: storedTime() })
    .where('user_id', '=', userId)
    .execute();
}

export function setCartAddress(db: Kysely<Database>, userId: number, addressId: number): Promise<void> {
  return touchCart(db, userId, { address_id: addressId });
}

export function setCartCoupon(db: Kysely<Database>, userId: number, couponId: number | null): Promise<void> {
  return touchCart(db, userId, { coupon_id: couponId });
}

export function setCartSessionId(db: Kysely<Database>, userId: number, sessionId: string | null): Promise<void> {
  return touchCart(db, userId, { session_id: sessionId });
}

export interface ShippingChoiceRow {
  seller_id: number;
  option_code: string;
  hash: string;
}

export function listShippingChoices(db: Kysely<Database>, userId: number): Promise<ShippingChoiceRow[]> {
  return db
    .selectFrom('cart_shipping')
    .select(['seller_id', 'option_code', 'hash'])
    .where('user_id', '=', userId)
    .execute();
}

export async function saveShippingChoice(
  db: Kysely<Database>,
  userId: number,
  sellerId: number,
  optionCode: string,
  hash: string,
): Promise<void> {
  await db
    .insertInto('cart_shipping')
    .values({ user_id: userId, seller_id: sellerId, option_code: optionCode, hash })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'seller_id']).doUpdateSet((eb) => ({
        option_code: eb.ref('excluded.option_code'),
        hash: eb.ref('excluded.hash'),
        updated_at: storedTime(),
      })),
    )
    .execute();
}

/** Forgets the shipping chosen for one seller, or for every seller when none is given. */
export async function clearShippingChoices(db: Kysely<Database>, userId: number, sellerId?: number): Promise<void> {
  let query = db.deleteFrom('cart_shipping').where('user_id', '=', userId);
  if (sellerId !== undefined) query = query.where('seller_id', '=', sellerId);
  await query.execute();
}

export interface SellerOriginRow {
  id: number;
  name: string;
  state_name: string;
  pickup_address: string | null;
  pickup_days: number | null;
}

export async function findSellerOrigins(
  db: Kysely<Database>,
  sellerIds: readonly number[],
): Promise<Map<number, SellerOriginRow>> {
  const origins = new Map<number, SellerOriginRow>();
  if (sellerIds.length === 0) return origins;
  const rows = await db
    .selectFrom('sellers')
    .select(['id', 'name', 'state_name', 'pickup_address', 'pickup_days'])
    .where('id', 'in', sellerIds)
    .execute();
  for (const row of rows) origins.set(row.id, row);
  return origins;
}
