/**
 * What the site server's page tests run against: a stand-in of the API's public catalog (answers
 * shaped as the real API's, a few of each), and a shell whose page has the real shell's head.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { QUERY_PAGE_MAX } from 'shared-contracts/constants';
import { promote } from '../../registry/operations.js';
import { publishApp } from '../../registry/publish.js';

export const PRODUCT = {
  id: 7,
  name: 'Café Especial Torra Média',
  slug: 'cafe-especial',
  photo: '/api/media/products/7/1.svg',
  price: 49.9,
  original_price: 59.9,
  review_average: 4.6,
  max_installments: 3,
  max_installments_value: 16.63,
  affiliate_commission: 5,
  available: true,
  product_category: { name: 'Cafés', product_category: { name: 'Alimentos e Bebidas' } },
  description: ['Grãos selecionados do cerrado mineiro, colhidos no ponto.', 'Torra média, notas de chocolate.'],
  specifications: [{ name: 'Marca', value: 'Sítio Alto' }],
  photos: [
    { url: '/api/media/products/7/1.svg', thumbnail: '/api/media/products/7/1.svg?w=120', alt: 'Café' },
    { url: '/api/media/products/7/2.svg', thumbnail: '/api/media/products/7/2.svg?w=120', alt: 'Café' },
  ],
  stock: 4,
  review_count: 12,
  rating_distribution: { '1': 0, '2': 0, '3': 1, '4': 3, '5': 8 },
  variation: null,
  product_situation: 'Novo',
  product_type: { id: 1, name: 'Físico' },
  product_manufacturer: { id: 2, name: 'Sítio Alto' },
  seller: {
    id: 3,
    name: 'Loja Sol',
    slug: 'loja-sol',
    logo: '/api/media/stores/loja-sol/logo.svg',
    review_average: 4.8,
    city_name: 'Recife',
    state_name: 'PE',
  },
  category_path: [
    { name: 'Alimentos e Bebidas', slug: 'alimentos-e-bebidas' },
    { name: 'Cafés', slug: 'cafes' },
  ],
};

/** Sold out and never reviewed. */
export const SOLD_OUT = {
  ...PRODUCT,
  id: 8,
  name: 'Chá Verde',
  slug: 'cha-verde',
  photo: '/api/media/products/8/1.svg',
  photos: [{ url: '/api/media/products/8/1.svg', thumbnail: '/t.svg', alt: 'Chá' }],
  price: 19,
  max_installments: 1,
  available: false,
  stock: 0,
  review_count: 0,
  review_average: null,
  product_situation: 'Usado',
  product_manufacturer: null,
};

export const BANNERS = [
  {
    name: 'Semana do café',
    url: '/categoria/cafes',
    image: '/api/media/banners/semana-do-cafe/desktop.svg',
    tablet_image: '/api/media/banners/semana-do-cafe/tablet.svg',
    mobile_image: '/api/media/banners/semana-do-cafe/mobile.svg',
  },
];

export const CATEGORIES = [
  {
    category: {
      id: 1,
      name: 'Alimentos e Bebidas',
      slug: 'alimentos-e-bebidas',
      image: '/api/media/categories/alimentos-e-bebidas.svg',
    },
    items: [{ id: 2, name: 'Cafés', slug: 'cafes' }],
  },
];

export const STORE = {
  id: 3,
  name: 'Loja Sol',
  slug: 'loja-sol',
  logo: '/api/media/stores/loja-sol/logo.svg',
  banner: '/api/media/stores/loja-sol/banner.svg',
  description: 'Cafés especiais de pequenos produtores do Nordeste e de Minas.',
  city_name: 'Recife',
  state_name: 'PE',
  review_average: 4.8,
  review_count: 40,
  product_count: 2,
  created_at: '2023-04-01T12:00:00.000Z',
};

