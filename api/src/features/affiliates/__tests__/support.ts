import { queryRow } from '../../../testing/query';
import { AFFILIATE } from '../../../testing/demo-users';
import type { TestClient, TestServer } from '../../../testing/test-server';

export async function affiliateUserId(server: TestServer): Promise<number> {
  const row = await queryRow<{ id: number }>(server.app.kysely, 'SELECT id FROM users WHERE email = ?', AFFILIATE);
  if (!row) throw new Error('the demo affiliate is missing');
  return row.id;
}

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export interface ProductRef {
  id: number;
  slug: string;
  seller_slug: string;
}

/** An open product (commission above 0) the demo affiliate does not promote. */
export async function unpromotedOpenProduct(server: TestServer): Promise<ProductRef> {
  const row = await queryRow<ProductRef>(
    server.app.kysely,
    `SELECT p.id, p.slug, s.slug AS seller_slug FROM products p JOIN sellers s ON s.id = p.seller_id
        WHERE p.affiliate_commission > 0
          AND p.id NOT IN (SELECT product_id FROM affiliate_links WHERE affiliate_id = ?)
        ORDER BY p.id LIMIT 1`,
    await affiliateUserId(server),
  );
  if (!row) throw new Error('no open product left');
  return row;
}

export async function closedProduct(server: TestServer): Promise<ProductRef> {
  const row = await queryRow<ProductRef>(
    server.app.kysely,
    `SELECT p.id, p.slug, s.slug AS seller_slug FROM products p JOIN sellers s ON s.id = p.seller_id
        WHERE p.affiliate_commission = 0 ORDER BY p.id LIMIT 1`,
  );
  if (!row) throw new Error('no closed product');
  return row;
}

/** The cookie that carries the proof of an affiliate click. */
export const PROOF_COOKIE = 'marketplace_referral';

/**
 * The shopper follows an affiliate link (GET /api/r/:code): the server records the click and the
 * client keeps the proof cookie it hands over. Answers the cookie's value.
 */
export async function followLink(client: TestClient, code: string): Promise<string> {
  const response = await client.get(`/api/r/${code}`);
  const proof = response.cookie(PROOF_COOKIE)?.value;
  if (response.status !== 302 || proof === undefined) {
    throw new Error(`the link ${code} answered ${response.status} without a proof`);
  }
  return proof;
}
