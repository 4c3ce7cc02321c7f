import { paginate } from '../pagination';
import { QueryReader, queryList, queryValue } from '../query';
import { ValidationError } from '../errors';

describe('query parameters', () => {
  it('reads list parameters in every style clients send', () => {
    expect(queryList({ 'ids[]': ['1', '2'] }, 'ids')).toEqual(['1', '2']);
    expect(queryList({ 'ids[]': '3' }, 'ids')).toEqual(['3']);
    expect(queryList({ ids: ['1', '2'] }, 'ids')).toEqual(['1', '2']);
    expect(queryList({ ids: '1, 2,,3' }, 'ids')).toEqual(['1', '2', '3']);
    expect(queryList({ 'ids[0]': '4', 'ids[1]': '5' }, 'ids')).toEqual(['4', '5']);
    expect(queryList({ idsx: '1', 'other[]': '2' }, 'ids')).toEqual([]);
  });

  it('reads single values, the last one when repeated, blank as absent', () => {
    expect(queryValue({ page: ['1', '3'] }, 'page')).toBe('3');
    expect(queryValue({ page: ' 2 ' }, 'page')).toBe('2');
    expect(queryValue({ page: '' }, 'page')).toBeUndefined();
    expect(queryValue({}, 'page')).toBeUndefined();
  });

  it('collects every error before answering 422', () => {
    const reader = new QueryReader({ page: '0', order: '7', min_price: '1,5' });
    expect(reader.page()).toBe(1);
    expect(reader.oneOf('order', 'ordem', [1, 2], 1)).toBe(1);
    expect(reader.priceCents('min_price', 'preço mínimo')).toBe(150);
    expect(() => reader.assertValid()).toThrow(ValidationError);
    try {
      reader.assertValid();
    } catch (error) {
      expect((error as ValidationError).errors).toEqual({
        page: ['O campo página deve ser pelo menos 1.'],
        order: ['O campo ordem selecionado é inválido.'],
      });
    }
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