export const POST = {
  id: 1,
  slug: 'como-escolher-um-cafe',
  title: 'Como escolher um café',
  excerpt: 'Torra, moagem e origem: o que olhar antes de comprar.',
  cover: '/api/media/blog/como-escolher-um-cafe.svg',
  author_name: 'Equipe Mercado Brasil',
  published_at: '2025-06-20T10:00:00.000Z',
  reading_minutes: 4,
  blocks: [{ type: 'paragraph', text: 'Comece pela torra.' }],
};

export const PAGE = {
  slug: 'sobre',
  title: 'Sobre nós',
  blocks: [
    { type: 'heading', text: 'Quem somos' },
    { type: 'paragraph', text: 'O Mercado Brasil reúne lojas de todo o país num só lugar.' },
  ],
  updated_at: '2025-05-02T12:00:00.000Z',
};

export interface StandInApi {
  url: string;
  app: FastifyInstance;
  /** Every path and query the API was asked for, in order. */
  asked: string[];
  /** The X-Forwarded-For of each of those calls (undefined: none sent). */
  forwardedFor: Array<string | undefined>;
  /** Milliseconds each answer waits (a slow API). */
  delayMs: number;
  /** Every answer is a 500 (a failing API). */
  failing: boolean;
  /** The products it knows (a test may add one). */
  products: Array<Record<string, unknown> & { slug: string; seller: { slug: string } }>;
  close(): Promise<void>;
}

/** The public catalog of the API, as the site server's pages ask for it. */
export async function startStandInApi(): Promise<StandInApi> {
  // A slow answer the site server gave up on must not hold the test's end.
  const app = Fastify({ forceCloseConnections: true });
  const api: StandInApi = {
    url: '',
    app,
    asked: [],
    forwardedFor: [],
    delayMs: 0,
    failing: false,
    products: [PRODUCT, SOLD_OUT],
    close: () => app.close(),
  };
  const missing = { message: 'Não encontrado.' };
  const bySlug = <T extends { slug: string }>(list: T[], slug: string) => list.find((item) => item.slug === slug);
  app.addHook('onRequest', async (request, reply) => {
    api.asked.push(request.url);
    const forwarded = request.headers['x-forwarded-for'];
    api.forwardedFor.push(Array.isArray(forwarded) ? forwarded.join(', ') : forwarded);
    if (api.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, api.delayMs));
    if (api.failing) return reply.code(500).send({ message: 'Erro interno.' });
    return undefined;
  });
  app.get('/api/banners', async () => BANNERS);
  app.get('/api/categories', async () => CATEGORIES);
  app.get('/api/search', async () => ({ products: { data: [], total: 42 } }));
  app.get<{ Params: { seller: string; slug: string } }>('/api/products/:seller/:slug', async (request, reply) => {
    const { seller, slug } = request.params;
    const found = api.products.find((product) => product.seller.slug === seller && product.slug === slug);
    return found ?? reply.code(404).send({ message: 'Produto não encontrado.' });
  });
  app.get<{ Params: { slug: string } }>(
    '/api/stores/:slug',
    async (request, reply) => bySlug([STORE], request.params.slug) ?? reply.code(404).send(missing),
  );
  app.get<{ Params: { slug: string } }>(
    '/api/blog/:slug',
    async (request, reply) => bySlug([POST], request.params.slug) ?? reply.code(404).send(missing),
  );
  app.get<{ Params: { slug: string } }>(
    '/api/pages/:slug',
    async (request, reply) => bySlug([PAGE], request.params.slug) ?? reply.code(404).send(missing),
  );
  // The sitemap's data: every slug the stand-in knows, paged as the API pages it.
  const lastmod = '2025-06-23T07:38:02.000Z';
  const sections = (): Record<string, Array<Record<string, unknown>>> => ({
    products: api.products.map((product) => ({ seller_slug: product.seller.slug, slug: product.slug, lastmod })),
    categories: CATEGORIES.flatMap((entry) => [entry.category, ...entry.items]).map((category) => ({
      slug: category.slug,
      lastmod,
    })),
    stores: [{ slug: STORE.slug, lastmod: STORE.created_at }],
    blog: [{ slug: POST.slug, lastmod: POST.published_at }],
    pages: [{ slug: PAGE.slug, lastmod: PAGE.updated_at }],
  });
  app.get('/api/sitemap', async () =>
    Object.fromEntries(Object.entries(sections()).map(([name, list]) => [name, { total: list.length, lastmod }])),
  );
  app.get<{ Params: { section: string }; Querystring: { page?: string; per_page?: string } }>(
    '/api/sitemap/:section',
    async (request, reply) => {
      const list = sections()[request.params.section];
      if (!list) return reply.code(404).send(missing);
      const page = Number(request.query.page ?? 1);
      const perPage = Number(request.query.per_page ?? 50_000);
      // The API's bound on a page number.
      if (!(page >= 1 && page <= QUERY_PAGE_MAX)) {
        const message = `O campo página deve estar entre 1 e ${QUERY_PAGE_MAX}.`;
        return reply.code(422).send({ message, errors: { page: [message] } });
      }
      const data = list.slice((page - 1) * perPage, page * perPage);
      return {
        data,
        total: list.length,
        current_page: page,
        per_page: perPage,
        last_page: Math.max(1, Math.ceil(list.length / perPage)),
      };
    },
  );
  api.url = await app.listen({ port: 0, host: '127.0.0.1' });
  return api;
}

