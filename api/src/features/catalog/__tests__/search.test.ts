import { normalizeText } from '../../../lib/search-text';
import type { TestClient } from '../../../testing/test-server';
import { serverForAll } from '../../../testing/server-for-tests';
import type { ProductCard } from '../product-card';
import { queryRow, queryRows } from '../../../testing/query';
import type { Paginator } from '../../../http/pagination';
import { PRODUCT_CARD_KEYS } from './card-keys';

interface NamedOption {
  id: number;
  name: string;
}

interface SearchBody {
  products: Paginator<ProductCard>;
  product_situations: Record<string, string>;
  product_types: NamedOption[];
  product_manufacturers: NamedOption[];
  product_categories: Record<string, NamedOption[]>;
}

interface ErrorBody {
  message: string;
  errors: Record<string, string[]>;
}

const PAGINATOR_KEYS = [
  'current_page',
  'data',
  'first_page_url',
  'from',
  'last_page',
  'last_page_url',
  'next_page_url',
  'path',
  'per_page',
  'prev_page_url',
  'to',
  'total',
].sort();

const server = serverForAll();
let client: TestClient;

async function search(query: string): Promise<SearchBody> {
  const response = await client.get(`/api/search${query === '' ? '' : `?${query}`}`);
  expect(response.status).toBe(200);
  return response.body as SearchBody;
}

async function searchError(query: string): Promise<ErrorBody> {
  const response = await client.get(`/api/search?${query}`);
  expect(response.status).toBe(422);
  return response.body as ErrorBody;
}

/** Every product of a search, walking all pages of 90. */
async function allIds(query: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const body = await search(`${query}${query === '' ? '' : '&'}items_per_page=90&page=${page}`);
    ids.push(...body.products.data.map((product) => product.id));
    if (page >= body.products.last_page) return ids;
  }
}

function one<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing value');
  return value;
}

interface CategoryRow {
  id: number;
  name: string;
  parent_id: number | null;
}

beforeAll(() => {
  client = server.client();
});

describe('GET /api/search — answer shape', () => {
  it('P-04 answers a full Laravel paginator of product cards with the default 12 per page', async () => {
    const body = await search('');
    expect(Object.keys(body).sort()).toEqual([
      'product_categories',
      'product_manufacturers',
      'product_situations',
      'product_types',
      'products',
    ]);
    expect(Object.keys(body.products).sort()).toEqual(PAGINATOR_KEYS);
    expect(body.products.total).toBeGreaterThanOrEqual(2000);
    expect(body.products.per_page).toBe(12);
    expect(body.products.current_page).toBe(1);
    expect(body.products.from).toBe(1);
    expect(body.products.to).toBe(12);
    expect(body.products.last_page).toBe(Math.ceil(body.products.total / 12));
    expect(body.products.prev_page_url).toBeNull();
    expect(body.products.next_page_url).toBe('/api/search?page=2');
    expect(body.products.path).toBe('/api/search');
    expect(body.products.data).toHaveLength(12);
  });

  it('P-09 gives every card the fields of spec §3 with money in reais', async () => {
    const body = await search('items_per_page=90');
    for (const card of body.products.data) {
      expect(Object.keys(card).sort()).toEqual(PRODUCT_CARD_KEYS);
      expect(card.photo).toMatch(/^\/api\/media\/products\/\d+\/1\.svg$/);
      expect(Number.isInteger(Math.round(card.price * 100))).toBe(true);
      expect(card.price).toBeCloseTo(Math.round(card.price * 100) / 100, 10);
      if (card.original_price !== null) expect(card.original_price).toBeGreaterThan(card.price);
      expect(card.max_installments).toBeGreaterThanOrEqual(1);
      expect(card.max_installments).toBeLessThanOrEqual(12);
      const cents = Math.round(card.price * 100);
      expect(card.max_installments_value).toBe(Math.round(cents / card.max_installments) / 100);
      expect(Object.keys(card.seller).sort()).toEqual(['name', 'slug']);
      expect(card.product_category?.product_category?.name).toEqual(expect.any(String));
      if (card.review_average !== null)
        expect(card.review_average * 10).toBeCloseTo(Math.round(card.review_average * 10), 6);
    }
  });
});

