import type { Seed } from '../seed';
import { bannerImageUrl, blogCoverUrl } from '../../lib/media-urls';
import { slugify } from '../../lib/slug';
import { homeBanners } from './data/banners';
import { blogPostSeeds } from './data/blog-posts';
import { contentPageSeeds, type ContentBlockSeed } from './data/content-pages';

const WORDS_PER_MINUTE = 200;

function wordCount(blocks: readonly ContentBlockSeed[]): number {
  const text = blocks.map((block) => (block.type === 'list' ? block.items.join(' ') : block.text)).join(' ');
  return text.split(/\s+/).filter((word) => word !== '').length;
}

/** Home banners, blog posts and institutional pages. */
export const contentSeed: Seed = {
  name: '003_content',
  run(db) {
    const insertBanner = db.prepare(
      `INSERT INTO banners
         (banner_group, slug, name, url, image, tablet_image, mobile_image, headline, subline, cta_label, position)
       VALUES ('home', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    homeBanners.forEach((banner, index) => {
      insertBanner.run(
        banner.slug,
        banner.name,
        banner.url,
        bannerImageUrl(banner.slug, 'desktop'),
        bannerImageUrl(banner.slug, 'tablet'),
        bannerImageUrl(banner.slug, 'mobile'),
        banner.headline,
        banner.subline,
        banner.cta,
        index + 1,
      );
    });

    const insertPost = db.prepare(
      `INSERT INTO blog_posts (slug, title, excerpt, cover, author_name, blocks, reading_minutes, published_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const post of blogPostSeeds) {
      const slug = slugify(post.title);
      insertPost.run(
        slug,
        post.title,
        post.excerpt,
        blogCoverUrl(slug),
        post.authorName,
        JSON.stringify(post.blocks),
        Math.max(1, Math.ceil(wordCount(post.blocks) / WORDS_PER_MINUTE)),
        post.publishedAt,
      );
    }

    const insertPage = db.prepare('INSERT INTO content_pages (slug, title, blocks, updated_at) VALUES (?, ?, ?, ?)');
    for (const page of contentPageSeeds) {
      insertPage.run(page.slug, page.title, JSON.stringify(page.blocks), page.updatedAt);
    }
  },
};
