/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { setImmediate } from 'node:timers';
import { Suspense, lazy, useId, type ComponentType, type ReactNode } from 'react';
import { useLocation, type Location, type Navigator } from 'react-router';
import { screen, waitFor } from '@testing-library/react';
import { preloadable, queryCache, takePagePayload } from 'shared-contracts';
import { carryPagePayloads } from 'shared-contracts/testing/page-data';
import { remoteServerApp, renderWhole } from '../../server';
import { SERVER_RENDERED_ATTRIBUTE, remoteLifecycles } from '../remote-lifecycles';
import { screenPreloader } from '../remote-screens';
import { useServerData } from '../use-server-data';

const PAGE_KEY = '/api/products/loja-a/fone';

/** A screen as the catalog writes one: its data from the page's copy, an id, its location. */
function Screens(): ReactNode {
  const { pathname } = useLocation();
  const id = useId();
  const fetcher = fetchProduct;
  const product = useServerData<{ name: string }>(['/api/products', pathname], () => fetcher(), {
    pageKey: PAGE_KEY,
  });
  if (product.status !== 'success') return <p role="status">Carregando produto...</p>;
  return (
    <main>
      <h1 id={id}>{product.data.name}</h1>
      <a href="/loja/loja-a">Loja A</a>
    </main>
  );
}

// React's server renderer schedules with setImmediate, which jsdom leaves out.
Object.assign(globalThis, { setImmediate });

let fetchProduct: jest.Mock<Promise<{ name: string }>, []>;
beforeEach(() => {
  fetchProduct = jest.fn(async () => ({ name: 'Fone da API' }));
});

const location: Location = { pathname: '/produto/loja-a/fone', search: '', hash: '', state: null, key: 'default' };
const navigator: Navigator = { createHref: (to) => String(to), go: jest.fn(), push: jest.fn(), replace: jest.fn() };

// The shell mounts a remote outside any act() batch, and single-spa-react waits for React's own scheduler.
const actFlag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actFlag.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actFlag.IS_REACT_ACT_ENVIRONMENT = true;
});

/**
 * The product page as the site server sends it: the screen `App` drew, in the slot's element, and
 * the payload the page carries; with the remote's lifecycles and the props the shell mounts it with.
 */
async function pageWithScreen(App: () => ReactNode) {
  const payloads = { [PAGE_KEY]: { name: 'Fone de ouvido' } };
  const html = await remoteServerApp(App).renderToHtml({
    url: '/produto/loja-a/fone',
    payloads,
    identifierPrefix: 'catalog-',
  });
  const data = carryPagePayloads(payloads);
  const domElement = document.createElement('div');
  domElement.setAttribute(SERVER_RENDERED_ATTRIBUTE, '1.0.0-test');
  domElement.innerHTML = html;
  document.body.append(domElement);
  const lifecycles = remoteLifecycles(App, 'catalog-');
  const props = { name: 'catalog', domElement, location, navigator, payloads, singleSpa: {}, mountParcel: jest.fn() };
  return { domElement, data, lifecycles, props };
}

