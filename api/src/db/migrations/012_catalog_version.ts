import type { Migration } from '../migrate';

/** Every table whose rows a public catalog answer is built from. */
const PUBLIC_TABLES = [
  'products',
  'product_photos',
  'product_variations',
  'product_variation_options',
  'product_reviews',
  'product_situations',
  'product_types',
  'product_manufacturers',
  'sellers',
  'categories',
  'banners',
  'blog_posts',
  'content_pages',
] as const;

function bumpOn(table: string, event: 'INSERT' | 'UPDATE' | 'DELETE', when = ''): string {
  return `
    CREATE TRIGGER ${table}_${event.toLowerCase()}_catalog_version AFTER ${event} ON ${table} ${when}
    BEGIN
      UPDATE catalog_version SET version = version + 1;
    END;`;
}

/**
 * `catalog_version` counts the writes to the public catalog: a trigger on each of its tables adds
 * one, whichever process or machine wrote. The public-answer cache keeps an answer only while the
 * number it was built at is current, so a change of stock, price, review or content is seen by the
 * next request. Counting a product's page views is not a change of the catalog: that update alone
 * leaves the number as it is (the 'mais-vistos' list follows within the cache's lifetime).
 */
export const migration: Migration = {
  version: 12,
  name: 'catalog_version',
  up: `
    CREATE TABLE catalog_version (
      id      INTEGER PRIMARY KEY CHECK (id = 1),
      version INTEGER NOT NULL
    );
    INSERT INTO catalog_version (id, version) VALUES (1, 0);
    ${PUBLIC_TABLES.map((table) =>
      [
        bumpOn(table, 'INSERT'),
        bumpOn(table, 'UPDATE', table === 'products' ? 'WHEN OLD.view_count IS NEW.view_count' : ''),
        bumpOn(table, 'DELETE'),
      ].join('\n'),
    ).join('\n')}
  `,
};
