import { search } from '../calls';
import { http } from '../client';
import type { SearchResponse } from '../../model/entities';
import { carryPagePayloads } from '../../testing/page-data';
import { readListQuery, searchPayloadKey, toSearchParams } from '../../routes/list-query';
import { recordingAdapter } from './recording-adapter';

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

it('searchPayloadKey: scalar parameters sorted into one key; a list (sent as k[]=…) has none', () => {
  const params = toSearchParams(readListQuery(new URLSearchParams('search=café&page=2')), { type: 'store' });
  expect(searchPayloadKey(params)).toBe('/api/search?items_per_page=12&order=1&page=2&search=caf%C3%A9&type=store');
  expect(searchPayloadKey({ ...params, product_category_ids: [3] })).toBeNull();
});

it("search: the page's first search takes the results the server put in the page; the next asks the API", async () => {
  const params = toSearchParams(readListQuery(new URLSearchParams('search=café')), { type: 'store' });
  const inline = { products: { total: 1, data: [{ id: 1 }] } } as unknown as SearchResponse;
  carryPagePayloads({ [searchPayloadKey(params)!]: inline });
  const fresh = { products: { total: 0, data: [] } };
  const recorder = recordingAdapter(() => ({ status: 200, data: fresh }));
  http.defaults.adapter = recorder.adapter;

  // Another search is not the page's: it is asked for.
  await expect(search({ ...params, page: 2 })).resolves.toEqual(fresh);
  await expect(search(params)).resolves.toEqual(inline);
  await expect(search(params)).resolves.toEqual(fresh);
  expect(recorder.requests).toHaveLength(2);
});