describe('GET /api/search — words', () => {
  it("finds 'Café' for 'cafe', 'CAFÉ' and 'Café' alike (accents and case ignored)", async () => {
    const plain = await search('search=cafe');
    expect(plain.products.total).toBeGreaterThan(10);
    expect(plain.products.data.some((product) => product.name.includes('Café'))).toBe(true);
    for (const variant of ['CAF%C3%89', 'Caf%C3%A9', 'cAfE']) {
      const other = await search(`search=${variant}`);
      expect(other.products.total).toBe(plain.products.total);
    }
  });

  it('requires every word to match', async () => {
    const both = await search('search=smartphone%20samsung&items_per_page=90');
    expect(both.products.total).toBeGreaterThan(0);
    for (const product of both.products.data) {
      // Words may match the name, the manufacturer or the category names.
      const text = normalizeText(
        `${product.name} ${product.product_category?.name ?? ''} ${product.product_category?.product_category?.name ?? ''}`,
      );
      expect(text).toContain('smartphone');
      expect(text).toContain('samsung');
    }
    const smartphones = await search('search=smartphone');
    expect(both.products.total).toBeLessThan(smartphones.products.total);
    const none = await search('search=smartphone%20xyzzy');
    expect(none.products.total).toBe(0);
    expect(none.products.data).toEqual([]);
    expect(none.products.from).toBeNull();
    expect(none.products.last_page).toBe(1);
  });

  it('matches the manufacturer and the category names too', async () => {
    const byBrand = await search('search=tramontina&items_per_page=90');
    expect(byBrand.products.total).toBeGreaterThan(0);
    expect(byBrand.product_manufacturers.map((m) => m.name)).toContain('Tramontina');
    const byCategory = await search('search=eletrodomesticos');
    expect(byCategory.products.total).toBeGreaterThan(100);
    expect(Object.keys(byCategory.product_categories)).toEqual(['Eletrodomésticos']);
  });

  it('ignores a search made only of punctuation or spaces', async () => {
    const all = await search('');
    expect((await search('search=%20%20')).products.total).toBe(all.products.total);
    expect((await search('search=%22%3F!')).products.total).toBe(all.products.total);
  });
});

