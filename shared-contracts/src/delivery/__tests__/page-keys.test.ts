import { PAGE_KEYS, payloadKey } from '../index';

describe("the keys of the page's payloads", () => {
  it('are the path and the query sorted by name, whatever order the call gave', () => {
    expect(payloadKey('/api/product-list', { type: 'mais-vendidos', list_id: 'home', limit: 12 })).toBe(
      '/api/product-list?limit=12&list_id=home&type=mais-vendidos',
    );
    expect(payloadKey('/api/search', { search: 'fone sem fio', category_id: 7, page: 2 })).toBe(
      '/api/search?category_id=7&page=2&search=fone+sem+fio',
    );
    expect(PAGE_KEYS.stores(1, '')).toBe('/api/stores?page=1');
  });

  it('are the bare path when the call has no query', () => {
    expect(payloadKey('/api/categories')).toBe('/api/categories');
  });

  it('never ask for a collator: a first localeCompare costs a phone tens of milliseconds', () => {
    const compare = jest.spyOn(String.prototype, 'localeCompare');
    payloadKey('/api/search', { search: 'bola', page: 1, sort: 'price' });
    expect(compare).not.toHaveBeenCalled();
    compare.mockRestore();
  });
});
