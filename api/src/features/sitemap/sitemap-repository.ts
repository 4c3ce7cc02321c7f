import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { pageOffset, type PageRequest } from '../../http/pagination';
import { isoDate, storedTime } from '../../lib/dates';

import type { SitemapEntry, SitemapProductEntry, SitemapSection, SitemapSummary } from 'shared-contracts/schema';

/**
 * The public pages of the catalog for the site's sitemaps: slugs and the moment each page last
 * changed, read from the columns that record it. The catalog keeps no `updated_at` of its own for
 * products, stores and categories, so:
 * - a product changed when it was listed or last reviewed (its page shows the reviews);
 * - a store when it opened or last listed a product;
 * - a category when a product was last listed in it or in one of its sub-categories;
 * - a blog post when it was published; a content page at its `updated_at`.
 * Stored times are UTC text ('YYYY-MM-DD HH:MM:SS') on both engines, so the latest is the greatest.
 * Pages are in id order, so that they stay put while new rows are added at the end.
 */

/** The later of two stored times (either may be missing). */
function later(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a > b ? a : b;
}

const moment = (stored: string | null): string | null => (stored === null ? null : isoDate(stored));

/** Categories a page of the site shows: the departments and their direct sub-categories (the menu's). */
function shownCategories(db: Kysely<Database>) {
  return db
    .selectFrom('categories as c')
    .where((eb) =>
      eb.or([
        eb('c.parent_id', 'is', null),
        eb('c.parent_id', 'in', eb.selectFrom('categories as top').select('top.id').where('top.parent_id', 'is', null)),
      ]),
    );
}

/** Blog posts already published (those scheduled for later stay out, as on the blog). */
function publishedPosts(db: Kysely<Database>) {
  return db.selectFrom('blog_posts as b').where('b.published_at', '<=', storedTime());
}

export async function sitemapSummary(db: Kysely<Database>): Promise<SitemapSummary> {
  const [products, reviews, categories, stores, blog, pages] = await Promise.all([
    db
      .selectFrom('products as p')
      .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.max<string | null>('p.created_at').as('newest')])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('product_reviews as r')
      .select((eb) => eb.fn.max<string | null>('r.created_at').as('newest'))
      .executeTakeFirstOrThrow(),
    shownCategories(db)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('sellers as s')
      .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.max<string | null>('s.created_at').as('newest')])
      .executeTakeFirstOrThrow(),
    publishedPosts(db)
      .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.max<string | null>('b.published_at').as('newest')])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('content_pages as cp')
      .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.max<string | null>('cp.updated_at').as('newest')])
      .executeTakeFirstOrThrow(),
  ]);
  const section = (total: number, newest: string | null): SitemapSection => ({
    total: Number(total),
    lastmod: moment(newest),
  });
  return {
    products: section(products.total, later(products.newest, reviews.newest)),
    // A category or a store changes when a product is listed in it: the newest product says when.
    categories: section(categories.total, categories.total > 0 ? products.newest : null),
    stores: section(stores.total, later(stores.newest, products.newest)),
    blog: section(blog.total, blog.newest),
    pages: section(pages.total, pages.newest),
  };
}

export async function sitemapProducts(
  db: Kysely<Database>,
  page: PageRequest,
): Promise<{ total: number; data: SitemapProductEntry[] }> {
  const counted = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('sellers as s', 's.id', 'p.seller_id')
    .select((eb) => [
      's.slug as seller_slug',
      'p.slug',
      'p.created_at',
      eb
        .selectFrom('product_reviews as r')
        .whereRef('r.product_id', '=', 'p.id')
        .select((inner) => inner.fn.max<string | null>('r.created_at').as('newest'))
        .as('reviewed_at'),
    ])
    .orderBy('p.id')
    .limit(page.perPage)
    .offset(pageOffset(page))
    .execute();
  return {
    total: Number(counted.n),
    data: rows.map((row) => ({
      seller_slug: row.seller_slug,
      slug: row.slug,
      lastmod: moment(later(row.created_at, row.reviewed_at)),
    })),
  };
}

export async function sitemapCategories(
  db: Kysely<Database>,
  page: PageRequest,
): Promise<{ total: number; data: SitemapEntry[] }> {
  const counted = await shownCategories(db)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await shownCategories(db)
    .select((eb) => [
      'c.slug',
      eb
        .selectFrom('products as p')
        .where((inner) =>
          inner.or([
            inner('p.category_id', '=', inner.ref('c.id')),
            inner(
              'p.category_id',
              'in',
              inner.selectFrom('categories as sub').select('sub.id').whereRef('sub.parent_id', '=', 'c.id'),
            ),
          ]),
        )
        .select((inner) => inner.fn.max<string | null>('p.created_at').as('newest'))
        .as('newest'),
    ])
    .orderBy('c.id')
    .limit(page.perPage)
    .offset(pageOffset(page))
    .execute();
  return { total: Number(counted.n), data: rows.map((row) => ({ slug: row.slug, lastmod: moment(row.newest) })) };
}

export async function sitemapStores(
  db: Kysely<Database>,
  page: PageRequest,
): Promise<{ total: number; data: SitemapEntry[] }> {
  const counted = await db
    .selectFrom('sellers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('sellers as s')
    .select((eb) => [
      's.slug',
      's.created_at',
      eb
        .selectFrom('products as p')
        .whereRef('p.seller_id', '=', 's.id')
        .select((inner) => inner.fn.max<string | null>('p.created_at').as('newest'))
        .as('newest'),
    ])
    .orderBy('s.id')
    .limit(page.perPage)
    .offset(pageOffset(page))
    .execute();
  return {
    total: Number(counted.n),
    data: rows.map((row) => ({ slug: row.slug, lastmod: moment(later(row.created_at, row.newest)) })),
  };
}

export async function sitemapBlogPosts(
  db: Kysely<Database>,
  page: PageRequest,
): Promise<{ total: number; data: SitemapEntry[] }> {
  const counted = await publishedPosts(db)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await publishedPosts(db)
    .select(['b.slug', 'b.published_at'])
    .orderBy('b.id')
    .limit(page.perPage)
    .offset(pageOffset(page))
    .execute();
  return {
    total: Number(counted.n),
    data: rows.map((row) => ({ slug: row.slug, lastmod: moment(row.published_at) })),
  };
}

export async function sitemapContentPages(
  db: Kysely<Database>,
  page: PageRequest,
): Promise<{ total: number; data: SitemapEntry[] }> {
  const counted = await db
    .selectFrom('content_pages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('content_pages as cp')
    .select(['cp.slug', 'cp.updated_at'])
    .orderBy('cp.id')
    .limit(page.perPage)
    .offset(pageOffset(page))
    .execute();
  return {
    total: Number(counted.n),
    data: rows.map((row) => ({ slug: row.slug, lastmod: moment(row.updated_at) })),
  };
}
