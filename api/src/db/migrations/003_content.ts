import type { Migration } from '../migrate';

/** Home banners, newsletter sign-ups, blog posts and institutional pages. */
export const migration: Migration = {
  version: 3,
  name: 'content',
  up: `
    CREATE TABLE banners (
      id           INTEGER PRIMARY KEY AUTOINCREMENT,
      banner_group TEXT    NOT NULL,
      slug         TEXT    NOT NULL UNIQUE,
      name         TEXT    NOT NULL,
      url          TEXT    NOT NULL,
      image        TEXT    NOT NULL,
      tablet_image TEXT    NOT NULL,
      mobile_image TEXT    NOT NULL,
      position     INTEGER NOT NULL DEFAULT 0,
      active       INTEGER NOT NULL DEFAULT 1
    );
    CREATE INDEX banners_group_position_index ON banners (banner_group, position);

    CREATE TABLE newsletter_subscriptions (
      id         INTEGER PRIMARY KEY AUTOINCREMENT,
      name       TEXT    NOT NULL,
      email      TEXT    NOT NULL UNIQUE CHECK (email = lower(email)),
      created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
    );

    -- blocks: JSON array of { type: 'heading' | 'paragraph' | 'list', text?, items? }.
    CREATE TABLE blog_posts (
      id              INTEGER PRIMARY KEY AUTOINCREMENT,
      slug            TEXT    NOT NULL UNIQUE,
      title           TEXT    NOT NULL,
      excerpt         TEXT    NOT NULL,
      cover           TEXT    NOT NULL,
      author_name     TEXT    NOT NULL,
      blocks          TEXT    NOT NULL DEFAULT '[]',
      reading_minutes INTEGER NOT NULL DEFAULT 1,
      published_at    TEXT    NOT NULL
    );
    CREATE INDEX blog_posts_published_index ON blog_posts (published_at DESC, id DESC);

    CREATE TABLE content_pages (
      id         INTEGER PRIMARY KEY AUTOINCREMENT,
      slug       TEXT    NOT NULL UNIQUE,
      title      TEXT    NOT NULL,
      blocks     TEXT    NOT NULL DEFAULT '[]',
      updated_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
    );
  `,
};