describe('GET /api/search — filters', () => {
  let categories: CategoryRow[];

  beforeAll(async () => {
    categories = (await queryRows(server.app.kysely, 'SELECT id, name, parent_id FROM categories')) as CategoryRow[];
  });

  it('category_id matches the category and all its sub-categories', async () => {
    const department = one(categories.find((c) => c.name === 'Eletrônicos'));
    const children = categories.filter((c) => c.parent_id === department.id);
    const body = await search(`category_id=${department.id}&items_per_page=90`);
    const expected = (await queryRow(
      server.app.kysely,
      `SELECT COUNT(*) AS n FROM products WHERE category_id IN (${children.map((c) => c.id).join(',')})`,
    )) as { n: number };
    expect(body.products.total).toBe(expected.n);
    expect(Object.keys(body.product_categories)).toEqual(['Eletrônicos']);
    expect(body.product_categories['Eletrônicos']?.map((c) => c.name).sort()).toEqual(
      children.map((c) => c.name).sort(),
    );

    const leaf = one(children[0]);
    const leafBody = await search(`category_id=${leaf.id}`);
    expect(leafBody.products.total).toBeGreaterThan(0);
    expect(leafBody.products.total).toBeLessThan(body.products.total);
  });

  it('an unknown category_id or seller_id finds nothing', async () => {
    expect((await search('category_id=99999')).products.total).toBe(0);
    expect((await search('seller_id=99999')).products.total).toBe(0);
  });

  it('seller_id keeps only that store', async () => {
    const seller = (await queryRow(
      server.app.kysely,
      "SELECT id, name FROM sellers WHERE slug = 'techmix-eletronicos'",
    )) as {
      id: number;
      name: string;
    };
    const body = await search(`seller_id=${seller.id}&items_per_page=90`);
    expect(body.products.total).toBeGreaterThan(0);
    for (const product of body.products.data) expect(product.seller.name).toBe(seller.name);
  });

  it('P-06 product_category_ids (the filter panel) narrows to those categories and their children', async () => {
    const tvs = one(categories.find((c) => c.name === 'TVs'));
    const games = one(categories.find((c) => c.name === 'Games'));
    const tvOnly = await search(`product_category_ids[]=${tvs.id}`);
    const gamesOnly = await search(`product_category_ids[]=${games.id}`);
    const both = await search(`product_category_ids[]=${tvs.id}&product_category_ids[]=${games.id}&items_per_page=90`);
    expect(both.products.total).toBe(tvOnly.products.total + gamesOnly.products.total);
    for (const product of both.products.data) expect(['TVs', 'Games']).toContain(product.product_category?.name);

    const department = one(categories.find((c) => c.name === 'Livros'));
    const byDepartment = await search(`product_category_ids[]=${department.id}`);
    expect(byDepartment.products.total).toBe((await search(`category_id=${department.id}`)).products.total);
  });

  it('P-06 the panel filters do not shrink the facets, which follow search, category and store only', async () => {
    const base = await search('search=notebook');
    const filtered = await search(`search=notebook&product_situations[]=2`);
    expect(filtered.products.total).toBeLessThan(base.products.total);
    expect(filtered.product_situations).toEqual(base.product_situations);
    expect(filtered.product_manufacturers).toEqual(base.product_manufacturers);
    expect(filtered.product_categories).toEqual(base.product_categories);
  });

  it('P-05 facets list situations as a map, types and manufacturers as { id, name }, categories by department', async () => {
    const body = await search('search=livro');
    expect(body.product_situations).toEqual(expect.objectContaining({ '1': 'Novo' }));
    for (const [id, label] of Object.entries(body.product_situations)) {
      expect(['1', '2', '3']).toContain(id);
      expect(['Novo', 'Usado', 'Recondicionado']).toContain(label);
    }
    for (const option of [...body.product_types, ...body.product_manufacturers]) {
      expect(Object.keys(option).sort()).toEqual(['id', 'name']);
    }
    expect(Object.keys(body.product_categories)).toEqual(['Livros']);
    const all = await search('');
    expect(Object.keys(all.product_categories)).toHaveLength(14);
    expect(Object.keys(all.product_categories)[0]).toBe('Eletrônicos');
    expect(all.product_types.map((t) => t.name)).toEqual(['Produto físico', 'Kit', 'Produto digital', 'Serviço']);
    expect(all.product_manufacturers.length).toBeGreaterThanOrEqual(40);
    const names = all.product_manufacturers.map((m) => m.name);
    expect([...names].sort(new Intl.Collator('pt-BR', { sensitivity: 'base' }).compare)).toEqual(names);
  });

  it('filters by situation, product type and manufacturer', async () => {
    const used = await search('product_situations[]=2&items_per_page=90');
    expect(used.products.total).toBeGreaterThan(0);
    for (const product of used.products.data) expect(product.name).toMatch(/ - Usado$/);

    const kit = one((await search('')).product_types.find((t) => t.name === 'Kit'));
    const kits = await search(`product_type_ids[]=${kit.id}&items_per_page=90`);
    expect(kits.products.total).toBeGreaterThan(50);
    expect(kits.products.data.filter((p) => /kit|jogo|box|faqueiro|conjunto/i.test(p.name)).length).toBeGreaterThan(
      kits.products.data.length / 2,
    );

    const samsung = one((await search('')).product_manufacturers.find((m) => m.name === 'Samsung'));
    const bySamsung = await search(`product_manufacturer_ids[]=${samsung.id}&items_per_page=90`);
    expect(bySamsung.products.total).toBeGreaterThan(0);
    for (const product of bySamsung.products.data) expect(product.name).toContain('Samsung');
  });

  it('P-14 min_price and max_price are inclusive, in reais, with a dot or a comma', async () => {
    const body = await search('min_price=100&max_price=200.5&items_per_page=90');
    expect(body.products.total).toBeGreaterThan(0);
    for (const product of body.products.data) {
      expect(product.price).toBeGreaterThanOrEqual(100);
      expect(product.price).toBeLessThanOrEqual(200.5);
    }
    const comma = await search('min_price=100&max_price=200,5');
    expect(comma.products.total).toBe(body.products.total);

    const exact = one(body.products.data[0]);
    const pinned = await search(`min_price=${exact.price}&max_price=${exact.price}&items_per_page=90`);
    expect(pinned.products.data.map((p) => p.id)).toContain(exact.id);

    const onlyMin = await search('min_price=5000');
    const onlyMax = await search('max_price=20');
    const everything = await search('');
    expect(onlyMin.products.total + onlyMax.products.total).toBeLessThan(everything.products.total);
  });

  it('P-10 type=affiliated-market keeps only products open to affiliates', async () => {
    const body = await search('type=affiliated-market&items_per_page=90');
    const all = await search('');
    expect(body.products.total).toBeGreaterThan(0);
    expect(body.products.total).toBeLessThan(all.products.total);
    for (const product of body.products.data) {
      expect(product.affiliate_commission).toBeGreaterThanOrEqual(5);
      expect(product.affiliate_commission).toBeLessThanOrEqual(20);
    }
  });
});

