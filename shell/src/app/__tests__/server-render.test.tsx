/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { setImmediate } from 'node:timers';
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { SERVER_RENDERED_ATTRIBUTE } from 'shared-contracts';
import { carryPagePayloads } from 'shared-contracts/testing/page-data';
import type { ShellRenderRequest } from '../../server';
import {
  CATEGORIES,
  IPHONE_UA,
  fakeApi,
  resetLayoutTestState,
  setCartGroups,
  signIn,
} from '../../layouts/__tests__/layout-test-utils';
import { fakeRuntime, testRegistry } from '../../remotes/__tests__/registry-fixtures';
import type { RemoteApp } from '../../remotes/registry';
import { takeServerSlot } from '../../remotes/server-slot';
import { SHELL_IDENTIFIER_PREFIX } from '../hydration';
import { preloadFrame } from '../../layouts/frame-parts';
import { buildRoutes } from '../routes';
import { ShellApp } from '../shell-app';

// React's server renderer schedules with setImmediate, which jsdom leaves out.
Object.assign(globalThis, { setImmediate });

const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const PRODUCT_PAGE = '/produto/loja-sol/cafe';
const PAYLOADS = { '/api/products/loja-sol/cafe': { name: 'Café' }, '/api/categories': CATEGORIES };
const SLOT = { remote: 'catalog' as const, version: '1.0.0-abc', html: '<h1>Café do servidor</h1><p>Torra média</p>' };

/** The server's frame, in the document to look at. */
async function drawn(userAgent: string, prepare?: Parameters<typeof renderApart>[1]): Promise<HTMLElement> {
  const html = await renderApart({ url: PRODUCT_PAGE, payloads: PAYLOADS, userAgent, slot: SLOT }, prepare);
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder;
}

/**
 * The server's render with modules of its own (its own React, router and bus), as the site server's
 * process has them: React's server and browser renderers must not share one set of contexts here.
 */
async function renderApart(
  request: ShellRenderRequest,
  prepare?: (contracts: typeof import('shared-contracts')) => void,
): Promise<string> {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    prepare?.(await import('shared-contracts'));
    const server = await import('../../server');
    html = await server.renderToHtml(request);
  });
  return html;
}

/** Someone signed in with two stores in the cart, in the bus of the server's own modules. */
function signedInWithCart(contracts: typeof import('shared-contracts')): void {
  const user = { name: 'Maria Silva', document: '123.456.789-09', phone: '', cellphone: '', user_type: 1 as const };
  contracts.setAuth(contracts.authenticate(contracts.logOut(), { user, user_type: 1 }));
  const group = (id: number) => ({ seller: { id, name: `Loja ${id}` }, items: [] });
  contracts.setCart({ ...contracts.cartReset(), content: [group(1), group(2)] });
  expect(contracts.currentAuth().authenticated).toBe(true);
}

