import type { Category, ProductCard, SearchResponse } from 'shared-contracts';

export function product(id: number, overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id,
    name: `Produto ${id}`,
    slug: `produto-${id}`,
    photo: `/img/produto-${id}.jpg`,
    price: 100,
    original_price: null,
    review_average: null,
    max_installments: 1,
    max_installments_value: 100,
    affiliate_commission: 10,
    seller: { name: 'Loja Sol', slug: 'loja-sol' },
    product_category: { name: 'Smartphones', product_category: { name: 'Celulares e Smartphones' } },
    ...overrides,
  };
}

/** The answer of GET /api/product-list holding these products (one page: total is their count). */
export function productListAnswer(products: ProductCard[]): () => { data: { total: number; data: ProductCard[] } } {
  return () => ({ data: { total: products.length, data: products } });
}

export const CATEGORIES: Category[] = [
  {
    category: { id: 1, name: 'Eletrônicos', slug: 'eletronicos', image: '/img/eletronicos.svg' },
    items: [
      { id: 11, name: 'TVs', slug: 'tvs' },
      { id: 12, name: 'Games', slug: 'games' },
    ],
  },
  {
    category: { id: 2, name: 'Moda Feminina', slug: 'moda-feminina', image: '/img/moda.svg' },
    items: [{ id: 21, name: 'Vestidos', slug: 'vestidos' }],
  },
];

/** A search answer of `total` products, page `page` of `perPage`. */
export function searchResponse({
  total,
  page = 1,
  perPage = 12,
}: {
  total: number;
  page?: number;
  perPage?: number;
}): SearchResponse {
  const from = total === 0 ? null : (page - 1) * perPage + 1;
  const to = total === 0 ? null : Math.min(page * perPage, total);
  const count = from === null || to === null ? 0 : to - from + 1;
  return {
    products: {
      current_page: page,
      data: Array.from({ length: count }, (_, i) => product((from ?? 1) + i)),
      from,
      to,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      per_page: perPage,
      total,
      next_page_url: null,
      prev_page_url: null,
    },
    product_situations: { new: 'Novo', used: 'Usado' },
    product_types: [
      { id: 1, name: 'Físico' },
      { id: 2, name: 'Digital' },
    ],
    product_manufacturers: [
      { id: 7, name: 'Samsung' },
      { id: 8, name: 'Motorola' },
    ],
    product_categories: {
      'Celulares e Smartphones': [
        { id: 31, name: 'Smartphones' },
        { id: 32, name: 'Smartwatches' },
      ],
    },
  };
}
