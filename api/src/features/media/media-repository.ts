import type { Db } from '../../db/database';

export interface ProductArtRow {
  id: number;
  name: string;
  manufacturer: string | null;
  product_type: string | null;
  category_slug: string | null;
  department_slug: string | null;
  photo_count: number;
}

export function findProductArt(db: Db, id: number): ProductArtRow | undefined {
  return db
    .prepare<[number], ProductArtRow>(
      `SELECT p.id, p.name, m.name AS manufacturer, t.name AS product_type,
              c.slug AS category_slug, pc.slug AS department_slug,
              (SELECT COUNT(*) FROM product_photos ph WHERE ph.product_id = p.id) AS photo_count
         FROM products p
         LEFT JOIN product_manufacturers m ON m.id = p.product_manufacturer_id
         LEFT JOIN product_types t ON t.id = p.product_type_id
         LEFT JOIN categories c ON c.id = p.category_id
         LEFT JOIN categories pc ON pc.id = c.parent_id
        WHERE p.id = ?`,
    )
    .get(id);
}

export function findStoreArt(
  db: Db,
  slug: string,
): { name: string; slug: string; city_name: string; state_name: string } | undefined {
  return db
    .prepare<[string], { name: string; slug: string; city_name: string; state_name: string }>(
      'SELECT name, slug, city_name, state_name FROM sellers WHERE slug = ?',
    )
    .get(slug);
}

export function findBannerArt(
  db: Db,
  slug: string,
): { slug: string; name: string; headline: string; subline: string; cta_label: string } | undefined {
  return db
    .prepare<[string], { slug: string; name: string; headline: string; subline: string; cta_label: string }>(
      'SELECT slug, name, headline, subline, cta_label FROM banners WHERE slug = ?',
    )
    .get(slug);
}

export function findBlogArt(db: Db, slug: string): { slug: string; title: string } | undefined {
  return db
    .prepare<[string], { slug: string; title: string }>('SELECT slug, title FROM blog_posts WHERE slug = ?')
    .get(slug);
}
