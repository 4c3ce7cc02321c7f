import { serverForAll } from '../../../testing/server-for-tests';
import { execute, queryRow, queryRows } from '../../../testing/query';

const server = serverForAll();

async function foundIds(search: string): Promise<number[]> {
  const response = await server.client().get(`/api/search?search=${encodeURIComponent(search)}&items_per_page=90`);
  expect(response.status).toBe(200);
  return (response.body as { products: { data: { id: number }[] } }).products.data.map((card) => card.id);
}

describe('the product search index', () => {
  it('finds what the table holds: any part of a word, accents and case ignored, short words too', async () => {
    const expected = (
      (await queryRows(
        server.app.kysely,
        `SELECT id FROM products WHERE search_text LIKE '%cafe%' AND search_text LIKE '%po%' ORDER BY id`,
      )) as { id: number }[]
    ).map((row) => row.id);
    expect(expected.length).toBeGreaterThan(0);
    expect((await foundIds('CAFÉ po')).sort((a, b) => a - b)).toEqual(expected);
  });

  it('follows the products as they change', async () => {
    const { id } = (await queryRow(server.app.kysely, 'SELECT id FROM products ORDER BY id LIMIT 1')) as { id: number };
    await execute(
      server.app.kysely,
      "UPDATE products SET search_text = 'cafeteira xicarazul edicao limitada' WHERE id = ?",
      id,
    );
    expect(await foundIds('Xícarazul')).toEqual([id]);

    await execute(server.app.kysely, "UPDATE products SET search_text = 'cafeteira comum' WHERE id = ?", id);
    expect(await foundIds('xicarazul')).toEqual([]);
  });
});

describe('the totals and filter lists kept between pages', () => {
  type Answer = { products: { total: number }; product_manufacturers: { id: number; name: string }[] };
  const ask = async (query: string): Promise<Answer> => {
    const response = await server.client().get(`/api/search?${query}`);
    expect(response.status).toBe(200);
    return response.body as Answer;
  };

  it('are the same as computed afresh, for another page or order of the same search', async () => {
    const first = await ask('search=cafe&items_per_page=12');
    const second = await ask('search=cafe&items_per_page=12&page=2&order=4');
    expect(second.products.total).toBe(first.products.total);
    expect(second.product_manufacturers).toEqual(first.product_manufacturers);
  });

  it('follow a write to the catalog, asked from another page', async () => {
    const before = await ask('search=tijelaazul&items_per_page=12');
    expect(before.products.total).toBe(0);
    const { id } = (await queryRow(server.app.kysely, 'SELECT id FROM products ORDER BY id DESC LIMIT 1')) as {
      id: number;
    };
    const maker = (await queryRow(
      server.app.kysely,
      'SELECT m.id, m.name FROM product_manufacturers m JOIN products p ON p.product_manufacturer_id = m.id WHERE p.id = ?',
      id,
    )) as { id: number; name: string } | undefined;
    await execute(server.app.kysely, "UPDATE products SET search_text = 'tijelaazul de ceramica' WHERE id = ?", id);

    const after = await ask('search=tijelaazul&items_per_page=12&page=2');
    expect(after.products.total).toBe(1);
    if (maker !== undefined) expect(after.product_manufacturers).toEqual([maker]);
  });
});
