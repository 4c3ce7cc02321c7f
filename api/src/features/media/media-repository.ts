import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface ProductArtRow {
  id: number;
  name: string;
  manufacturer: string | null;
  product_type: string | null;
  category_slug: string | null;
  department_slug: string | null;
  photo_count: number;
}

export async function findProductArt(db: Kysely<Database>, id: number): Promise<ProductArtRow | undefined> {
  const { rows } = await sql<ProductArtRow>`
    SELECT p.id, p.name, m.name AS manufacturer, t.name AS product_type,
           c.slug AS category_slug, pc.slug AS department_slug,
           (SELECT COUNT(*) FROM product_photos ph WHERE ph.product_id = p.id) AS photo_count
      FROM products p
      LEFT JOIN product_manufacturers m ON m.id = p.product_manufacturer_id
      LEFT JOIN product_types t ON t.id = p.product_type_id
      LEFT JOIN categories c ON c.id = p.category_id
      LEFT JOIN categories pc ON pc.id = c.parent_id
     WHERE p.id = ${id}`.execute(db);
  return rows[0];
}

export function findStoreArt(
  db: Kysely<Database>,
  slug: string,
): Promise<{ name: string; slug: string; city_name: string; state_name: string } | undefined> {
  return db
    .selectFrom('sellers')
    .select(['name', 'slug', 'city_name', 'state_name'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}

export function findBannerArt(
  db: Kysely<Database>,
  slug: string,
): Promise<{ slug: string; name: string; headline: string; subline: string; cta_label: string } | undefined> {
  return db
    .selectFrom('banners')
    .select(['slug', 'name', 'headline', 'subline', 'cta_label'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}

export function findBlogArt(db: Kysely<Database>, slug: string): Promise<{ slug: string; title: string } | undefined> {
  return db.selectFrom('blog_posts').select(['slug', 'title']).where('slug', '=', slug).executeTakeFirst();
}
