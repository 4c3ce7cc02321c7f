import type { Db } from '../../db/database';

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

export function findUserType(db: Db, userId: number): number | undefined {
  return db.prepare<[number], { user_type: number }>('SELECT user_type FROM users WHERE id = ?').get(userId)?.user_type;
}

export function findCartProduct(db: Db, productId: number): CartProduct | undefined {
  return db
    .prepare<[number], CartProduct>(
      `SELECT p.id, p.stock, v.id AS variation_id, v.name AS variation_name
         FROM products p LEFT JOIN product_variations v ON v.product_id = p.id
        WHERE p.id = ?`,
    )
    .get(productId);
}

export function findCartOption(db: Db, variationId: number, optionId: number): CartOption | undefined {
  return db
    .prepare<[number, number], CartOption>(
      'SELECT id, stock FROM product_variation_options WHERE id = ? AND product_variation_id = ?',
    )
    .get(optionId, variationId);
}

export function lineQuantity(db: Db, userId: number, productId: number, optionId: number | null): number {
  return (
    db
      .prepare<[number, number, number], { quantity: number }>(
        `SELECT quantity FROM cart_items
          WHERE user_id = ? AND product_id = ? AND IFNULL(product_variation_option_id, 0) = ?`,
      )
      .get(userId, productId, optionId ?? 0)?.quantity ?? 0
  );
}

/** Adds units to the user's line of this product and option, creating the line when needed. */
export function addToLine(db: Db, userId: number, productId: number, optionId: number | null, quantity: number): void {
  const updated = db
    .prepare(
      `UPDATE cart_items SET quantity = quantity + ?, updated_at = strftime('%Y-%m-%d %H:%M:%S', 'now')
        WHERE user_id = ? AND product_id = ? AND IFNULL(product_variation_option_id, 0) = ?`,
    )
    .run(quantity, userId, productId, optionId ?? 0);
  if (updated.changes === 0) {
    db.prepare(
      'INSERT INTO cart_items (user_id, product_id, product_variation_option_id, quantity) VALUES (?, ?, ?, ?)',
    ).run(userId, productId, optionId, quantity);
  }
}

