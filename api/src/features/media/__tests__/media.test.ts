import type { TestClient } from '../../../testing/test-server';
import { serverForAll } from '../../../testing/server-for-tests';
import { PRODUCT_KINDS, drawKind, productKind } from '../product-drawings';
import { colorFromName } from '../colors';
import { productPhotoSvg } from '../product-art';
import { queryRow } from '../../../testing/query';

const server = serverForAll();
let client: TestClient;

beforeAll(() => {
  client = server.client();
});

/** Nothing but the SVG namespace may be an address: the pictures load nothing from elsewhere. */
function expectSelfContained(svg: string): void {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|\/\/|href=/);
}

describe('generated pictures', () => {
  it('serves every photo of a product, with thumbnails at ?w=120 and 404 past the last one', async () => {
    const product = (await queryRow(
      server.app.kysely,
      `SELECT p.id, p.name, COUNT(ph.id) AS photos FROM products p JOIN product_photos ph ON ph.product_id = p.id
          GROUP BY p.id HAVING COUNT(ph.id) = 5 LIMIT 1`,
    )) as { id: number; name: string; photos: number };
    const bodies = new Set<string>();
    for (let position = 1; position <= product.photos; position += 1) {
      const response = await client.get(`/api/media/products/${product.id}/${position}.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      expectSelfContained(response.text);
      expect(response.text).toContain('width="600"');
      bodies.add(response.text);
    }
    expect(bodies.size).toBe(5);
    const thumbnail = await client.get(`/api/media/products/${product.id}/1.svg?w=120`);
    expect(thumbnail.text).toContain('width="120" height="120" viewBox="0 0 600 600"');
    expect((await client.get(`/api/media/products/${product.id}/6.svg`)).status).toBe(404);
    expect((await client.get('/api/media/products/999999/1.svg')).status).toBe(404);
    expect((await client.get('/api/media/products/abc/1.svg')).status).toBe(404);
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await client.get('/api/media/products/1/1.svg');
    const etag = first.headers.get('etag') ?? '';
    const again = await client.get('/api/media/products/1/1.svg', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('serves store logos and banners, and 404 for unknown ones', async () => {
    for (const kind of ['logo', 'banner']) {
      const response = await client.get(`/api/media/stores/techmix-eletronicos/${kind}.svg`);
      expect(response.status).toBe(200);
      expectSelfContained(response.text);
      expect(response.text).toContain('TechMix Eletrônicos');
    }
    expect((await client.get('/api/media/stores/techmix-eletronicos/capa.svg')).status).toBe(404);
    expect((await client.get('/api/media/stores/nao-existe/logo.svg')).status).toBe(404);
    expect((await client.get('/api/media/banners/nao-existe/desktop.svg')).status).toBe(404);
    expect((await client.get('/api/media/banners/casa-nova/enorme.svg')).status).toBe(404);
    expect((await client.get('/api/media/blog/nao-existe.svg')).status).toBe(404);
  });

  it('draws from the name: coffee for coffee, a phone for a smartphone, the colour the name says', () => {
    const base = { productType: 'Produto físico', categorySlug: null, departmentSlug: null };
    expect(productKind({ ...base, name: 'Café Especial em Grãos Pilão 500g', categorySlug: 'cafes-e-chas' })).toBe(
      'coffee',
    );
    expect(productKind({ ...base, name: 'Smartphone Galaxy A35 128GB 5G Azul', categorySlug: 'smartphones' })).toBe(
      'phone',
    );
    expect(productKind({ ...base, name: 'Instalação de TV na Parede', productType: 'Serviço' })).toBe('service');
    expect(productKind({ ...base, name: 'Coisa sem categoria' })).toBe('box');
    expect(colorFromName('Smartphone Galaxy A35 128GB 5G Azul')).toBe('#2f6fdb');
    expect(colorFromName('Camiseta Básica Azul-marinho G')).toBe('#223a6b');
    expect(colorFromName('Livro Azulejos Portugueses')).toBeUndefined();
  });

  it('every drawing renders and escapes product names', () => {
    const palette = { main: '#123456', dark: '#000', light: '#fff', accent: '#f00' };
    for (const kind of PRODUCT_KINDS) expect(drawKind(kind, palette)).toMatch(/^</);
    const svg = productPhotoSvg({
      id: 1,
      name: 'Jogo <Panelas> & "Tampas"',
      manufacturer: 'A&B',
      productType: null,
      categorySlug: 'utilidades-domesticas',
      departmentSlug: 'casa-e-decoracao',
      position: 1,
    });
    expect(svg).toContain('Jogo &lt;Panelas&gt; &amp; &quot;Tampas&quot;');
    expect(svg).not.toContain('<Panelas>');
  });
});
