import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Pointer } from 'shared-contracts/delivery';
import { readListQuery, searchPayloadKey, toSearchParams } from 'shared-contracts/list-query';
import { PageHints, routeFor } from '../page-hints.js';
import { UNAVAILABLE, type PublicAnswer, type PublicFetch } from '../public-api.js';

/**
 * The page's head: the live pointer inline, preload hints for the files the page is about to ask
 * for (read from the live versions' chunk maps on every request), and public payloads.
 */
let site: string;
let shellRoot: string;
const phone = 'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 Chrome/156 Mobile Safari/537.36';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156 Safari/537.36';

const shellMap = {
  groups: {
    main: { files: ['main.js'], consumes: [] },
    bootstrap: { files: ['bootstrap.css', 'bootstrap.js'], consumes: ['react-dom'] },
    'layout-minimal': { files: ['layout-minimal.js'], consumes: [] },
    'header-mobile': { files: ['header-mobile.js'], consumes: [] },
    'header-desktop': { files: ['header-desktop.js'], consumes: [] },
  },
  shared: {
    react: { files: ['react.js'], consumes: [] },
    'react-dom': { files: ['react-dom.js'], consumes: ['react'] },
    'single-spa-react': { files: ['ssr.js'], consumes: ['react'] },
  },
};

async function writeJson(file: string, value: unknown): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, JSON.stringify(value));
}

/** A published version of a remote: its manifest and chunk map, with a route chunk named after `route`. */
async function publishRemote(remote: string, version: string, route: string): Promise<void> {
  const dir = path.join(site, 'remotes', remote, version);
  await writeJson(path.join(dir, 'mf-manifest.json'), { name: remote, exposes: [{ path: './app' }] });
  await writeJson(path.join(dir, 'chunk-map.json'), {
    groups: {
      __federation_expose_app: { files: [`app-${version}.js`], consumes: ['single-spa-react'] },
      [`route-${route}`]: { files: [`${route}-${version}.css`, `${route}-${version}.js`], consumes: [] },
    },
    shared: {},
  });
}

const entry = (remote: string, version: string) => `/remotes/${remote}/${version}/mf-manifest.json`;

function pointer(versions: Record<string, string>): Pointer {
  return {
    remotes: Object.fromEntries(
      Object.entries(versions).map(([remote, version]) => [remote, { version, entry: entry(remote, version) }]),
    ),
  };
}

/** The API's answer: found with this body, or unavailable for null. */
const answer = (body: unknown): Promise<PublicAnswer> =>
  Promise.resolve(body === null ? UNAVAILABLE : { status: 'found', body });

function hints(options: { allowOverrides?: boolean; fetchPublic?: PublicFetch } = {}) {
  return new PageHints({
    siteDir: site,
    allowOverrides: options.allowOverrides ?? false,
    fetchPublic: options.fetchPublic ?? (() => answer(null)),
  });
}

