import { getProduct } from '../catalog';
import { http } from '../client';
import type { ProductDetail } from '../../model/catalog';
import { PAGE_DATA_ELEMENT_ID, jsonForScript } from '../../delivery';
import { recordingAdapter } from './recording-adapter';

/** The public payloads the site server puts in the page: the first call takes them, once. */
const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

it("getProduct: the page's first call takes the product the server put in the page; the next asks the API", async () => {
  const inline = { id: 7, name: 'Café Especial', photos: [] } as unknown as ProductDetail;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ELEMENT_ID;
  script.textContent = jsonForScript({ '/api/products/loja-a/caf%C3%A9-especial': inline });
  document.head.append(script);
  const fresh = { ...inline, name: 'Café Especial (de novo)' };
  const recorder = recordingAdapter(() => ({ status: 200, data: fresh }));
  http.defaults.adapter = recorder.adapter;

  await expect(getProduct('loja-a', 'café-especial')).resolves.toEqual(inline);
  expect(recorder.requests).toHaveLength(0);
  await expect(getProduct('loja-a', 'café-especial')).resolves.toEqual(fresh);
  expect(recorder.requests.map((r) => r.url)).toEqual(['/api/products/loja-a/caf%C3%A9-especial']);
});
