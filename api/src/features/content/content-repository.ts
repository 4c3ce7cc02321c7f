import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { pageOffset, type PageRequest } from '../../http/pagination';
import { isoDate, storedTime } from '../../lib/dates';

import type { Banner, BlogPost, BlogPostSummary, ContentBlock, ContentPage } from 'shared-contracts/schema';

export type { Banner, BlogPost, BlogPostSummary, ContentBlock, ContentPage };

function parseBlocks(text: string): ContentBlock[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as ContentBlock[]) : [];
  } catch {
    return [];
  }
}

export function listBanners(db: Kysely<Database>, group: string): Promise<Banner[]> {
  return db
    .selectFrom('banners')
    .select(['name', 'url', 'image', 'mobile_image', 'tablet_image'])
    .where('banner_group', '=', group)
    .where('active', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

const POST_COLUMNS = [
  'id',
  'slug',
  'title',
  'excerpt',
  'cover',
  'author_name',
  'published_at',
  'reading_minutes',
] as const;

type PostRow = BlogPostSummary;

function toSummary(row: PostRow): BlogPostSummary {
  return { ...row, published_at: isoDate(row.published_at) };
}

/** Posts scheduled for later stay hidden until their time comes. */
function publishedPosts(db: Kysely<Database>) {
  return db.selectFrom('blog_posts').where('published_at', '<=', storedTime());
}

export async function listBlogPosts(
  db: Kysely<Database>,
  page: PageRequest,
): Promise<{ total: number; data: BlogPostSummary[] }> {
  const counted = await publishedPosts(db)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const rows = await publishedPosts(db)
    .select(POST_COLUMNS)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.perPage)
    .offset(pageOffset(page))
    .execute();
  return { total: counted?.n ?? 0, data: rows.map(toSummary) };
}

export async function findBlogPost(db: Kysely<Database>, slug: string): Promise<BlogPost | undefined> {
  const row = await publishedPosts(db)
    .select([...POST_COLUMNS, 'blocks'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!row) return undefined;
  const { blocks, ...summary } = row;
  return { ...toSummary(summary), blocks: parseBlocks(blocks) };
}

export async function findContentPage(db: Kysely<Database>, slug: string): Promise<ContentPage | undefined> {
  const row = await db
    .selectFrom('content_pages')
    .select(['slug', 'title', 'blocks', 'updated_at'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!row) return undefined;
  return { slug: row.slug, title: row.title, blocks: parseBlocks(row.blocks), updated_at: isoDate(row.updated_at) };
}