const preloads = (head: string): string[] =>
  [...head.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((m) => m[1]!);

beforeEach(async () => {
  site = await fs.mkdtemp(path.join(os.tmpdir(), 'page-hints-'));
  shellRoot = path.join(site, 'shell', '1.0.0-aaaa');
  await writeJson(path.join(shellRoot, 'chunk-map.json'), shellMap);
  await publishRemote('catalog', '1.0.0-c1', 'home');
  await publishRemote('account', '1.0.0-a1', 'login');
});

afterEach(() => fs.rm(site, { recursive: true, force: true }));

describe('routeFor', () => {
  it('finds the owning route of a path as the router ranks them', () => {
    expect(routeFor('/')?.name).toBe('home');
    expect(routeFor('/login')?.name).toBe('login');
    expect(routeFor('/produto/loja/cafe')?.name).toBe('product');
    expect(routeFor('/carrinho')?.remote).toBe('checkout');
    expect(routeFor('/sobre-nos')?.name).toBe('page');
  });
});

describe('PageHints.head', () => {
  it("hints the frame parts of the page's layout and device (spec L-08: mobile by user-agent)", async () => {
    const live = pointer({ catalog: '1.0.0-c1' });
    const onPhone = preloads(await hints().head({ url: '/', cookies: {}, userAgent: phone }, shellRoot, live));
    const onDesktop = preloads(await hints().head({ url: '/', cookies: {}, userAgent: desktop }, shellRoot, live));
    expect(onPhone).toContain('/header-mobile.js');
    expect(onPhone).not.toContain('/header-desktop.js');
    expect(onDesktop).toContain('/header-desktop.js');
    expect(onDesktop).not.toContain('/header-mobile.js');
  });

  it("hints the shell's start-up chunks with the shared packages they consume, then the owning remote's manifest, entry, ./app and route chunks", async () => {
    const head = await hints().head(
      { url: '/login', cookies: {} },
      shellRoot,
      pointer({ catalog: '1.0.0-c1', account: '1.0.0-a1' }),
    );
    expect(preloads(head)).toEqual([
      '/bootstrap.css',
      '/bootstrap.js',
      '/react.js',
      '/react-dom.js',
      '/layout-minimal.js',
      entry('account', '1.0.0-a1'),
      '/remotes/account/1.0.0-a1/remoteEntry.js',
      '/remotes/account/1.0.0-a1/app-1.0.0-a1.js',
      '/remotes/account/1.0.0-a1/login-1.0.0-a1.css',
      '/remotes/account/1.0.0-a1/login-1.0.0-a1.js',
      '/ssr.js',
    ]);
    expect(head).toContain('<link rel="preload" href="/bootstrap.css" as="style">');
    expect(head).toContain(
      `<link rel="preload" href="${entry('account', '1.0.0-a1')}" as="fetch" crossorigin="anonymous">`,
    );
    expect(preloads(head).some((href) => href.includes('/remotes/catalog/'))).toBe(false);
  });

  it('follows the pointer on every request: after a promote the next page hints the new version', async () => {
    await publishRemote('account', '1.0.0-a2', 'login');
    const pageHints = hints();
    const before = await pageHints.head({ url: '/login', cookies: {} }, shellRoot, pointer({ account: '1.0.0-a1' }));
    const after = await pageHints.head({ url: '/login', cookies: {} }, shellRoot, pointer({ account: '1.0.0-a2' }));
    expect(before).toContain('/remotes/account/1.0.0-a1/remoteEntry.js');
    expect(after).toContain('/remotes/account/1.0.0-a2/remoteEntry.js');
    expect(after).not.toContain('1.0.0-a1');
  });

  it('hints no file of a version folder that is gone, and hints it again once it is back', async () => {
    const pageHints = hints();
    const live = pointer({ account: '1.0.0-a1' });
    const page = () => pageHints.head({ url: '/login', cookies: {} }, shellRoot, live);
    expect(preloads(await page())).toContain('/remotes/account/1.0.0-a1/remoteEntry.js');

    // The folder moved away (an outage): a failed preload would be handed to the slot's retry.
    const folder = path.join(site, 'remotes/account/1.0.0-a1');
    await fs.rename(folder, `${folder}-parado`);
    const gone = preloads(await page());
    expect(gone.filter((href) => href.includes('/remotes/account/'))).toEqual([]);
    expect(gone).toContain('/bootstrap.js');

    await fs.rename(`${folder}-parado`, folder);
    expect(preloads(await page())).toContain('/remotes/account/1.0.0-a1/app-1.0.0-a1.js');
  });

  it("hints a browser's usable preview (address bar or cookie) only where previews are allowed", async () => {
    await publishRemote('account', '1.0.0-a2', 'login');
    const live = pointer({ account: '1.0.0-a1' });
    const asked = { url: '/login?mfe-override=account@1.0.0-a2', cookies: {} };
    const kept = { url: '/login', cookies: { x: '1', 'mfe-overrides': 'account@1.0.0-a2' } };
    const missing = { url: '/login?mfe-override=account@9.9.9-zz', cookies: {} };

    expect(await hints({ allowOverrides: true }).head(asked, shellRoot, live)).toContain(
      '/remotes/account/1.0.0-a2/remoteEntry.js',
    );
    expect(await hints({ allowOverrides: true }).head(kept, shellRoot, live)).toContain(
      '/remotes/account/1.0.0-a2/remoteEntry.js',
    );
    expect(await hints({ allowOverrides: true }).head(missing, shellRoot, live)).toContain(
      '/remotes/account/1.0.0-a1/remoteEntry.js',
    );
    expect(await hints({ allowOverrides: false }).head(asked, shellRoot, live)).toContain(
      '/remotes/account/1.0.0-a1/remoteEntry.js',
    );
  });

  it('carries the live pointer inline, escaped for a script element', async () => {
    const live = pointer({ catalog: '1.0.0-c1' });
    const head = await hints().head({ url: '/', cookies: {} }, shellRoot, {
      ...live,
      note: '</script><script>alert(1)</script>',
    } as Pointer);
    const inline = /<script type="application\/json" id="remotes-pointer">(.*?)<\/script>/.exec(head)?.[1] ?? '';
    expect(inline).not.toContain('<');
    expect(JSON.parse(inline)).toMatchObject(live);
  });

  it("tells the stylesheets a drawn screen needs, and the shell's own that its frame alone needs", async () => {
    const { stylesheets, frameStylesheets } = await hints().page(
      { url: '/login', cookies: {} },
      shellRoot,
      pointer({ account: '1.0.0-a1' }),
    );
    expect(stylesheets).toEqual(['/bootstrap.css', '/remotes/account/1.0.0-a1/login-1.0.0-a1.css']);
    expect(frameStylesheets).toEqual(['/bootstrap.css']);
  });

  it('leaves out the preloads of the stylesheets the page carries inline, and nothing else', async () => {
    const { head, headWithout } = await hints().page(
      { url: '/login', cookies: {} },
      shellRoot,
      pointer({ account: '1.0.0-a1' }),
    );
    const bootstrapCss = '<link rel="preload" href="/bootstrap.css" as="style">';
    expect(head).toContain(bootstrapCss);
    const without = headWithout(new Set(['/bootstrap.css']));
    expect(without).not.toContain(bootstrapCss);
    expect(without).toBe(head.replace(`${bootstrapCss}\n    `, ''));
  });

  it("on the home page: the banners' payload inline and the first banner's image preloaded for each width", async () => {
    const banners = [
      { name: 'A', url: '/', image: '/a-desktop.svg', mobile_image: '/a-mobile.svg', tablet_image: '/a-tablet.svg' },
      { name: 'B', url: '/', image: '/b-desktop.svg', mobile_image: '/b-mobile.svg', tablet_image: '/b-tablet.svg' },
    ];
    const asked: string[] = [];
    const fetchPublic = (url: string) => {
      asked.push(url);
      return answer(url === '/api/banners?banner_group=home' ? banners : null);
    };
    const head = await hints({ fetchPublic }).head(
      { url: '/', cookies: { session: 'private' } },
      shellRoot,
      pointer({ catalog: '1.0.0-c1' }),
    );
    // The banners, the first list (mais bem avaliados) and the menu the frame draws.
    expect(asked.sort()).toEqual([
      '/api/banners?banner_group=home',
      '/api/categories',
      '/api/product-list?limit=10&list_id=mais-bem-avaliados&type=store',
    ]);
    expect(head).toContain(
      '<link rel="preload" href="/a-mobile.svg" as="image" media="(max-width: 768px)" fetchpriority="high">',
    );
    expect(head).toContain(
      '<link rel="preload" href="/a-desktop.svg" as="image" media="(min-width: 992px)" fetchpriority="high">',
    );
    expect(head).not.toContain('/b-mobile.svg" as="image"');
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(head)?.[1] ?? '';
    expect(JSON.parse(data)).toEqual({ '/api/banners?banner_group=home': banners });
  });

  it("on a product page: the product's public payload inline, asked afresh each time, and its first photo preloaded", async () => {
    const product = {
      id: 7,
      name: 'Café <especial>',
      photos: [
        { url: '/api/media/products/7/1.svg', thumbnail: '/t1.svg', alt: 'Café' },
        { url: '/api/media/products/7/2.svg', thumbnail: '/t2.svg', alt: 'Café' },
      ],
    };
    const asked: Array<[string, { fresh?: boolean } | undefined]> = [];
    const fetchPublic = (url: string, options?: { fresh?: boolean }) => {
      asked.push([url, options]);
      return answer(url === '/api/products/loja-a/caf%C3%A9-especial' ? product : null);
    };
    const head = await hints({ fetchPublic }).head(
      { url: '/produto/loja-a/caf%C3%A9-especial?ref=abc', cookies: { session: 'private' } },
      shellRoot,
      pointer({ catalog: '1.0.0-c1' }),
    );
    // Each page view is counted by the API: the server asks for every page, keeping nothing.
    expect(asked).toEqual([
      ['/api/categories', undefined],
      ['/api/products/loja-a/caf%C3%A9-especial', { fresh: true }],
    ]);
    expect(head).toContain('<link rel="preload" href="/api/media/products/7/1.svg" as="image" fetchpriority="high">');
    expect(head).not.toContain('href="/api/media/products/7/2.svg"');
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(head)?.[1] ?? '';
    expect(data).not.toContain('<especial>');
    expect(JSON.parse(data)).toEqual({ '/api/products/loja-a/caf%C3%A9-especial': product });

    const missing = await hints({ fetchPublic }).head(
      { url: '/produto/loja-a/outro', cookies: {} },
      shellRoot,
      pointer({ catalog: '1.0.0-c1' }),
    );
    expect(missing).not.toContain('as="image"');
    expect(missing).not.toContain('id="page-data"');
  });

  it('goes without payload or image when the API does not answer, and carries no page data elsewhere', async () => {
    const silent = await hints().head({ url: '/', cookies: {} }, shellRoot, pointer({ catalog: '1.0.0-c1' }));
    expect(silent).not.toContain('as="image"');
    expect(silent).not.toContain('id="page-data"');
    const login = await hints({ fetchPublic: () => answer([{ image: '/x.svg' }]) }).head(
      { url: '/login', cookies: {} },
      shellRoot,
      pointer({ account: '1.0.0-a1' }),
    );
    expect(login).not.toContain('id="page-data"');
  });

  it("on a search page: the results asked as the screen will ask for them, inline, and the first result's photo preloaded", async () => {
    const results = {
      products: {
        total: 8,
        data: [
          { id: 1 },
          ...Array.from({ length: 7 }, (_, i) => ({ id: i + 2, photo: `/api/media/products/${i + 2}/1.svg` })),
        ],
      },
    };
    const asked: string[] = [];
    const fetchPublic = (url: string, options?: { fresh?: boolean }) => {
      if (url === '/api/categories') return answer(null);
      // Stock and prices move: the results are asked afresh for every page.
      expect(options).toEqual({ fresh: true });
      asked.push(url);
      return answer(results);
    };
    const { head } = await hints({ fetchPublic }).page(
      { url: '/busca?search=caf%C3%A9&order=2', cookies: { session: 'private' }, userAgent: phone },
      shellRoot,
      pointer({ catalog: '1.0.0-c1' }),
    );
    // The key the screen's own call looks for (shared-contracts `search`), parameters sorted.
    const key = searchPayloadKey(
      toSearchParams(readListQuery(new URLSearchParams('search=café&order=2')), { type: 'store' }),
    );
    expect(key).toBe('/api/search?items_per_page=12&order=2&page=1&search=caf%C3%A9&type=store');
    expect(asked).toEqual([key]);
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(head)?.[1] ?? '';
    expect(JSON.parse(data)).toEqual({ [key!]: results });
    // The first photo there is, alone: the page's largest picture among the results.
    expect(head.match(/as="image"/g)).toHaveLength(1);
    expect(head).toContain('<link rel="preload" href="/api/media/products/2/1.svg" as="image" fetchpriority="high">');

    // A filter list travels as k[]=…: the screen asks for it itself, and the page has no photo to preload.
    asked.length = 0;
    const listed = await hints({ fetchPublic }).page(
      { url: '/busca?product_category_ids=1,2', cookies: {} },
      shellRoot,
      pointer({ catalog: '1.0.0-c1' }),
    );
    expect(asked).toEqual([]);
    expect(listed.head).not.toContain('as="image"');
  });

  it('puts every hint straight into the head: the scripts of a page the server draws at low priority, after its picture', async () => {
    const banners = [{ image: '/a-desktop.svg', mobile_image: '/a-mobile.svg', tablet_image: '/a-tablet.svg' }];
    const photo = '/api/media/products/7/1.svg?"><script>';
    const pages = [
      await hints({ fetchPublic: () => answer(banners) }).page(
        { url: '/', cookies: {}, userAgent: phone },
        shellRoot,
        pointer({ catalog: '1.0.0-c1' }),
      ),
      await hints({ fetchPublic: () => answer({ photos: [{ url: photo }] }) }).page(
        { url: '/produto/loja-a/cafe', cookies: {}, userAgent: desktop },
        shellRoot,
        pointer({ catalog: '1.0.0-c1' }),
      ),
      await hints({ fetchPublic: () => answer(banners) }).page(
        { url: '/login', cookies: {} },
        shellRoot,
        pointer({ account: '1.0.0-a1' }),
      ),
    ];
    for (const { head } of pages) {
      expect(head).not.toContain('<template');
      expect(head).not.toContain('<style');
    }
    const [home, product, login] = pages;
    // The home and the product page paint without their scripts; the login page (drawn in the
    // browser) needs them for its first paint.
    for (const drawn of [home, product]) {
      expect(drawn!.head).toContain('<link rel="preload" href="/bootstrap.js" as="script" fetchpriority="low">');
      // The remote's screen comes at its own priority: its slot hydrates with it.
      expect(drawn!.head).toMatch(/<link rel="preload" href="\/remotes\/catalog\/[^"]+\.js" as="script">/);
      expect(drawn!.head).not.toMatch(/href="\/remotes\/[^"]+" as="script" fetchpriority/);
    }
    expect(login!.head).toContain('<link rel="preload" href="/bootstrap.js" as="script">');
    expect(login!.head).not.toContain('fetchpriority="low"');
    // The picture's hint comes before the files'.
    expect(home!.head.indexOf('href="/a-mobile.svg"')).toBeLessThan(home!.head.indexOf('href="/bootstrap.js"'));
    // An address from the data is escaped in its attribute.
    expect(product!.head).toContain(
      '<link rel="preload" href="/api/media/products/7/1.svg?&quot;&gt;&lt;script&gt;" as="image" fetchpriority="high">',
    );
    expect(product!.head).not.toContain('<script>');
  });
});
