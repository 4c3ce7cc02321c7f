import type { Migration } from '../migrate';

/**
 * `referral_clicks` keeps each click on an affiliate link the server saw (the link's redirect, or
 * a landing with `?ref=` the site reported), with the server's time in epoch milliseconds. The
 * browser gets a signed proof naming the row; at checkout the row, not the browser, says which link
 * was clicked and when. Rows older than the referral window earn nothing and are pruned.
 */
export const migration: Migration = {
  version: 16,
  name: 'referral_clicks',
  up: `
    CREATE TABLE referral_clicks (
      id         INTEGER PRIMARY KEY AUTOINCREMENT,
      link_id    INTEGER NOT NULL REFERENCES affiliate_links (id) ON DELETE CASCADE,
      clicked_at INTEGER NOT NULL
    );
    CREATE INDEX referral_clicks_age_index ON referral_clicks (clicked_at);
    CREATE INDEX referral_clicks_link_index ON referral_clicks (link_id);
  `,
};
