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
 * The same on PostgreSQL: one trigger function; a trigger per statement on each table, and on
 * `products` a trigger per row for updates, so that a change of `view_count` alone is left out.
 */
function postgresBumpOn(table: string): string {
  if (table !== 'products') {
    return `
    CREATE TRIGGER ${table}_catalog_version AFTER INSERT OR UPDATE OR DELETE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();`;
  }
  return `
    CREATE TRIGGER products_catalog_version AFTER INSERT OR DELETE ON products
      FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
    CREATE TRIGGER products_update_catalog_version AFTER UPDATE ON products
      FOR EACH ROW WHEN (OLD.view_count IS NOT DISTINCT FROM NEW.view_count)
      EXECUTE FUNCTION bump_catalog_version();`;
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
  postgres: `
    CREATE TABLE catalog_version (
      id      INTEGER PRIMARY KEY CHECK (id = 1),
      version BIGINT  NOT NULL
    );
    INSERT INTO catalog_version (id, version) VALUES (1, 0);
    CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE catalog_version SET version = version + 1;
      RETURN NULL;
    END;
    $$;
    ${PUBLIC_TABLES.map(postgresBumpOn).join('\n')}
  `,
};