describe('GET /api/search — array parameter styles', () => {
  it('accepts name[]=1&name[]=2 (axios), repeated keys, comma lists and indexed keys alike', async () => {
    const types = (await search('')).product_types;
    const [a, b] = [one(types[1]), one(types[2])];
    const expected = (await search(`product_type_ids[]=${a.id}&product_type_ids[]=${b.id}`)).products.total;
    expect(expected).toBeGreaterThan(0);
    for (const query of [
      `product_type_ids=${a.id}&product_type_ids=${b.id}`,
      `product_type_ids=${a.id},${b.id}`,
      `product_type_ids%5B%5D=${a.id}&product_type_ids%5B%5D=${b.id}`,
      `product_type_ids[0]=${a.id}&product_type_ids[1]=${b.id}`,
      `product_type_ids[]=${a.id},${b.id}`,
    ]) {
      expect((await search(query)).products.total).toBe(expected);
    }
    const single = (await search(`product_type_ids[]=${a.id}`)).products.total;
    expect((await search(`product_type_ids=${a.id}`)).products.total).toBe(single);
  });
});

describe('GET /api/search — order and pages', () => {
  it('P-08 order 1 (Mais populares, the default) sorts by sales, ties by id, products in stock first (issue 10 §4)', async () => {
    const ids = (await search('items_per_page=90')).products.data.map((p) => p.id);
    const rows = (await queryRows(
      server.app.kysely,
      'SELECT id FROM products ORDER BY stock > 0 DESC, sales_count DESC, id ASC LIMIT 90',
    )) as {
      id: number;
    }[];
    expect(ids).toEqual(rows.map((row) => row.id));
    expect((await search('order=1&items_per_page=90')).products.data.map((p) => p.id)).toEqual(ids);
  });

  it('P-08 order 2 (Mais avaliados) sorts by review average, products without reviews last', async () => {
    const body = await search('order=2&items_per_page=90&search=camiseta');
    const averages = body.products.data.map((p) => p.review_average ?? -1);
    expect(averages).toEqual([...averages].sort((x, y) => y - x));
    const last = await search(`order=2&items_per_page=90&search=camiseta&page=${body.products.last_page}`);
    expect(last.products.data.at(-1)?.review_average ?? null).toBeNull();
  });

  it('P-08 orders 3 (Maior preço) and 4 (Menor preço) sort by price', async () => {
    const desc = (await search('order=3&items_per_page=60')).products.data.map((p) => p.price);
    expect(desc).toEqual([...desc].sort((x, y) => y - x));
    const asc = (await search('order=4&items_per_page=60')).products.data.map((p) => p.price);
    expect(asc).toEqual([...asc].sort((x, y) => x - y));
    expect(one(desc[0])).toBeGreaterThan(one(asc[0]));
  });

  it('P-08 items_per_page takes 12, 24, 60 and 90', async () => {
    for (const perPage of [12, 24, 60, 90]) {
      const body = await search(`items_per_page=${perPage}`);
      expect(body.products.per_page).toBe(perPage);
      expect(body.products.data).toHaveLength(perPage);
    }
  });

  it('pages never overlap and together list every match once (stable order)', async () => {
    for (const order of [1, 2, 3, 4]) {
      const ids = await allIds(`search=camisa&order=${order}`);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe((await search(`search=camisa`)).products.total);
    }
  });

  it('P-04 page 2 continues page 1 and the links keep the other parameters', async () => {
    const first = await search('search=cafe&order=4&items_per_page=12');
    const second = await search('search=cafe&order=4&items_per_page=12&page=2');
    expect(second.products.current_page).toBe(2);
    expect(second.products.from).toBe(13);
    expect(second.products.to).toBe(24);
    expect(second.products.data[0]?.id).not.toBe(first.products.data[0]?.id);
    expect(second.products.prev_page_url).toBe('/api/search?search=cafe&order=4&items_per_page=12&page=1');
    expect(second.products.next_page_url).toBe('/api/search?search=cafe&order=4&items_per_page=12&page=3');
    expect(second.products.first_page_url).toBe('/api/search?search=cafe&order=4&items_per_page=12&page=1');
    expect(second.products.last_page_url).toBe(
      `/api/search?search=cafe&order=4&items_per_page=12&page=${second.products.last_page}`,
    );
  });

  it('a page past the end answers empty data with the right totals', async () => {
    const body = await search('search=cafe&page=500');
    expect(body.products.current_page).toBe(500);
    expect(body.products.data).toEqual([]);
    expect(body.products.from).toBeNull();
    expect(body.products.to).toBeNull();
    expect(body.products.total).toBe((await search('search=cafe')).products.total);
    expect(body.products.next_page_url).toBeNull();
    expect(body.product_categories).toEqual((await search('search=cafe')).product_categories);
  });

  it('the last page holds the remainder', async () => {
    const first = await search('search=cafe');
    const last = await search(`search=cafe&page=${first.products.last_page}`);
    expect(last.products.to).toBe(first.products.total);
    expect(last.products.data).toHaveLength(first.products.total - (first.products.last_page - 1) * 12);
  });
});

