import { Type } from 'typebox';
import { QueryIntegerChoice, QueryIntegerList, QueryPage, QueryReais } from 'shared-contracts/schema';
import { serverForAll } from '../../testing/server-for-tests';
import type { TestClient } from '../../testing/test-server';
import { paginate } from '../pagination';

const query = Type.Object({
  ids: QueryIntegerList('ids'),
  page: QueryPage(),
  order: QueryIntegerChoice('ordem', [1, 2], { default: 1 }),
  min_price: QueryReais('preço mínimo'),
});

const server = serverForAll({
  beforeListen: (app) => {
    app.get('/api/test/query', { schema: { querystring: query } }, async (request) => request.query);
  },
});
let client: TestClient;

beforeAll(async () => {
  client = server.client();
});

async function read(queryString: string): Promise<Record<string, unknown>> {
  const response = await client.get(`/api/test/query?${queryString}`);
  expect(response.status).toBe(200);
  return response.body as Record<string, unknown>;
}

describe('query parameters', () => {
  it('reads list parameters in every style clients send', async () => {
    expect((await read('ids[]=1&ids[]=2')).ids).toEqual([1, 2]);
    expect((await read('ids[]=3')).ids).toEqual([3]);
    expect((await read('ids=1&ids=2')).ids).toEqual([1, 2]);
    expect((await read('ids=1,%202,,3')).ids).toEqual([1, 2, 3]);
    expect((await read('ids[0]=4&ids[1]=5')).ids).toEqual([4, 5]);
    expect((await read('idsx=1&other[]=2')).ids).toBeUndefined();
  });

  it('reads single values, the last one when repeated, blank as absent', async () => {
    expect((await read('page=1&page=3')).page).toBe(3);
    expect((await read('page=%202%20')).page).toBe(2);
    expect((await read('page=')).page).toBe(1);
    expect((await read('')).page).toBe(1);
  });

  it('collects every error before answering 422', async () => {
    expect((await read('min_price=1,5')).min_price).toBe(1.5);
    const response = await client.get('/api/test/query?page=0&order=7&min_price=1,5');
    expect(response.status).toBe(422);
    expect((response.body as { errors: unknown }).errors).toEqual({
      page: ['O campo página deve estar entre 1 e 1000000.'],
      order: ['O campo ordem selecionado é inválido.'],
    });
  });
});

describe('paginate', () => {
  it('builds Laravel links that keep the other parameters and replace page', () => {
    const page = paginate(['a', 'b'], 14, { page: 2, perPage: 12 }, '/api/search?search=caf%C3%A9&page=2&order=4');
    expect(page).toEqual({
      current_page: 2,
      data: ['a', 'b'],
      from: 13,
      to: 14,
      last_page: 2,
      per_page: 12,
      total: 14,
      next_page_url: null,
      prev_page_url: '/api/search?search=caf%C3%A9&order=4&page=1',
      first_page_url: '/api/search?search=caf%C3%A9&order=4&page=1',
      last_page_url: '/api/search?search=caf%C3%A9&order=4&page=2',
      path: '/api/search',
    });
  });

  it('answers an empty first page with last_page 1', () => {
    const page = paginate([], 0, { page: 1, perPage: 9 }, '/api/blog');
    expect(page.from).toBeNull();
    expect(page.to).toBeNull();
    expect(page.last_page).toBe(1);
    expect(page.first_page_url).toBe('/api/blog?page=1');
    expect(page.next_page_url).toBeNull();
  });
});
