import { createHash } from 'node:crypto';
import { SLUG_PATTERN } from '../../lib/slug';
import { removeDbFiles, tempDbFile } from '../../testing/db-files';
import { openDatabase, type Db } from '../database';
import { migrate } from '../migrate';
import { seed } from '../seed';

function count(db: Db, sql: string): number {
  return (db.prepare(sql).get() as { n: number }).n;
}

/** A fingerprint of the generated catalogue. */
function fingerprint(db: Db): string {
  const hash = createHash('sha256');
  for (const sql of [
    'SELECT * FROM sellers ORDER BY id',
    'SELECT * FROM products ORDER BY id',
    'SELECT * FROM product_variation_options ORDER BY id',
    'SELECT * FROM product_reviews ORDER BY id',
    'SELECT * FROM blog_posts ORDER BY id',
  ]) {
    hash.update(JSON.stringify(db.prepare(sql).all()));
  }
  return hash.digest('hex');
}

describe('catalogue seed', () => {
  const files = [tempDbFile(), tempDbFile()];
  const dbs: Db[] = [];

  beforeAll(() => {
    for (const file of files) {
      const db = openDatabase(file);
      migrate(db);
      seed(db);
      dbs.push(db);
    }
  });

  afterAll(async () => {
    for (const db of dbs) db.close();
    await Promise.all(files.map(removeDbFiles));
  });

  const db = (): Db => dbs[0] as Db;

  it('is the same data on every fresh start', () => {
    expect(fingerprint(dbs[0] as Db)).toBe(fingerprint(dbs[1] as Db));
  });

  it('has at least 30 stores with slugs, pictures, real cities and some pickup addresses', () => {
    const sellers = db().prepare('SELECT * FROM sellers').all() as {
      slug: string;
      logo: string;
      state_name: string;
      pickup_address: string | null;
    }[];
    expect(sellers.length).toBeGreaterThanOrEqual(30);
    for (const seller of sellers) {
      expect(seller.slug).toMatch(SLUG_PATTERN);
      expect(seller.logo).toBe(`/api/media/stores/${seller.slug}/logo.svg`);
      expect(seller.state_name).toMatch(/^[A-Z]{2}$/);
    }
    const withPickup = sellers.filter((seller) => seller.pickup_address !== null).length;
    expect(withPickup).toBeGreaterThan(5);
    expect(withPickup).toBeLessThan(sellers.length);
  });

  it('has at least 2,000 products, all in sub-categories, with unique slugs per store', () => {
    expect(count(db(), 'SELECT COUNT(*) AS n FROM products')).toBeGreaterThanOrEqual(2000);
    expect(
      count(
        db(),
        'SELECT COUNT(*) AS n FROM products p JOIN categories c ON c.id = p.category_id WHERE c.parent_id IS NULL',
      ),
    ).toBe(0);
    expect(
      count(
        db(),
        'SELECT COUNT(*) AS n FROM categories c WHERE c.parent_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM products p WHERE p.category_id = c.id)',
      ),
    ).toBe(0);
    const slugs = db().prepare('SELECT slug FROM products').all() as { slug: string }[];
    for (const { slug } of slugs) expect(slug).toMatch(SLUG_PATTERN);
  });

  it('keeps prices, installments, commissions and counters in range', () => {
    expect(count(db(), 'SELECT COUNT(*) AS n FROM products WHERE original_price_cents <= price_cents')).toBe(0);
    expect(count(db(), 'SELECT COUNT(*) AS n FROM products WHERE max_installments NOT BETWEEN 1 AND 12')).toBe(0);
    expect(
      count(
        db(),
        'SELECT COUNT(*) AS n FROM products WHERE affiliate_commission <> 0 AND affiliate_commission NOT BETWEEN 5 AND 20',
      ),
    ).toBe(0);
    const open = count(db(), 'SELECT COUNT(*) AS n FROM products WHERE affiliate_commission > 0');
    expect(open).toBeGreaterThan(500);
    expect(open).toBeLessThan(1800);
    expect(count(db(), 'SELECT COUNT(*) AS n FROM products WHERE recent_sales_count > sales_count')).toBe(0);
    expect(count(db(), 'SELECT COUNT(DISTINCT product_manufacturer_id) AS n FROM products')).toBeGreaterThanOrEqual(40);
    expect(count(db(), 'SELECT COUNT(DISTINCT product_situation_id) AS n FROM products')).toBe(3);
    expect(count(db(), 'SELECT COUNT(DISTINCT product_type_id) AS n FROM products')).toBe(4);
  });

  it('gives about a third of the products one variation axis of 2 to 5 priced options', () => {
    const total = count(db(), 'SELECT COUNT(*) AS n FROM products');
    const varied = count(db(), 'SELECT COUNT(*) AS n FROM product_variations');
    expect(varied / total).toBeGreaterThan(0.28);
    expect(varied / total).toBeLessThan(0.4);
    const axes = db().prepare('SELECT DISTINCT name FROM product_variations ORDER BY name').all() as { name: string }[];
    expect(axes.map((axis) => axis.name)).toEqual(['Cor', 'Tamanho', 'Voltagem']);
    expect(
      count(
        db(),
        `SELECT COUNT(*) AS n FROM (SELECT product_variation_id, COUNT(*) AS c FROM product_variation_options
           GROUP BY product_variation_id HAVING c NOT BETWEEN 2 AND 5)`,
      ),
    ).toBe(0);
    // The product carries the cheapest option's price and the options' total stock.
    expect(
      count(
        db(),
        `SELECT COUNT(*) AS n FROM products p JOIN product_variations v ON v.product_id = p.id
          WHERE p.price_cents <> (SELECT MIN(price_cents) FROM product_variation_options WHERE product_variation_id = v.id)
             OR p.stock <> (SELECT SUM(stock) FROM product_variation_options WHERE product_variation_id = v.id)`,
      ),
    ).toBe(0);
  });

  it('gives 1 to 5 photos per product and 0 to 40 reviews matching the stored average', () => {
    expect(
      count(
        db(),
        `SELECT COUNT(*) AS n FROM products p
          WHERE (SELECT COUNT(*) FROM product_photos ph WHERE ph.product_id = p.id) NOT BETWEEN 1 AND 5`,
      ),
    ).toBe(0);
    expect(
      count(
        db(),
        `SELECT COUNT(*) AS n FROM products p
          WHERE p.review_count <> (SELECT COUNT(*) FROM product_reviews r WHERE r.product_id = p.id)
             OR p.review_count > 40
             OR (p.review_count = 0 AND p.review_average IS NOT NULL)`,
      ),
    ).toBe(0);
    const averages = db()
      .prepare(
        `SELECT p.review_average, SUM(r.rating) AS total, COUNT(r.id) AS n
           FROM products p JOIN product_reviews r ON r.product_id = p.id GROUP BY p.id`,
      )
      .all() as { review_average: number; total: number; n: number }[];
    for (const row of averages) expect(row.review_average).toBe(Math.round((row.total * 10) / row.n) / 10);
    expect(count(db(), 'SELECT COUNT(*) AS n FROM product_reviews')).toBeGreaterThan(10000);
  });

  it('stores a search text without accents for each product', () => {
    const rows = db().prepare('SELECT name, search_text FROM products LIMIT 200').all() as {
      name: string;
      search_text: string;
    }[];
    for (const row of rows) {
      expect(row.search_text).toBe(row.search_text.toLowerCase());
      expect(row.search_text).not.toMatch(/[\u00C0-\u024F]/);
    }
    expect(count(db(), "SELECT COUNT(*) AS n FROM products WHERE search_text LIKE '%cafe%'")).toBeGreaterThan(10);
  });

  it('has the home banners, at least 12 blog posts and the six institutional pages', () => {
    expect(count(db(), "SELECT COUNT(*) AS n FROM banners WHERE banner_group = 'home'")).toBeGreaterThanOrEqual(3);
    expect(count(db(), 'SELECT COUNT(*) AS n FROM blog_posts')).toBeGreaterThanOrEqual(12);
    const pages = db().prepare('SELECT slug FROM content_pages ORDER BY slug').all() as { slug: string }[];
    expect(pages.map((page) => page.slug)).toEqual([
      'central-de-atendimento',
      'politica-de-privacidade',
      'seja-um-afiliado',
      'sobre',
      'termos-de-uso',
      'venda-seus-produtos',
    ]);
  });
});
