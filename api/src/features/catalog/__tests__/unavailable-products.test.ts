import type { ProductCard } from '../product-card';
import { serverForAll } from '../../../testing/server-for-tests';
import { execute, queryRow } from '../../../testing/query';

const server = serverForAll();

interface SearchBody {
  products: { data: ProductCard[] };
}

describe('out-of-stock products in listings (issue 10 §4)', () => {
  it("are marked unavailable and not offered first when sorting by 'Menor preço'", async () => {
    // The cheapest product of the catalogue sells out.
    const cheapest = (await queryRow(
      server.app.kysely,
      'SELECT id FROM products ORDER BY price_cents ASC, id ASC LIMIT 1',
    )) as { id: number };
    await execute(server.app.kysely, 'UPDATE products SET stock = 0 WHERE id = ?', cheapest.id);

    const response = await server.client().get('/api/search?order=4&items_per_page=60');
    expect(response.status).toBe(200);
    const cards = (response.body as SearchBody).products.data;
    expect(cards[0]?.id).not.toBe(cheapest.id);
    expect(cards[0]?.available).toBe(true);
    // Available ones first, in price order; the unavailable ones after them.
    const firstUnavailable = cards.findIndex((card) => !card.available);
    if (firstUnavailable >= 0) expect(cards.slice(firstUnavailable).every((card) => !card.available)).toBe(true);
    const available = cards.filter((card) => card.available).map((card) => card.price);
    expect(available).toEqual([...available].sort((a, b) => a - b));

    // Asked for by name, it is there, marked unavailable.
    const name = (
      (await queryRow(server.app.kysely, 'SELECT name FROM products WHERE id = ?', cheapest.id)) as { name: string }
    ).name;
    const found = await server.client().get(`/api/search?search=${encodeURIComponent(name)}&items_per_page=60`);
    const card = (found.body as SearchBody).products.data.find((candidate) => candidate.id === cheapest.id);
    expect(card?.available).toBe(false);
  });
});
