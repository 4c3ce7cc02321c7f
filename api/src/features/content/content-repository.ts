import type { Db } from '../../db/database';
import { pageOffset, type PageRequest } from '../../http/pagination';
import { isoDate } from '../../lib/dates';

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

export function listBanners(db: Db, group: string): Banner[] {
  return db
    .prepare<[string], Banner>(
      `SELECT name, url, image, mobile_image, tablet_image
         FROM banners WHERE banner_group = ? AND active = 1 ORDER BY position, id`,
    )
    .all(group);
}

const POST_COLUMNS = 'id, slug, title, excerpt, cover, author_name, published_at, reading_minutes';
/** Posts scheduled for later stay hidden until their time comes. */
const PUBLISHED = "published_at <= strftime('%Y-%m-%d %H:%M:%S', 'now')";

type PostRow = BlogPostSummary;

function toSummary(row: PostRow): BlogPostSummary {
  return { ...row, published_at: isoDate(row.published_at) };
}

export function listBlogPosts(db: Db, page: PageRequest): { total: number; data: BlogPostSummary[] } {
  const total = db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM blog_posts WHERE ${PUBLISHED}`).get()?.n ?? 0;
  const rows = db
    .prepare<[number, number], PostRow>(
      `SELECT ${POST_COLUMNS} FROM blog_posts WHERE ${PUBLISHED}
        ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(page.perPage, pageOffset(page));
  return { total, data: rows.map(toSummary) };
}

export function findBlogPost(db: Db, slug: string): BlogPost | undefined {
  const row = db
    .prepare<[string], PostRow & { blocks: string }>(
      `SELECT ${POST_COLUMNS}, blocks FROM blog_posts WHERE slug = ? AND ${PUBLISHED}`,
    )
    .get(slug);
  if (!row) return undefined;
  const { blocks, ...summary } = row;
  return { ...toSummary(summary), blocks: parseBlocks(blocks) };
}

export function findContentPage(db: Db, slug: string): ContentPage | undefined {
  const row = db
    .prepare<[string], { slug: string; title: string; blocks: string; updated_at: string }>(
      'SELECT slug, title, blocks, updated_at FROM content_pages WHERE slug = ?',
    )
    .get(slug);
  if (!row) return undefined;
  return { slug: row.slug, title: row.title, blocks: parseBlocks(row.blocks), updated_at: isoDate(row.updated_at) };
}
