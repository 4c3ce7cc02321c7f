import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { PAGE_DATA_ELEMENT_ID } from 'shared-contracts';
import { carryPagePayloads } from 'shared-contracts/testing/page-data';
import { RemoteRegistryContext, type RemoteApp } from '../registry';
import { RemoteOutlet } from '../remote-outlet';
import { fakeRuntime, testRegistry, type FakeRuntime } from './registry-fixtures';

const ENTRY = '/remotes/catalog/1.0.0-abc/mf-manifest.json';
const pointer = { remotes: { catalog: { version: '1.0.0-abc', entry: ENTRY } } };
const PAYLOADS = { '/api/products/loja-sol/cafe': { name: 'Café' } };

/** A remote that hydrates: it keeps the element's children and notes what it was handed. */
function hydratingApp(): RemoteApp & { mounted: Array<Record<string, unknown>> } {
  const mounted: Array<Record<string, unknown>> = [];
  return {
    mounted,
    bootstrap: async () => undefined,
    mount: async (props: object) => {
      mounted.push(props as Record<string, unknown>);
    },
    unmount: async () => undefined,
    update: async () => undefined,
  };
}

/** The page as the site server writes it when it drew the catalog's screen. */
function serverPage(): HTMLElement {
  carryPagePayloads(PAYLOADS);
  const slot = document.createElement('div');
  slot.id = 'server-slot';
  slot.className = 'ss-computer';
  slot.dataset.remote = 'catalog';
  slot.setAttribute('data-server-rendered', '1.0.0-abc');
  slot.innerHTML = '<h1>Café do servidor</h1>';
  document.body.append(slot);
  return slot;
}

let runtime: FakeRuntime;
beforeEach(() => {
  runtime = fakeRuntime();
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => pointer }) as Response);
});
afterEach(() => {
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
  document.getElementById('server-slot')?.remove();
});

let navigate: ReturnType<typeof useNavigate> = () => undefined;
/** Lends the test the router's navigate, as a link or the back button would move the location. */
function Navigation() {
  const routerNavigate = useNavigate();
  useEffect(() => {
    navigate = routerNavigate;
  }, [routerNavigate]);
  return null;
}

function renderOutlet() {
  const { registry } = testRegistry({ runtime, inlinePointer: pointer, config: { remoteTimeoutMs: 200 } });
  return render(
    <RemoteRegistryContext value={registry}>
      <MemoryRouter initialEntries={['/produto/loja-sol/cafe']}>
        <Navigation />
        <RemoteOutlet remote="catalog" />
      </MemoryRouter>
    </RemoteRegistryContext>,
  );
}

describe('a slot the server drew (server-rendered)', () => {
  it('takes the server HTML in without a loading state over it, and the parcel hydrates that same element', async () => {
    const server = serverPage();
    const heading = server.querySelector('h1');
    const app = hydratingApp();
    let resolve: (value: RemoteApp) => void = () => undefined;
    runtime.loadRemote.mockReturnValue(new Promise<RemoteApp>((done) => (resolve = done)));
    const { container } = renderOutlet();

    const slot = container.querySelector('[data-remote="catalog"]');
    expect(slot).toHaveAttribute('data-server-rendered', 'true');
    expect(slot).toHaveAttribute('data-remote-version', '1.0.0-abc');
    expect(slot).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(slot?.contains(server)).toBe(true);
    // No longer laid over the content area: it is the slot's own content now.
    expect(server).not.toHaveAttribute('id');
    expect(server).not.toHaveAttribute('class');

    resolve(app);
    await waitFor(() => expect(app.mounted).toHaveLength(1));
    const props = app.mounted[0] as { domElement: HTMLElement; payloads: unknown; location: { pathname: string } };
    expect(props.domElement).toBe(server);
    expect(props.payloads).toEqual(PAYLOADS);
    expect(props.location.pathname).toBe('/produto/loja-sol/cafe');
    expect(screen.getByRole('heading', { name: 'Café do servidor' })).toBe(heading);
  });

  it('hands the hydrated screen every move of the location, the last one last, even when one comes while an update is under way', async () => {
    serverPage();
    const app = hydratingApp();
    const updates: string[] = [];
    let finishUpdate: () => void = () => undefined;
    app.update = (props: object) => {
      updates.push((props as { location: { search: string } }).location.search);
      // The first update is slow (a busy phone): the moves after it arrive while it is under way.
      return updates.length === 1 ? new Promise<void>((done) => (finishUpdate = done)) : Promise.resolve();
    };
    runtime.loadRemote.mockResolvedValue(app);
    renderOutlet();
    await waitFor(() => expect(app.mounted).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Café do servidor' }).closest('section')).toHaveAttribute(
        'data-hydrated',
        'true',
      ),
    );

    act(() => navigate('/busca?search=cafe&order=3'));
    await waitFor(() => expect(updates).toEqual(['?search=cafe&order=3']));
    act(() => navigate('/busca?search=cafe&order=3&items_per_page=24'));
    act(() => navigate('/busca?search=cafe&order=4&page=2'));
    expect(updates).toHaveLength(1);
    act(() => finishUpdate());
    await waitFor(() => expect(updates).toEqual(['?search=cafe&order=3', '?search=cafe&order=4&page=2']));
  });

  it('a remote that cannot be loaded drops the server HTML and shows the fallback with Tentar novamente', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = serverPage();
    runtime.loadRemote.mockRejectedValue(new Error('RUNTIME-008'));
    renderOutlet();
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(server.isConnected).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Café do servidor' })).not.toBeInTheDocument();
  });

  it('a slot of another remote leaves the server HTML alone and draws as before', async () => {
    const server = serverPage();
    server.dataset.remote = 'checkout';
    const app = hydratingApp();
    runtime.loadRemote.mockResolvedValue(app);
    const { container } = renderOutlet();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando');
    expect(container.querySelector('[data-remote="catalog"]')).not.toHaveAttribute('data-server-rendered');
    expect(server).toHaveAttribute('id', 'server-slot');
  });
});