afterEach(() => {
  resetLayoutTestState();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe("the shell's server render", () => {
  it("draws a guest's frame on a computer, with the screen in the content slot, whoever is signed in here", async () => {
    // The server's bus says someone is signed in with a full cart: the render must not care.
    const page = await drawn(DESKTOP_UA, signedInWithCart);

    const header = within(page.querySelector('header') as HTMLElement);
    expect(header.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    expect(header.getByRole('link', { name: 'Buscar produtos' })).toBeInTheDocument();
    expect(header.queryByRole('link', { name: /Carrinho/ })).not.toBeInTheDocument();
    expect(page.textContent).not.toMatch(/Maria|Olá/);
    // The computer's header: top bar, categories and the search box; no phone menu.
    expect(header.getByRole('navigation', { name: 'Links institucionais' })).toBeInTheDocument();
    expect(header.getByRole('button', { name: 'Categorias' })).toBeInTheDocument();
    expect(header.getByRole('search')).toBeInTheDocument();
    expect(header.queryByRole('button', { name: 'Abrir menu' })).not.toBeInTheDocument();
    // The menu the page carries is drawn too: the footer's categories.
    const footer = within(page.querySelector('footer') as HTMLElement);
    expect(footer.getByRole('link', { name: 'Eletrônicos' })).toHaveAttribute('href', '/categoria/eletronicos');

    // The screen sits in the catalog's slot inside <main>, as the server drew it.
    const slot = page.querySelector('main#conteudo section[data-remote="catalog"]');
    expect(slot).toHaveAttribute('data-server-rendered', 'true');
    expect(slot).toHaveAttribute('data-remote-version', '1.0.0-abc');
    const element = slot?.querySelector('#server-slot');
    expect(element).toHaveAttribute(SERVER_RENDERED_ATTRIBUTE, '1.0.0-abc');
    expect(element?.innerHTML).toBe(SLOT.html);
    expect(page.querySelector('[role="status"]')?.textContent ?? '').not.toMatch(/Carregando/);
  });

  it("draws a phone's header for a phone's user-agent", async () => {
    const page = await drawn(IPHONE_UA);
    const header = within(page.querySelector('header') as HTMLElement);
    expect(header.getByRole('button', { name: 'Abrir menu' })).toBeInTheDocument();
    expect(header.queryByRole('navigation', { name: 'Links institucionais' })).not.toBeInTheDocument();
    expect(header.queryByRole('search')).not.toBeInTheDocument();
    expect(header.getByRole('link', { name: 'Entrar' })).toBeInTheDocument();
  });

  it("draws the slot loading, as the browser's first render has it, when the server drew no screen for it", async () => {
    const html = await renderApart({ url: PRODUCT_PAGE, payloads: PAYLOADS, userAgent: DESKTOP_UA });
    expect(html).not.toContain('id="server-slot"');
    const holder = document.createElement('div');
    holder.innerHTML = html;
    document.body.append(holder);
    const slot = holder.querySelector('main#conteudo section[data-remote="catalog"]') as HTMLElement;
    expect(slot).toHaveAttribute('aria-busy', 'true');
    expect(slot).not.toHaveAttribute('data-server-rendered');
    expect(within(slot).getByRole('status')).toHaveTextContent('Carregando…');
    // The frame around it is whole: the header and the menu's categories in the footer.
    expect(within(holder.querySelector('header') as HTMLElement).getByRole('link', { name: 'Entrar' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(
      within(holder.querySelector('footer') as HTMLElement).getByRole('link', { name: 'Eletrônicos' }),
    ).toBeInTheDocument();
  });
});

/** The page as the site server sends it at PRODUCT_PAGE: the payloads' script, and `html` drawn in the root. */
function serverPage(html: string): HTMLElement {
  carryPagePayloads(PAYLOADS);
  const container = document.createElement('div');
  container.id = 'root';
  container.setAttribute(SERVER_RENDERED_ATTRIBUTE, 'shell-1');
  container.innerHTML = html;
  document.body.append(container);
  window.history.replaceState(null, '', PRODUCT_PAGE);
  return container;
}

/**
 * Hydrates the shell over `container` as start-up does (the frame parts of this page fetched
 * before the first render), with `runtime` loading the catalog; and what a divergence would report.
 */
async function hydrateShell(container: HTMLElement, runtime: ReturnType<typeof fakeRuntime>) {
  const pointer = {
    remotes: { catalog: { version: '1.0.0-abc', entry: '/remotes/catalog/1.0.0-abc/mf-manifest.json' } },
  };
  const { registry } = testRegistry({ runtime, inlinePointer: pointer });
  const onRecoverableError = jest.fn();
  const consoleError = jest.spyOn(console, 'error');
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  await preloadFrame('standard');
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <ShellApp
        router={createBrowserRouter(buildRoutes())}
        registry={registry}
        mobile={false}
        serverSlots={takeServerSlot}
        payloads={PAYLOADS}
      />,
      { identifierPrefix: SHELL_IDENTIFIER_PREFIX, onRecoverableError },
    );
  });
  if (!root) throw new Error('the shell did not hydrate');
  return { root, onRecoverableError, consoleError };
}

describe('the browser hydrates the server frame', () => {
  it('meets the server HTML without a divergence, then fills in the person and the cart, and hands the slot to the parcel', async () => {
    const html = await renderApart({ url: PRODUCT_PAGE, payloads: PAYLOADS, userAgent: DESKTOP_UA, slot: SLOT });
    const container = serverPage(html);
    const serverElement = container.querySelector('#server-slot');
    const serverHeading = container.querySelector('h1');

    // This browser has a signed-in customer with a cart (restored from the last visit).
    signIn(1, 'Maria Silva');
    setCartGroups(2);
    const api = fakeApi();
    const mounted: Array<{ domElement: unknown }> = [];
    const catalog: RemoteApp = {
      bootstrap: async () => undefined,
      mount: async (props: object) => void mounted.push(props as { domElement: unknown }),
      unmount: async () => undefined,
      update: async () => undefined,
    };
    const runtime = fakeRuntime();
    runtime.loadRemote.mockResolvedValue(catalog);
    const { root, onRecoverableError, consoleError } = await hydrateShell(container, runtime);

    // The person and the cart fill in right after hydration.
    expect(await screen.findByRole('button', { name: /Olá, Maria/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Carrinho, 2 lojas' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Entrar' })).not.toBeInTheDocument();
    // The server's screen is the same element, untouched, and the catalog's parcel is handed it.
    expect(container.querySelector('#server-slot')).toBe(serverElement);
    expect(container.querySelector('h1')).toBe(serverHeading);
    expect(serverElement?.innerHTML).toBe(SLOT.html);
    await act(async () => undefined);
    // (StrictMode's development run mounts a second time, on the same element.)
    expect(mounted.length).toBeGreaterThan(0);
    expect(new Set(mounted.map((props) => props.domElement))).toEqual(new Set([serverElement]));
    // The menu's categories came with the page: nothing is asked again.
    expect(api.requests).toEqual([]);
    // Everything settled: no part of the frame diverged from the server's.
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();

    act(() => root.unmount());
  });

  it("meets the server's frame with the slot loading without a divergence, then mounts the remote in the slot", async () => {
    const html = await renderApart({ url: PRODUCT_PAGE, payloads: PAYLOADS, userAgent: DESKTOP_UA });
    const container = serverPage(html);
    const serverLoading = container.querySelector('section[data-remote="catalog"] [role="status"]');

    const api = fakeApi();
    const mounted: Array<{ domElement: HTMLElement }> = [];
    const catalog: RemoteApp = {
      bootstrap: async () => undefined,
      mount: async (props: object) => {
        const { domElement } = props as { domElement: HTMLElement };
        domElement.innerHTML = '<h1>Café do navegador</h1>';
        mounted.push({ domElement });
      },
      unmount: async () => undefined,
      update: async () => undefined,
    };
    // The remote answers only when the test says so: the hydration meets the slot still loading.
    let loaded: (app: RemoteApp) => void = () => undefined;
    const runtime = fakeRuntime();
    runtime.loadRemote.mockReturnValue(new Promise<RemoteApp>((resolve) => (loaded = resolve)));
    const { root, onRecoverableError, consoleError } = await hydrateShell(container, runtime);

    // The server's loading view is the one the browser keeps while the remote loads.
    const slot = container.querySelector('section[data-remote="catalog"]') as HTMLElement;
    expect(slot).toHaveAttribute('aria-busy', 'true');
    expect(slot.querySelector('[role="status"]')).toBe(serverLoading);

    await act(async () => loaded(catalog));
    expect(await within(slot).findByRole('heading', { name: 'Café do navegador' })).toBeInTheDocument();
    expect(slot).not.toHaveAttribute('aria-busy', 'true');
    expect(within(slot).queryByRole('status')).not.toBeInTheDocument();
    expect(mounted.length).toBeGreaterThan(0);
    for (const { domElement } of mounted) expect(slot.contains(domElement)).toBe(true);
    // Nothing asked again, nothing diverged.
    expect(api.requests).toEqual([]);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();

    act(() => root.unmount());
  });
});