describe('GET /api/search — invalid parameters answer 422 in Portuguese', () => {
  it.each([
    ['order=5', 'order', 'O campo ordem selecionado é inválido.'],
    ['order=abc', 'order', 'O campo ordem selecionado é inválido.'],
    ['items_per_page=13', 'items_per_page', 'O campo itens por página selecionado é inválido.'],
    ['items_per_page=100', 'items_per_page', 'O campo itens por página selecionado é inválido.'],
    ['page=0', 'page', 'O campo página deve estar entre 1 e 1000000.'],
    ['page=-2', 'page', 'O campo página deve estar entre 1 e 1000000.'],
    ['page=abc', 'page', 'O campo página deve ser um número inteiro.'],
    ['page=1.5', 'page', 'O campo página deve ser um número inteiro.'],
    ['category_id=abc', 'category_id', 'O campo categoria deve ser um número inteiro.'],
    ['seller_id=1x', 'seller_id', 'O campo loja deve ser um número inteiro.'],
    ['product_type_ids[]=a', 'product_type_ids', 'O campo tipo de produto deve conter apenas números inteiros.'],
    [
      'product_manufacturer_ids=1,x',
      'product_manufacturer_ids',
      'O campo fabricante deve conter apenas números inteiros.',
    ],
    ['product_category_ids[]=-1', 'product_category_ids', 'O campo categorias deve conter apenas números inteiros.'],
    [
      'product_situations[]=novo',
      'product_situations',
      'O campo situação do produto deve conter apenas números inteiros.',
    ],
    ['min_price=-1', 'min_price', 'O campo preço mínimo deve ser pelo menos 0.'],
    ['max_price=-0.5', 'max_price', 'O campo preço máximo deve ser pelo menos 0.'],
    ['min_price=dez', 'min_price', 'O campo preço mínimo deve ser um número.'],
    ['min_price=100&max_price=50', 'max_price', 'O campo preço máximo deve ser maior ou igual a preço mínimo.'],
    ['type=seller', 'type', 'O campo tipo selecionado é inválido.'],
    [`search=${'a'.repeat(201)}`, 'search', 'O campo busca não pode ser superior a 200 caracteres.'],
  ])('%s → 422 on %s', async (query, field, message) => {
    const body = await searchError(query);
    expect(body.errors[field]).toEqual([message]);
  });

  it('lists every invalid field at once, Laravel style', async () => {
    const body = await searchError('order=9&items_per_page=7&page=0');
    expect(Object.keys(body.errors).sort()).toEqual(['items_per_page', 'order', 'page']);
    expect(body.message).toBe('O campo itens por página selecionado é inválido. (e mais 2 erros)');
  });

  it('accepts a 200-character search and blank parameters as absent', async () => {
    await search(`search=${'a'.repeat(200)}`);
    const blank = await search('search=&category_id=&min_price=&max_price=&order=&page=&items_per_page=');
    expect(blank.products.total).toBeGreaterThanOrEqual(2000);
  });
});
