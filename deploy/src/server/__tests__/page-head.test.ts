import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { removeAll, tempSite } from '../../registry/__tests__/fixtures.js';
import { shorten } from '../page-head.js';
import { parseSiteUrl } from '../site-origin.js';
import { buildSiteServer, type SiteOptions } from '../site-server.js';
import {
  SHELL_DESCRIPTION,
  SHELL_TITLE,
  canonicalOf,
  metaValue,
  metaValues,
  promoteShell,
  startStandInApi,
  titleOf,
  type StandInApi,
} from './stand-in-catalog.js';

let site: string;
let api: StandInApi;
let server: FastifyInstance | undefined;
let base = '';
const builds: string[] = [];

/** A site server of its own (its public answers are kept a few seconds: a new one asks again). */
async function startSite(options: Partial<SiteOptions> = {}): Promise<void> {
  await server?.close();
  const started = await buildSiteServer({
    siteDir: site,
    apiUrl: api.url,
    siteConfig: { allowOverrides: false },
    // The page's public data must arrive: a busy machine must not turn it into the slow-API case.
    publicApiTimeoutMs: 10_000,
    ...options,
  });
  server = started;
  base = await started.listen({ port: 0, host: '127.0.0.1' });
}

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${base}${path}`, { headers });
  return {
    status: response.status,
    html: await response.text(),
    headers: response.headers,
  };
};

/** A page asked with headers fetch() would not send as given (Host among them). */
const rawPage = (path: string, headers: Record<string, string>) =>
  new Promise<{ status: number; html: string }>((resolve, reject) => {
    const request = http.get(`${base}${path}`, { headers }, (response) => {
      let html = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (html += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, html }));
    });
    request.on('error', reject);
  });

const descriptions = (html: string): number => html.match(/<meta\s+name="description"/g)?.length ?? 0;

beforeEach(async () => {
  site = await tempSite();
  api = await startStandInApi();
  builds.push(await promoteShell());
  await startSite();
});

afterEach(async () => {
  await server?.close();
  server = undefined;
  await api.close();
  await removeAll(site, ...builds.splice(0));
});

describe('the head of each public page', () => {
  const pages: Array<[string, string, string]> = [
    ['/', SHELL_TITLE, '/'],
    ['/categoria/cafes', 'Cafés | Mercado Brasil', '/categoria/cafes'],
    ['/busca?search=caf%C3%A9', 'Resultados para "café" | Mercado Brasil', '/busca?search=caf%C3%A9'],
    [
      '/produto/loja-sol/cafe-especial',
      'Café Especial Torra Média | Mercado Brasil',
      '/produto/loja-sol/cafe-especial',
    ],
    ['/lojas', 'Lojas | Mercado Brasil', '/lojas'],
    ['/loja/loja-sol', 'Loja Sol | Mercado Brasil', '/loja/loja-sol'],
    ['/blog', 'Blog | Mercado Brasil', '/blog'],
    ['/blog/como-escolher-um-cafe', 'Como escolher um café | Mercado Brasil', '/blog/como-escolher-um-cafe'],
    ['/sobre', 'Sobre nós | Mercado Brasil', '/sobre'],
  ];

  it.each(pages)(
    '%s has its own title, description, canonical, Open Graph and Twitter tags, in place of the shell’s',
    async (path, title, canonical) => {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(titleOf(html)).toEqual([title]);
      expect(descriptions(html)).toBe(1);
      const description = metaValue(html, 'description') ?? '';
      if (path !== '/') expect(description).not.toBe(SHELL_DESCRIPTION);
      expect(description.length).toBeGreaterThan(40);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(canonicalOf(html)).toEqual([`${base}${canonical}`]);
      expect(metaValue(html, 'og:url')).toBe(`${base}${canonical}`);
      expect(metaValue(html, 'og:site_name')).toBe('Mercado Brasil');
      expect(metaValue(html, 'og:locale')).toBe('pt_BR');
      expect(metaValue(html, 'og:title')).toBe(title.replace(' | Mercado Brasil', ''));
      expect(metaValue(html, 'og:description')).toBe(description);
      expect(metaValue(html, 'twitter:card')).toMatch(/^summary(_large_image)?$/);
      expect(metaValue(html, 'twitter:title')).toBe(metaValue(html, 'og:title'));
      expect(metaValue(html, 'robots')).toBeUndefined();
      // The shell's page is still whole: one head, its root and its scripts.
      expect(html.match(/<head>/g)).toHaveLength(1);
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<script defer src="/main.5e05e05e.js"></script>');
    },
  );

  it('on a product page: the name, the price, the first photo as an absolute address, og:type product', async () => {
    const { html } = await page('/produto/loja-sol/cafe-especial?ref=abc123');
    expect(metaValue(html, 'og:type')).toBe('product');
    expect(metaValue(html, 'og:title')).toBe('Café Especial Torra Média');
    expect(metaValue(html, 'description')).toMatch(
      /^Café Especial Torra Média por R\$\s49,90 ou 3x de R\$\s16,63, vendido por Loja Sol no Mercado Brasil\. Grãos/,
    );
    expect(metaValue(html, 'og:image')).toBe(`${base}/api/media/products/7/1.svg`);
    expect(metaValue(html, 'twitter:image')).toBe(`${base}/api/media/products/7/1.svg`);
    expect(metaValue(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaValue(html, 'product:price:amount')).toBe('49.90');
    expect(metaValue(html, 'product:price:currency')).toBe('BRL');
    expect(metaValue(html, 'product:availability')).toBe('in stock');
    // The affiliate's ref is not part of the product's address.
    expect(canonicalOf(html)).toEqual([`${base}/produto/loja-sol/cafe-especial`]);

    const soldOut = (await page('/produto/loja-sol/cha-verde')).html;
    expect(metaValue(soldOut, 'description')).toContain('Indisponível no momento.');
    expect(metaValue(soldOut, 'product:availability')).toBe('out of stock');
  });

  it('asks the API once per page: the data the page carries for its screen is the one its head is made of', async () => {
    const carried = (html: string) =>
      Object.keys(
        JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)?.[1] ?? '{}'),
      );
    const cases: Array<[string, string]> = [
      ['/produto/loja-sol/cafe-especial', '/api/products/loja-sol/cafe-especial'],
      ['/loja/loja-sol', '/api/stores/loja-sol'],
      ['/blog/como-escolher-um-cafe', '/api/blog/como-escolher-um-cafe'],
      ['/sobre', '/api/pages/sobre'],
    ];
    for (const [path, call] of cases) {
      api.asked.length = 0;
      const { html } = await page(path);
      // The page's own call once (a store's products too; the menu is kept a few seconds).
      expect(api.asked).toContain(call);
      expect(new Set(api.asked).size).toBe(api.asked.length);
      // The screen takes it from the page instead of asking again (shared-contracts' calls), and
      // the frame's header and footer the menu.
      expect(carried(html)).toEqual(expect.arrayContaining([call, '/api/categories']));
    }
  });

  it("keeps a list's page number in its canonical address, and leaves filters and order out", async () => {
    expect(canonicalOf((await page('/categoria/cafes?order=2&page=3&product_type_ids=1')).html)).toEqual([
      `${base}/categoria/cafes?page=3`,
    ]);
    expect(canonicalOf((await page('/busca?search=caf%C3%A9&order=4')).html)).toEqual([
      `${base}/busca?search=caf%C3%A9`,
    ]);
    expect(canonicalOf((await page('/blog?page=2')).html)).toEqual([`${base}/blog?page=2`]);
    expect(canonicalOf((await page('/lojas?page=1&search=sol')).html)).toEqual([`${base}/lojas`]);
  });

  it('escapes text from the address and the data in the head', async () => {
    const { html } = await page('/busca?search=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E%20%24%26');
    expect(html).not.toContain('<script>alert(1)');
    expect(titleOf(html)).toEqual(['Resultados para ""><script>alert(1)</script> $&" | Mercado Brasil']);
    expect(metaValue(html, 'og:title')).toBe('Resultados para ""><script>alert(1)</script> $&"');
  });

  it('leaves the head of a page that is not public as the shell has it', async () => {
    for (const path of ['/carrinho', '/login', '/cliente/pedidos', '/afiliados/home']) {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(titleOf(html)).toEqual([SHELL_TITLE]);
      expect(canonicalOf(html)).toEqual([]);
      expect(metaValues(html, 'og:title')).toEqual([]);
    }
  });
});

describe('pages that do not exist', () => {
  it.each([
    ['a product', '/produto/loja-sol/nao-existe'],
    ['a product of a store that does not exist', '/produto/loja-nenhuma/cafe-especial'],
    ['a category', '/categoria/nao-existe'],
    ['a store', '/loja/nao-existe'],
    ['a blog post', '/blog/nao-existe'],
    ['a content page', '/nao-existe'],
    ['a path no route matches', '/isso/nao/existe'],
  ])('%s answers 404 with the shell’s page, titled as its not-found screen', async (_what, path) => {
    const { status, html, headers } = await page(path);
    expect(status).toBe(404);
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(headers.get('cache-control')).toBe('private, no-cache');
    // The same page: the shell starts and draws its not-found screen.
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script defer src="/main.5e05e05e.js"></script>');
    expect(html).toContain('id="remotes-pointer"');
    expect(titleOf(html)).toEqual(['Página não encontrada | Mercado Brasil']);
    expect(metaValue(html, 'description')).toBe('O endereço pode ter mudado ou o conteúdo não está mais disponível.');
    expect(metaValue(html, 'robots')).toBe('noindex');
    expect(canonicalOf(html)).toEqual([]);
  });

  it('a slow API never makes a page 404: it answers 200 with the shell’s generic head, as before', async () => {
    await startSite({ publicApiTimeoutMs: 50 });
    api.delayMs = 300;
    for (const path of ['/produto/loja-sol/nao-existe', '/categoria/nao-existe', '/loja/nao-existe', '/nao-existe']) {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(titleOf(html)).toEqual([SHELL_TITLE]);
      expect(metaValue(html, 'robots')).toBeUndefined();
    }
  });

  it('an API that is failing or down never makes a page 404 either', async () => {
    api.failing = true;
    for (const path of ['/produto/loja-sol/nao-existe', '/categoria/nao-existe', '/blog/nao-existe', '/sobre']) {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(titleOf(html)).toEqual([SHELL_TITLE]);
    }
    await startSite({ apiUrl: 'http://127.0.0.1:9' });
    for (const path of ['/produto/loja-sol/nao-existe', '/loja/nao-existe', '/nao-existe']) {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(titleOf(html)).toEqual([SHELL_TITLE]);
    }
  });
});

describe('the origin of the addresses in a page', () => {
  const forwarded = {
    'x-forwarded-host': 'loja.example',
    'x-forwarded-proto': 'https',
  };

  it('is SITE_URL when it is set', async () => {
    await startSite({ siteUrl: 'https://www.mercadobrasil.example' });
    const { html } = await page('/produto/loja-sol/cafe-especial', forwarded);
    expect(canonicalOf(html)).toEqual(['https://www.mercadobrasil.example/produto/loja-sol/cafe-especial']);
    expect(metaValue(html, 'og:image')).toBe('https://www.mercadobrasil.example/api/media/products/7/1.svg');
  });

  it('is otherwise where the server listens, whatever Host or forwarded host a request names', async () => {
    for (const trustUpstream of [false, true]) {
      await startSite({ trustUpstream });
      const tries: Record<string, string>[] = [forwarded, { host: 'evil.example' }, { 'x-forwarded-host': 'a"b<c' }];
      for (const headers of tries) {
        const { status, html } = await rawPage('/lojas', headers);
        expect(status).toBe(200);
        expect(canonicalOf(html)).toEqual([`${base}/lojas`]);
        expect(html).not.toContain('evil.example');
        expect(html).not.toContain('loja.example');
      }
    }
  });
});

describe("the API's call that counts a product view", () => {
  it("carries the visitor's address, so the API meters views per visitor; the shared calls carry none", async () => {
    await startSite({ trustUpstream: true });
    api.asked.length = 0;
    api.forwardedFor.length = 0;
    const { status } = await page('/produto/loja-sol/cafe-especial', { 'x-forwarded-for': '203.0.113.7' });
    expect(status).toBe(200);
    const calls = api.asked.map((asked, i) => ({ asked, forwardedFor: api.forwardedFor[i] }));
    expect(calls).toContainEqual({ asked: '/api/products/loja-sol/cafe-especial', forwardedFor: '203.0.113.7' });
    // What is kept and shared between visitors (the menu, for one) names none of them.
    expect(calls.filter((call) => call.asked === '/api/categories')).toEqual([
      { asked: '/api/categories', forwardedFor: undefined },
    ]);
  });
});

describe('SITE_URL', () => {
  it('is an origin alone; anything else is refused, naming the setting', () => {
    expect(parseSiteUrl(undefined)).toBeUndefined();
    expect(parseSiteUrl(' ')).toBeUndefined();
    expect(parseSiteUrl('https://www.mercadobrasil.example/')).toBe('https://www.mercadobrasil.example');
    expect(parseSiteUrl('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    for (const wrong of [
      'www.mercadobrasil.example',
      'ftp://x.example',
      'https://x.example/loja',
      'https://x.example/?a=1',
    ]) {
      expect(() => parseSiteUrl(wrong)).toThrow(/^SITE_URL /);
    }
  });
});

describe('shorten', () => {
  it('cuts a long description at a word, within 160 characters', () => {
    const long = 'palavra '.repeat(40);
    const short = shorten(long);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short.endsWith('palavra…')).toBe(true);
    expect(shorten('  curta\n demais ')).toBe('curta demais');
  });
});
