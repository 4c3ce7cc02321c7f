import { DEFAULT_QUERY, readListQuery, toSearchParams, writeListQuery } from '../list-query';

describe('list query in the URL', () => {
  it('P-06 reads every filter, order, per-page and page', () => {
    const query = readListQuery(
      new URLSearchParams(
        'search=tv%204k&product_situations=1&product_situations=2&product_type_ids=3&product_manufacturer_ids=7,8' +
          '&product_category_ids[]=31&min_price=10.5&max_price=500&order=4&items_per_page=24&page=3',
      ),
    );
    expect(query).toEqual({
      search: 'tv 4k',
      product_situations: ['1', '2'],
      product_type_ids: [3],
      product_manufacturer_ids: [7, 8],
      product_category_ids: [31],
      min_price: 10.5,
      max_price: 500,
      order: 4,
      items_per_page: 24,
      page: 3,
    });
  });

  it('P-08 falls back to order 1, 12 per page and page 1 on anything unknown', () => {
    const query = readListQuery(new URLSearchParams('order=9&items_per_page=13&page=-2&product_type_ids=abc'));
    expect(query).toEqual(DEFAULT_QUERY);
  });

  it('writes repeated keys, leaves defaults out and keeps other keys', () => {
    const params = writeListQuery(
      { ...DEFAULT_QUERY, search: 'bola', product_manufacturer_ids: [7, 8], min_price: 20, order: 3, page: 2 },
      new URLSearchParams('utm_source=news&page=5'),
    );
    expect(params.toString()).toBe(
      'utm_source=news&search=bola&product_manufacturer_ids=7&product_manufacturer_ids=8&min_price=20&order=3&page=2',
    );
    expect(readListQuery(params)).toMatchObject({ product_manufacturer_ids: [7, 8], min_price: 20, page: 2 });
  });

  it('P-14 sends min_price and max_price; leaves empty filters out', () => {
    expect(
      toSearchParams({ ...DEFAULT_QUERY, min_price: 0, max_price: 99.9 }, { type: 'store', category_id: 4 }),
    ).toEqual({ type: 'store', category_id: 4, order: 1, items_per_page: 12, page: 1, min_price: 0, max_price: 99.9 });
  });
});