describe('a remote drawn on the server and hydrated in the browser', () => {
  it('draws the screen with the payload of the request, never asking the API', async () => {
    const app = remoteServerApp(Screens);
    const html = await app.renderToHtml({
      url: '/produto/loja-a/fone',
      payloads: { [PAGE_KEY]: { name: 'Fone de ouvido' } },
      identifierPrefix: 'catalog-',
    });
    expect(html).toContain('<h1 id="_catalog-');
    expect(html).toContain('Fone de ouvido</h1>');
    expect(html).toContain('href="/loja/loja-a"');
    expect(fetchProduct).not.toHaveBeenCalled();
  });

  it('draws an answer made of several payloads (fromPage), and without it when one is missing', async () => {
    const MENU_KEY = '/api/categories';
    function ListScreen(): ReactNode {
      const list = useServerData<{ category: string; names: string[] }>(
        ['/api/search', 'tvs'],
        () => fetchProduct() as never,
        {
          fromPage: (read) => {
            const menu = read(MENU_KEY) as Array<{ slug: string; id: number }> | undefined;
            const found = menu?.find((entry) => entry.slug === 'tvs');
            const results = found ? (read(`/api/search?category_id=${found.id}`) as string[] | undefined) : undefined;
            return results ? { category: 'TVs', names: results } : undefined;
          },
        },
      );
      if (list.status !== 'success') return <p role="status">Carregando lista...</p>;
      return <h1>{`${list.data.category}: ${list.data.names.join(', ')}`}</h1>;
    }
    const app = remoteServerApp(ListScreen);
    const menu = [{ slug: 'tvs', id: 7 }];
    const drawn = await app.renderToHtml({
      url: '/categoria/tvs',
      payloads: { [MENU_KEY]: menu, '/api/search?category_id=7': ['TV 50', 'TV 55'] },
      identifierPrefix: 'c-',
    });
    expect(drawn).toContain('<h1>TVs: TV 50, TV 55</h1>');
    const without = await app.renderToHtml({
      url: '/categoria/tvs',
      payloads: { [MENU_KEY]: menu },
      identifierPrefix: 'c-',
    });
    expect(without).toContain('Carregando lista...');
    expect(fetchProduct).not.toHaveBeenCalled();
  });

  it('keeps no data between requests: each render draws its own payload', async () => {
    const app = remoteServerApp(Screens);
    const [first, second, none] = await Promise.all([
      app.renderToHtml({
        url: '/produto/loja-a/fone',
        payloads: { [PAGE_KEY]: { name: 'Primeiro' } },
        identifierPrefix: 'c-',
      }),
      app.renderToHtml({
        url: '/produto/loja-a/fone',
        payloads: { [PAGE_KEY]: { name: 'Segundo' } },
        identifierPrefix: 'c-',
      }),
      app.renderToHtml({ url: '/produto/loja-a/fone', payloads: {}, identifierPrefix: 'c-' }),
    ]);
    expect(first).toContain('Primeiro');
    expect(second).toContain('Segundo');
    expect(second).not.toContain('Primeiro');
    expect(none).toContain('Carregando produto...');
  });

  it('draws a large page with lazy parts whole, in place: no part left to an inline script', async () => {
    // Lazy parts of more HTML than React's default progressive chunk (12.8 KB) in all.
    const List = lazy(async () => ({
      default: () => (
        <ul>
          {Array.from({ length: 400 }, (_, i) => (
            <li key={i}>{`Item número ${i} da lista longa`}</li>
          ))}
        </ul>
      ),
    }));
    const Footer = lazy(async () => ({
      default: () => <footer>{'Rodapé que chegou depois. '.repeat(40)}</footer>,
    }));
    const html = await renderWhole(
      <div>
        <Suspense fallback={<p>Carregando lista</p>}>
          <List />
        </Suspense>
        <Suspense fallback={<p>Carregando rodapé</p>}>
          <Footer />
        </Suspense>
      </div>,
      { identifierPrefix: 'shell-' },
    );
    expect(html.length).toBeGreaterThan(12_800);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('Carregando');
    expect(html).toMatch(/^<div><!--\$--><ul><li>Item número 0 da lista longa<\/li>/);
    expect(html).toMatch(
      /Item número 399 da lista longa<\/li><\/ul><!--\/\$--><!--\$--><footer>Rodapé que chegou depois/,
    );
  });

  it('rejects when a screen throws, so the site server falls back to the browser', async () => {
    const app = remoteServerApp(() => {
      throw new Error('quebrou no servidor');
    });
    await expect(app.renderToHtml({ url: '/', payloads: {}, identifierPrefix: 'c-' })).rejects.toThrow(
      'quebrou no servidor',
    );
  });

  it('the parcel hydrates the server HTML in place: same elements, no mismatch, no second request', async () => {
    const { domElement, lifecycles, props } = await pageWithScreen(Screens);
    const heading = domElement.querySelector('h1');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    await waitFor(() =>
      expect(queryCache.read(JSON.stringify(['/api/products', location.pathname])).status).toBe('success'),
    );

    expect(screen.getByRole('heading', { name: 'Fone de ouvido' })).toBe(heading);
    expect(fetchProduct).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    // React's development build notes the server and the browser renderer sharing one context in one
    // process (a test's doing: the site server is another process); any other error is a failure.
    const errors = error.mock.calls.map(([message]) => String(message));
    expect(errors.filter((message) => !message.includes('multiple renderers'))).toEqual([]);
    // The page's copy went to the cache: a later call asks the API.
    expect(takePagePayload(PAGE_KEY)).toBeUndefined();
    await lifecycles.unmount(props);
    warn.mockRestore();
    error.mockRestore();
    domElement.remove();
  });

  it("moving the page's answer into the cache after hydration re-renders nothing", async () => {
    const rendered = jest.fn();
    function Counted(): ReactNode {
      const { pathname } = useLocation();
      const product = useServerData<{ name: string }>(['/api/products', pathname], () => fetchProduct(), {
        pageKey: PAGE_KEY,
      });
      if (product.status === 'success') rendered();
      return <h1>{product.status === 'success' ? product.data.name : 'Carregando produto...'}</h1>;
    }
    const { domElement, data, lifecycles, props } = await pageWithScreen(Counted);
    await lifecycles.bootstrap(props);
    rendered.mockClear();
    await lifecycles.mount(props);
    await waitFor(() =>
      expect(queryCache.read(JSON.stringify(['/api/products', location.pathname])).status).toBe('success'),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The hydration's renders alone (the second: the hook's own note of the answer it shows): the
    // screen's snapshot is the same answer before and after it moves into the cache.
    expect(rendered).toHaveBeenCalledTimes(2);
    await lifecycles.unmount(props);
    domElement.remove();
    data.remove();
  });

  it("waits for the code of the screen at the shell's location, so a tap right after mounting counts", async () => {
    const tapped = jest.fn();
    function Product(): ReactNode {
      return (
        <main>
          <h1>Fone de ouvido</h1>
          <button type="button" onClick={tapped}>
            Adicionar ao carrinho
          </button>
        </main>
      );
    }
    // The server draws the screen whole; in the browser its code comes 50 ms after the mount starts.
    const drawn = () => (
      <Suspense fallback={<p>Carregando...</p>}>
        <Product />
      </Suspense>
    );
    const code = preloadable(
      () => new Promise<{ default: ComponentType }>((resolve) => setTimeout(() => resolve({ default: Product }), 50)),
    );
    const LateProduct = lazy(code.load);
    const browser = () => (
      <Suspense fallback={<p>Carregando...</p>}>
        <LateProduct />
      </Suspense>
    );
    const { domElement, data, props } = await pageWithScreen(drawn);
    const lifecycles = remoteLifecycles(browser, 'catalog-', screenPreloader('catalog', { product: code }));
    const button = domElement.querySelector('button');
    // React notes the server's and the browser's renderer sharing one context in one process.
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    button?.click();

    expect(tapped).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Adicionar ao carrinho' })).toBe(button);
    await lifecycles.unmount(props);
    error.mockRestore();
    domElement.remove();
    data.remove();
  });

  it('reports a mismatch and draws the browser tree instead of throwing', async () => {
    const domElement = document.createElement('div');
    domElement.setAttribute(SERVER_RENDERED_ATTRIBUTE, '1.0.0-test');
    domElement.innerHTML = '<main><h1>Outra coisa</h1></main>';
    document.body.append(domElement);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const lifecycles = remoteLifecycles(Screens, 'catalog-');
    const props = { name: 'catalog-2', domElement, location, navigator, singleSpa: {}, mountParcel: jest.fn() };
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    expect(await screen.findByRole('heading', { name: 'Fone da API' })).toBeInTheDocument();
    expect(screen.queryByText('Outra coisa')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('divergiram'), expect.anything());
    await lifecycles.unmount(props);
    warn.mockRestore();
    error.mockRestore();
    domElement.remove();
  });
});
