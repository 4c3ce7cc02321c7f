import type { Migration } from '../migrate';

/** Texts drawn on the generated banner pictures (headline, supporting line, button label). */
export const migration: Migration = {
  version: 5,
  name: 'banner_texts',
  up: `
    ALTER TABLE banners ADD COLUMN headline  TEXT NOT NULL DEFAULT '';
    ALTER TABLE banners ADD COLUMN subline   TEXT NOT NULL DEFAULT '';
    ALTER TABLE banners ADD COLUMN cta_label TEXT NOT NULL DEFAULT '';
  `,
};
