import { queryRow } from '../../../testing/query';
import { serverForAll } from '../../../testing/server-for-tests';

// A small allowance, so that a test can go past it.
const VIEWS_PER_MINUTE = 3;
const server = serverForAll({ rateLimits: { viewsPerMinute: VIEWS_PER_MINUTE } });

describe('a view of a product page', () => {
  it('counts up to the client address’s allowance a minute; past it the page is answered, uncounted', async () => {
    const product = await queryRow<{ id: number; slug: string; seller_slug: string }>(
      server.app.kysely,
      'SELECT p.id, p.slug, s.slug AS seller_slug FROM products p JOIN sellers s ON s.id = p.seller_id ORDER BY p.id LIMIT 1',
    );
    if (!product) throw new Error('no product');
    const views = async () =>
      Number(
        (
          await queryRow<{ view_count: number }>(
            server.app.kysely,
            'SELECT view_count FROM products WHERE id = ?',
            product.id,
          )
        )?.view_count,
      );
    const before = await views();
    for (let i = 0; i < VIEWS_PER_MINUTE + 4; i += 1) {
      const response = await server.client().get(`/api/products/${product.seller_slug}/${product.slug}`);
      expect(response.status).toBe(200);
      expect((response.body as { id: number }).id).toBe(product.id);
    }
    expect(await views()).toBe(before + VIEWS_PER_MINUTE);
  });
});