/** The user's cart lines in the order they were added. */
export function listCartLines(db: Db, userId: number): CartLineRow[] {
  return db
    .prepare<[number], CartLineRow>(
      `SELECT ci.product_id, ci.product_variation_option_id, ci.quantity,
              p.name, p.price_cents, p.original_price_cents, p.stock,
              s.id AS seller_id, s.name AS seller_name, s.slug AS seller_slug,
              c.name AS category_name, COALESCE(pc.name, c.name) AS department_name, v.name AS variation_name,
              o.name AS option_name, o.price_cents AS option_price_cents,
              o.original_price_cents AS option_original_price_cents, o.stock AS option_stock,
              (SELECT ph.url FROM product_photos ph WHERE ph.product_id = p.id ORDER BY ph.position LIMIT 1) AS photo
         FROM cart_items ci
         JOIN products p ON p.id = ci.product_id
         JOIN sellers s ON s.id = p.seller_id
         LEFT JOIN categories c ON c.id = p.category_id
         LEFT JOIN categories pc ON pc.id = c.parent_id
         LEFT JOIN product_variation_options o ON o.id = ci.product_variation_option_id
         LEFT JOIN product_variations v ON v.id = o.product_variation_id
        WHERE ci.user_id = ?
        ORDER BY ci.id`,
    )
    .all(userId);
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
export function setLineQuantity(
  db: Db,
  userId: number,
  productId: number,
  optionId: number | null,
  quantity: number,
): void {
  db.prepare(
    `UPDATE cart_items SET quantity = ?, updated_at = strftime('%Y-%m-%d %H:%M:%S', 'now')
      WHERE user_id = ? AND product_id = ? AND IFNULL(product_variation_option_id, 0) = ?`,
  ).run(quantity, userId, productId, optionId ?? 0);
}

export function deleteLine(db: Db, userId: number, productId: number, optionId: number | null): void {
  db.prepare(
    'DELETE FROM cart_items WHERE user_id = ? AND product_id = ? AND IFNULL(product_variation_option_id, 0) = ?',
  ).run(userId, productId, optionId ?? 0);
}

export function sellerOfProduct(db: Db, productId: number): number | undefined {
  return db.prepare<[number], { seller_id: number }>('SELECT seller_id FROM products WHERE id = ?').get(productId)
    ?.seller_id;
}

/** The checkout state kept for a user's cart (`carts`). */
export interface CartRow {
  user_id: number;
  address_id: number | null;
  coupon_id: number | null;
  session_id: string | null;
}

export function findCartRow(db: Db, userId: number): CartRow | undefined {
  return db
    .prepare<[number], CartRow>('SELECT user_id, address_id, coupon_id, session_id FROM carts WHERE user_id = ?')
    .get(userId);
}

/** Creates the user's `carts` row when missing. */
export function ensureCartRow(db: Db, userId: number): void {
  db.prepare<[number]>('INSERT INTO carts (user_id) VALUES (?) ON CONFLICT (user_id) DO NOTHING').run(userId);
}

function touchCart(db: Db, userId: number, assignments: string, ...values: (number | string | null)[]): void {
  ensureCartRow(db, userId);
  db.prepare(
    `UPDATE carts SET ${assignments}, updated_at = strftime('%Y-%m-%d %H:%M:%S', 'now') WHERE user_id = ?`,
  ).run(...values, userId);
}

export function setCartAddress(db: Db, userId: number, addressId: number): void {
  touchCart(db, userId, 'address_id = ?', addressId);
}

export function setCartCoupon(db: Db, userId: number, couponId: number | null): void {
  touchCart(db, userId, 'coupon_id = ?', couponId);
}

export function setCartSessionId(db: Db, userId: number, sessionId: string | null): void {
  touchCart(db, userId, 'session_id = ?', sessionId);
}

export interface ShippingChoiceRow {
  seller_id: number;
  option_code: string;
  hash: string;
}

export function listShippingChoices(db: Db, userId: number): ShippingChoiceRow[] {
  return db
    .prepare<[number], ShippingChoiceRow>('SELECT seller_id, option_code, hash FROM cart_shipping WHERE user_id = ?')
    .all(userId);
}

export function saveShippingChoice(db: Db, userId: number, sellerId: number, optionCode: string, hash: string): void {
  db.prepare(
    `INSERT INTO cart_shipping (user_id, seller_id, option_code, hash) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, seller_id) DO UPDATE
        SET option_code = excluded.option_code, hash = excluded.hash,
            updated_at = strftime('%Y-%m-%d %H:%M:%S', 'now')`,
  ).run(userId, sellerId, optionCode, hash);
}

/** Forgets the shipping chosen for one seller, or for every seller when none is given. */
export function clearShippingChoices(db: Db, userId: number, sellerId?: number): void {
  if (sellerId === undefined) db.prepare('DELETE FROM cart_shipping WHERE user_id = ?').run(userId);
  else db.prepare('DELETE FROM cart_shipping WHERE user_id = ? AND seller_id = ?').run(userId, sellerId);
}

/** The user's address, or undefined when the id is someone else's or unknown. */
export function findOwnAddress(db: Db, userId: number, addressId: number): CartAddressRow | undefined {
  return db
    .prepare<[number, number], CartAddressRow>(
      `SELECT id, name, street, number, complement, neighborhood, city_name, state_name, zip_code
         FROM addresses WHERE id = ? AND user_id = ?`,
    )
    .get(addressId, userId);
}

export interface CartAddressRow {
  id: number;
  name: string;
  street: string;
  number: string;
  complement: string | null;
  neighborhood: string;
  city_name: string;
  state_name: string;
  zip_code: string;
}

export interface SellerOriginRow {
  id: number;
  name: string;
  state_name: string;
  pickup_address: string | null;
  pickup_days: number | null;
}

export function findSellerOrigins(db: Db, sellerIds: readonly number[]): Map<number, SellerOriginRow> {
  const origins = new Map<number, SellerOriginRow>();
  if (sellerIds.length === 0) return origins;
  const rows = db
    .prepare<number[], SellerOriginRow>(
      `SELECT id, name, state_name, pickup_address, pickup_days FROM sellers
        WHERE id IN (${sellerIds.map(() => '?').join(', ')})`,
    )
    .all(...sellerIds);
  for (const row of rows) origins.set(row.id, row);
  return origins;
}