/** The generic head of the real shell's page (shell/src/index.html), for checks that it is replaced. */
export const SHELL_TITLE = 'Mercado Brasil — compre de lojas de todo o Brasil';
export const SHELL_DESCRIPTION =
  'Mercado Brasil: produtos de lojas de todo o Brasil, com entrega para todo o país e pagamento por cartão, boleto ou Pix.';

/**
 * Publishes and promotes a shell whose page has the real shell's head, with `server` (a folder) as
 * its server build when given; its build folder is returned for clean-up.
 */
export async function promoteShell(script = 'main.5e05e05e.js', options: { server?: string } = {}): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mfe-build-shell-'));
  if (options.server) await fs.cp(options.server, path.join(dir, 'server'), { recursive: true });
  await fs.writeFile(path.join(dir, script), '/* shell */');
  await fs.writeFile(
    path.join(dir, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="pt-BR">',
      '  <head>',
      '    <meta charset="utf-8" />',
      '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
      '    <meta',
      '      name="description"',
      `      content="${SHELL_DESCRIPTION}"`,
      '    />',
      '    <meta name="theme-color" content="#0b6e4f" />',
      `    <title>${SHELL_TITLE}</title>`,
      `    <script defer src="/${script}"></script>`,
      '  </head>',
      '  <body>',
      '    <noscript>Para usar o Mercado Brasil, ative o JavaScript no seu navegador.</noscript>',
      '    <div id="root"></div>',
      '  </body>',
      '</html>',
    ].join('\n'),
  );
  const { version } = await publishApp('shell', dir, { packageVersion: '1.0.0', contractVersion: '1.0.0' });
  await promote('shell', version);
  return dir;
}

/** The values of the page's `<meta name|property="key">` tags, unescaped. */
export function metaValues(html: string, key: string): string[] {
  const pattern = new RegExp(
    `<meta (?:name|property)="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)"`,
    'g',
  );
  return [...html.matchAll(pattern)].map((match) => unescape(match[1] ?? ''));
}

export function metaValue(html: string, key: string): string | undefined {
  return metaValues(html, key)[0];
}

export function unescape(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export function titleOf(html: string): string[] {
  return [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((match) => unescape(match[1] ?? ''));
}

export function canonicalOf(html: string): string[] {
  return [...html.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((match) => unescape(match[1] ?? ''));
}

/** The page's JSON-LD blocks, parsed. */
export function structuredData(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}
