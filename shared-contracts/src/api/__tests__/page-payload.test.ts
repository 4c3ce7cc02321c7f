import { getBlogPost, getContentPage, getProduct, getStore } from '../catalog';
import { http } from '../client';
import type { ProductDetail } from '../../model/catalog';
import { carryPagePayloads } from '../../testing/page-data';
import { recordingAdapter } from './recording-adapter';

/** The public payloads the site server puts in the page: the first call takes them, once. */
const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

const product = { id: 7, name: 'Café Especial', photos: [] } as unknown as ProductDetail;
const subjects = {
  '/api/stores/loja-sol': { slug: 'loja-sol', name: 'Loja Sol' },
  '/api/blog/como-escolher-um-cafe': { slug: 'como-escolher-um-cafe', title: 'Como escolher um café' },
  '/api/pages/sobre': { slug: 'sobre', title: 'Sobre nós' },
};

// The page is read once, at its first call: it carries everything these tests take.
beforeAll(() => {
  carryPagePayloads({ '/api/products/loja-a/caf%C3%A9-especial': product, ...subjects });
});

it("getProduct: the page's first call takes the product the server put in the page; the next asks the API", async () => {
  const fresh = { ...product, name: 'Café Especial (de novo)' };
  const recorder = recordingAdapter(() => ({ status: 200, data: fresh }));
  http.defaults.adapter = recorder.adapter;

  await expect(getProduct('loja-a', 'café-especial')).resolves.toEqual(product);
  expect(recorder.requests).toHaveLength(0);
  await expect(getProduct('loja-a', 'café-especial')).resolves.toEqual(fresh);
  expect(recorder.requests.map((r) => r.url)).toEqual(['/api/products/loja-a/caf%C3%A9-especial']);
});

it('getStore, getBlogPost and getContentPage: the first call takes what the server put in the page, once', async () => {
  const recorder = recordingAdapter(() => ({ status: 200, data: { fresh: true } }));
  http.defaults.adapter = recorder.adapter;

  await expect(getStore('loja-sol')).resolves.toEqual(subjects['/api/stores/loja-sol']);
  await expect(getBlogPost('como-escolher-um-cafe')).resolves.toEqual(subjects['/api/blog/como-escolher-um-cafe']);
  await expect(getContentPage('sobre')).resolves.toEqual(subjects['/api/pages/sobre']);
  expect(recorder.requests).toHaveLength(0);
  await expect(getContentPage('sobre')).resolves.toEqual({ fresh: true });
  await expect(getStore('outra-loja')).resolves.toEqual({ fresh: true });
  expect(recorder.requests.map((r) => r.url)).toEqual(['/api/pages/sobre', '/api/stores/outra-loja']);
});
