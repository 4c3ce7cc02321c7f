import type { TestClient } from '../../../testing/test-server';
import { serverForAll } from '../../../testing/server-for-tests';
import type { Banner, BlogPost, BlogPostSummary, ContentPage } from '../content-repository';
import type { Paginator } from '../../../http/pagination';

const server = serverForAll();
let client: TestClient;

beforeAll(() => {
  client = server.client();
});

describe('GET /api/banners', () => {
  it('H-01 lists the home carousel with a picture per breakpoint and a link', async () => {
    const response = await client.get('/api/banners?banner_group=home');
    expect(response.status).toBe(200);
    const banners = response.body as Banner[];
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners.length).toBeLessThanOrEqual(4);
    for (const banner of banners) {
      expect(Object.keys(banner).sort()).toEqual(['image', 'mobile_image', 'name', 'tablet_image', 'url']);
      expect(banner.image).toMatch(/^\/api\/media\/banners\/[a-z0-9-]+\/desktop\.svg$/);
      expect(banner.tablet_image).toMatch(/\/tablet\.svg$/);
      expect(banner.mobile_image).toMatch(/\/mobile\.svg$/);
      expect(banner.url).toMatch(/^\/(categoria\/[a-z0-9-]+|busca\?search=.+)$/);
    }
  });

  it('H-01 serves the three sizes of each banner picture', async () => {
    const banners = (await client.get('/api/banners?banner_group=home')).body as Banner[];
    const sizes: [string, string][] = [];
    for (const banner of banners) {
      for (const url of [banner.image, banner.tablet_image, banner.mobile_image]) {
        const picture = await client.get(url);
        expect(picture.status).toBe(200);
        expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
        sizes.push([url, /viewBox="([^"]+)"/.exec(picture.text)?.[1] ?? '']);
      }
    }
    expect(new Set(sizes.map(([, viewBox]) => viewBox))).toEqual(
      new Set(['0 0 1600 500', '0 0 992 400', '0 0 768 640']),
    );
  });

  it('answers an empty list for an unknown or missing group', async () => {
    for (const query of ['?banner_group=rodape', '', '?banner_group=']) {
      const response = await client.get(`/api/banners${query}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual([]);
    }
  });
});

describe('GET /api/blog', () => {
  it('pages the posts 9 at a time, newest first', async () => {
    const first = (await client.get('/api/blog')).body as Paginator<BlogPostSummary>;
    expect(first.total).toBeGreaterThanOrEqual(12);
    expect(first.per_page).toBe(9);
    expect(first.data).toHaveLength(9);
    const second = (await client.get('/api/blog?page=2')).body as Paginator<BlogPostSummary>;
    expect(second.data).toHaveLength(first.total - 9);
    const dates = [...first.data, ...second.data].map((post) => post.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of first.data) {
      expect(Object.keys(post).sort()).toEqual(
        ['author_name', 'cover', 'excerpt', 'id', 'published_at', 'reading_minutes', 'slug', 'title'].sort(),
      );
      expect(post.cover).toBe(`/api/media/blog/${post.slug}.svg`);
      expect(post.reading_minutes).toBeGreaterThanOrEqual(1);
    }
  });

  it('answers 422 for a bad page', async () => {
    const response = await client.get('/api/blog?page=-1');
    expect(response.status).toBe(422);
  });

  it('answers a post with its blocks, and 404 for an unknown one', async () => {
    const [summary] = ((await client.get('/api/blog')).body as Paginator<BlogPostSummary>).data;
    const response = await client.get(`/api/blog/${summary?.slug ?? ''}`);
    expect(response.status).toBe(200);
    const post = response.body as BlogPost;
    expect(post.title).toBe(summary?.title);
    expect(post.blocks.length).toBeGreaterThanOrEqual(3);
    for (const block of post.blocks) {
      expect(['heading', 'paragraph', 'list']).toContain(block.type);
      if (block.type === 'list') expect(block.items?.length).toBeGreaterThan(0);
      else expect(block.text).toEqual(expect.any(String));
    }
    const cover = await client.get(post.cover);
    expect(cover.status).toBe(200);
    expect(cover.text).toContain('<svg');

    const missing = await client.get('/api/blog/post-que-nao-existe');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Post não encontrado.' });
  });
});

describe('GET /api/pages/:slug', () => {
  it.each([
    ['sobre', /marketplace/i],
    ['politica-de-privacidade', /LGPD/],
    ['termos-de-uso', /Código de Defesa do Consumidor/],
    ['central-de-atendimento', /atendimento@mercadobrasil\.com\.br/],
    ['venda-seus-produtos', /comissão/i],
    ['seja-um-afiliado', /afiliado/i],
  ])('L-15 answers the "%s" page with real content', async (slug, pattern) => {
    const response = await client.get(`/api/pages/${slug}`);
    expect(response.status).toBe(200);
    const page = response.body as ContentPage;
    expect(Object.keys(page).sort()).toEqual(['blocks', 'slug', 'title', 'updated_at']);
    expect(page.slug).toBe(slug);
    expect(page.title.length).toBeGreaterThan(3);
    expect(page.blocks.length).toBeGreaterThanOrEqual(4);
    const text = page.blocks.map((block) => block.text ?? block.items?.join(' ') ?? '').join(' ');
    expect(text).toMatch(pattern);
    expect(page.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('answers 404 for an unknown page', async () => {
    for (const slug of ['pagina-secreta', 'Sobre']) {
      const response = await client.get(`/api/pages/${slug}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Página não encontrada.' });
    }
  });
});
