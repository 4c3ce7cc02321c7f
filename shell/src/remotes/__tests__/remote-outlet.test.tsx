import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { RemoteRegistryContext, type RemoteApp } from '../registry';
import { RemoteOutlet } from '../remote-outlet';
import { fakeRuntime, testRegistry, type FakeRuntime } from './registry-fixtures';

const ENTRY = '/remotes/account/1.0.0-abc/mf-manifest.json';
const pointer = { remotes: { account: { version: '1.0.0-abc', entry: ENTRY } } };

/** A remote whose mount writes a heading into the slot, as a real parcel would. */
function fakeApp(
  text: string,
  options: { failMount?: boolean } = {},
): RemoteApp & { props: Array<Record<string, unknown>> } {
  const props: Array<Record<string, unknown>> = [];
  return {
    props,
    bootstrap: async () => undefined,
    mount: async (p: object) => {
      if (options.failMount) throw new Error('mount failed');
      const { domElement } = p as { domElement: HTMLElement };
      props.push(p as Record<string, unknown>);
      domElement.innerHTML = `<h1>${text}</h1>`;
    },
    unmount: async (p: object) => {
      (p as { domElement: HTMLElement }).domElement.innerHTML = '';
    },
    update: async (p: object) => {
      props.push(p as Record<string, unknown>);
    },
  };
}

let runtime: FakeRuntime;
beforeEach(() => {
  runtime = fakeRuntime();
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => pointer }) as Response);
});

/**
 * The outlet in a page whose registry has the pointer inline and, here, a short time limit (the
 * site's setting; 8 s by default). A retry reads /remotes.json.
 */
function renderOutlet(path = '/login') {
  const { registry } = testRegistry({ runtime, inlinePointer: pointer, config: { remoteTimeoutMs: 200 } });
  return render(
    <RemoteRegistryContext value={registry}>
      <MemoryRouter initialEntries={[path]}>
        <RemoteOutlet remote="account" />
      </MemoryRouter>
    </RemoteRegistryContext>,
  );
}

/** The last registration asked the runtime for a fresh copy of the remote: its entry alone, anew. */
function expectFreshLoad(): void {
  expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
    [
      {
        name: 'account',
        entry: expect.stringMatching(/^\/remotes\/account\/1\.0\.0-abc\/mf-manifest\.json\?tentativa=\d+$/),
      },
    ],
    { force: true },
  );
}

describe('RemoteOutlet', () => {
  it('mounts the remote app as a parcel, with the shell location and navigator, and marks the slot', async () => {
    const app = fakeApp('Entrar');
    runtime.loadRemote.mockResolvedValue(app);
    const { container } = renderOutlet('/login?redirect=%2Fcarrinho');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando');
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    const slot = container.querySelector('[data-remote="account"]');
    expect(slot).toHaveAttribute('data-remote-version', '1.0.0-abc');
    const props = app.props[0] as { location: { pathname: string; search: string }; navigator: { push: unknown } };
    expect(props.location.pathname).toBe('/login');
    expect(props.location.search).toBe('?redirect=%2Fcarrinho');
    expect(typeof props.navigator.push).toBe('function');
    expect(runtime.loadRemote).toHaveBeenCalledWith('account/app');
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'account', entry: ENTRY }]);
    // The runtime's own retries (retry plugin), added once.
    expect(runtime.registerPlugins).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback when the remote cannot be loaded, and Tentar novamente loads it afresh', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    runtime.loadRemote.mockRejectedValueOnce(new Error('RUNTIME-008'));
    renderOutlet();
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar esta parte do site');

    runtime.loadRemote.mockResolvedValueOnce(fakeApp('Entrar'));
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expectFreshLoad();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });

  it('shows the fallback when the remote never finishes loading, and Tentar novamente loads it afresh', async () => {
    runtime.loadRemote.mockReturnValueOnce(new Promise(() => undefined));
    renderOutlet();
    expect(await screen.findByText('Não foi possível carregar esta parte do site')).toBeInTheDocument();
    runtime.loadRemote.mockResolvedValueOnce(fakeApp('Entrar'));
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expectFreshLoad();
  });

  it('shows the fallback when the remote throws while mounting', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    runtime.loadRemote.mockResolvedValue(fakeApp('Entrar', { failMount: true }));
    renderOutlet();
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('shows the fallback when the remote reports a crash of its own tree', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = fakeApp('Entrar');
    runtime.loadRemote.mockResolvedValue(app);
    renderOutlet();
    await screen.findByRole('heading', { name: 'Entrar' });
    const { onRemoteError } = app.props[0] as { onRemoteError: (error: Error) => void };
    act(() => onRemoteError(new Error('render failed')));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument());
  });
});
