import type { Migration } from '../migrate';

/**
 * The product search reads an index instead of every product: `products_search` is an FTS5 table
 * over `products.search_text` (already lower-case and without accents) with the trigram tokenizer,
 * which answers `LIKE '%word%'` from the index for words of three letters or more, so search
 * finds the same products as before (any part of a word) at a cost that grows with the matches,
 * not with the catalog. Shorter words ('tv', '4k') still read the index's text, not the table.
 * Triggers keep it in step with `products`.
 *
 * On PostgreSQL the same `LIKE '%word%'` is answered by a GIN trigram index (`pg_trgm`) on the
 * same column. Words and column are normalized by the same code on both engines (lib/search-text),
 * so both find the same products.
 */
export const migration: Migration = {
  version: 14,
  name: 'product_search_index',
  up: `
    CREATE VIRTUAL TABLE products_search USING fts5(
      search_text,
      content = 'products',
      content_rowid = 'id',
      tokenize = 'trigram'
    );
    INSERT INTO products_search (products_search) VALUES ('rebuild');

    CREATE TRIGGER products_search_insert AFTER INSERT ON products BEGIN
      INSERT INTO products_search (rowid, search_text) VALUES (NEW.id, NEW.search_text);
    END;
    CREATE TRIGGER products_search_delete AFTER DELETE ON products BEGIN
      INSERT INTO products_search (products_search, rowid, search_text) VALUES ('delete', OLD.id, OLD.search_text);
    END;
    CREATE TRIGGER products_search_update AFTER UPDATE OF search_text ON products BEGIN
      INSERT INTO products_search (products_search, rowid, search_text) VALUES ('delete', OLD.id, OLD.search_text);
      INSERT INTO products_search (rowid, search_text) VALUES (NEW.id, NEW.search_text);
    END;
  `,
  postgres: `
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX products_search_text_trigram_index ON products USING gin (search_text gin_trgm_ops);
  `,
};
