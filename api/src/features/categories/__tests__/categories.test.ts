import { serverForAll } from '../../../testing/server-for-tests';
import { SLUG_PATTERN } from '../../../lib/slug';
import type { CategoryMenuEntry } from '../categories-routes';
import { categoryTileSvg, initials, wrapLabel } from '../category-tile';

describe('GET /api/categories', () => {
  const server = serverForAll();
  let menu: CategoryMenuEntry[];

  beforeAll(async () => {
    const response = await server.client().get('/api/categories');
    expect(response.status).toBe(200);
    menu = response.body as CategoryMenuEntry[];
  });

  it('lists at least ten departments in menu order', () => {
    expect(Array.isArray(menu)).toBe(true);
    expect(menu.length).toBeGreaterThanOrEqual(10);
    expect(menu[0]?.category.name).toBe('Eletrônicos');
    expect(menu.map((entry) => entry.category.slug)).toEqual(
      expect.arrayContaining(['eletronicos', 'casa-e-decoracao', 'celulares-e-smartphones', 'pet-shop']),
    );
  });

  it('gives each entry { category: { id, name, slug, image }, items: [{ id, name, slug }] }', () => {
    const seen = new Set<string>();
    for (const entry of menu) {
      expect(Object.keys(entry).sort()).toEqual(['category', 'items']);
      expect(Object.keys(entry.category).sort()).toEqual(['id', 'image', 'name', 'slug']);
      expect(entry.category.slug).toMatch(SLUG_PATTERN);
      expect(entry.category.image).toBe(`/api/media/categories/${entry.category.slug}.svg`);
      expect(entry.items.length).toBeGreaterThanOrEqual(3);
      expect(entry.items.length).toBeLessThanOrEqual(6);
      for (const item of entry.items) {
        expect(Object.keys(item).sort()).toEqual(['id', 'name', 'slug']);
        expect(item.slug).toMatch(SLUG_PATTERN);
        expect(seen.has(item.slug)).toBe(false);
        seen.add(item.slug);
      }
      expect(seen.has(entry.category.slug)).toBe(false);
      seen.add(entry.category.slug);
    }
    const home = menu.find((entry) => entry.category.slug === 'casa-e-decoracao');
    expect(home?.items.map((item) => item.name)).toContain('Cama, Mesa e Banho');
    expect(home?.items.map((item) => item.slug)).toContain('cama-mesa-e-banho');
  });

  it('serves every department tile as SVG cached for a day', async () => {
    const client = server.client();
    for (const entry of menu) {
      const response = await client.get(entry.category.image);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(response.text.startsWith('<svg')).toBe(true);
      expect(response.text).toContain(`<title>${entry.category.name}</title>`);
      // No address but the SVG namespace: nothing is loaded from elsewhere.
      expect(response.text.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|\/\/|href=/);
    }
  });

  it('serves sub-category tiles too and answers 304 to a matching ETag', async () => {
    const item = menu[1]?.items[0];
    expect(item).toBeDefined();
    const client = server.client();
    const first = await client.get(`/api/media/categories/${item?.slug ?? ''}.svg`);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await client.get(`/api/media/categories/${item?.slug ?? ''}.svg`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 JSON for an unknown tile', async () => {
    const response = await server.client().get('/api/media/categories/nao-existe.svg');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Recurso não encontrado.' });
  });
});

describe('category tiles', () => {
  it('derives a stable colour from the slug', () => {
    const a = categoryTileSvg({ name: 'Livros', slug: 'livros', pictogramSlug: 'livros' });
    const b = categoryTileSvg({ name: 'Livros', slug: 'livros', pictogramSlug: 'livros' });
    const c = categoryTileSvg({ name: 'Mercado', slug: 'mercado', pictogramSlug: 'mercado' });
    const colour = (svg: string) => /stop-color="([^"]+)"/.exec(svg)?.[1];
    expect(colour(a)).toBe(colour(b));
    expect(colour(a)).not.toBe(colour(c));
  });

  it('escapes the name and falls back to initials without a pictogram', () => {
    const svg = categoryTileSvg({ name: 'Cama & <Banho>', slug: 'cama-banho' });
    expect(svg).toContain('Cama &amp; &lt;Banho&gt;');
    expect(svg).not.toContain('<Banho>');
    expect(svg).toContain('>CB</text>');
  });

  it('computes initials and wraps long names', () => {
    expect(initials('Cama, Mesa e Banho')).toBe('CM');
    expect(initials('Áudio e Som')).toBe('ÁS');
    expect(wrapLabel('Celulares e Smartphones')).toEqual(['Celulares e', 'Smartphones']);
    expect(wrapLabel('Um nome muito comprido que não cabe em duas linhas')).toHaveLength(2);
  });
});
