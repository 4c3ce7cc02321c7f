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
              c.name AS category_name, v.name AS variation_name,
              o.name AS option_name, o.price_cents AS option_price_cents,
              o.original_price_cents AS option_original_price_cents, o.stock AS option_stock,
              (SELECT ph.url FROM product_photos ph WHERE ph.product_id = p.id ORDER BY ph.position LIMIT 1) AS photo
         FROM cart_items ci
         JOIN products p ON p.id = ci.product_id
         JOIN sellers s ON s.id = p.seller_id
         LEFT JOIN categories c ON c.id = p.category_id
         LEFT JOIN product_variation_options o ON o.id = ci.product_variation_option_id
         LEFT JOIN product_variations v ON v.id = o.product_variation_id
        WHERE ci.user_id = ?
        ORDER BY ci.id`,
    )
    .all(userId);
}
