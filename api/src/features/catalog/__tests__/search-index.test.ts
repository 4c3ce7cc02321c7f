import { startTestServer, type TestServer } from '../../../testing/test-server';
import { execute, queryRow, queryRows } from '../../../testing/query';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

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
