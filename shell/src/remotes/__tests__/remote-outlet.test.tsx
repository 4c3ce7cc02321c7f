import { useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import type { Beacons } from '../../health/beacons';
import { HealthContext } from '../../health/health-context';
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
let health: { [K in keyof Beacons]: jest.Mock };
beforeEach(() => {
  runtime = fakeRuntime();
  health = {
    tag: jest.fn(),
    versionOf: jest.fn(),
    report: jest.fn(),
    pageView: jest.fn(),
    vital: jest.fn(),
    flush: jest.fn(),
  };
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => pointer }) as Response);
});

/** What the slot told the page's health beacons. */
const reported = () => health.report.mock.calls.map(([event]) => event as { type: string; app: string });

/** The page's links, as a test follows them. */
const links: { follow?: (to: string) => void } = {};
function Links() {
  const navigate = useNavigate();
  useEffect(() => {
    links.follow = (to) => void navigate(to);
  }, [navigate]);
  return null;
}

/**
 * The outlet in a page whose registry has the pointer inline and, here, a short time limit (the
 * site's setting; 8 s by default). A retry reads /remotes.json.
 */
function renderOutlet(path = '/login') {
  const { registry } = testRegistry({
    runtime,
    inlinePointer: pointer,
    config: { remoteTimeoutMs: 200 },
    onVersion: health.tag,
  });
  return render(
    <HealthContext value={health}>
      <RemoteRegistryContext value={registry}>
        <MemoryRouter initialEntries={[path]}>
          <Links />
          <RemoteOutlet remote="account" />
        </MemoryRouter>
      </RemoteRegistryContext>
    </HealthContext>,
  );
}

/** A chunk of a remote that failed to load, as webpack reports it. */
const chunkLoadError = (url: string): Error =>
  Object.assign(new Error(`Loading chunk 317 failed.\n(missing: ${url})`), { name: 'ChunkLoadError', request: url });

/** An unhandled rejection reaching the page, as the browser dispatches it. */
function unhandled(reason: unknown): Event {
  const event = Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
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
    // Counted for the version it was loading.
    expect(health.tag).toHaveBeenCalledWith('account', '1.0.0-abc');
    expect(reported()).toContainEqual({ type: 'load-failure', app: 'account' });
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

  it("counts a page view for each address the slot shows, and tells the page's beacons the version it loads", async () => {
    runtime.loadRemote.mockResolvedValue(fakeApp('Entrar'));
    renderOutlet('/cliente/pedidos');
    await screen.findByRole('heading', { name: 'Entrar' });
    expect(health.tag).toHaveBeenCalledWith('account', '1.0.0-abc');
    expect(health.pageView.mock.calls).toEqual([['account', '/cliente/pedidos']]);
    act(() => links.follow?.('/cliente/pedidos?page=2'));
    act(() => links.follow?.('/cliente/enderecos'));
    await waitFor(() => expect(health.pageView).toHaveBeenCalledTimes(2));
    expect(health.pageView).toHaveBeenLastCalledWith('account', '/cliente/enderecos');
  });

  it('reports a load that failed once per attempt, and a crash of the loaded remote once', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    runtime.loadRemote.mockRejectedValueOnce(new Error('RUNTIME-003')).mockRejectedValueOnce(new Error('RUNTIME-003'));
    renderOutlet();
    await userEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(reported().filter((e) => e.type === 'load-failure')).toHaveLength(2);

    const app = fakeApp('Entrar');
    runtime.loadRemote.mockResolvedValueOnce(app);
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await screen.findByRole('heading', { name: 'Entrar' });
    const { onRemoteError } = app.props[0] as { onRemoteError: (error: Error) => void };
    act(() => {
      onRemoteError(new Error('render failed'));
      onRemoteError(new Error('render failed again'));
    });
    await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(reported().filter((e) => e.type === 'crash')).toEqual([{ type: 'crash', app: 'account' }]);
  });

  it('catches a chunk of its remote that failed to load where nobody waited for it: fallback, reported once, nothing uncaught', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    runtime.loadRemote.mockResolvedValue(fakeApp('Entrar'));
    renderOutlet();
    await screen.findByRole('heading', { name: 'Entrar' });

    // Another remote's chunk, and a rejection that is no chunk of this remote: not this slot's.
    const other = unhandled(chunkLoadError('http://localhost/remotes/checkout/1.4.0-cd/317.38d1ff1a.js'));
    const plain = unhandled(new Error('sem rede'));
    expect(other.defaultPrevented).toBe(false);
    expect(plain.defaultPrevented).toBe(false);
    expect(screen.getByRole('heading', { name: 'Entrar' })).toBeInTheDocument();

    // A field's mask of this remote, whose chunk (from any version of it) failed, three fields at once.
    const url = 'http://localhost/remotes/account/1.0.0-old/317.38d1ff1a.js';
    const events = [unhandled(chunkLoadError(url)), unhandled(chunkLoadError(url)), unhandled(chunkLoadError(url))];
    expect(events.map((e) => e.defaultPrevented)).toEqual([true, true, true]);
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(reported().filter((e) => e.type === 'crash')).toEqual([{ type: 'crash', app: 'account' }]);
  });

  describe('a file of the version that is not there', () => {
    /** The manifest's answer, and the slot's load going through the runtime's retries as the real runtime does. */
    function manifestAnswers(status: number): jest.Mock {
      const answers = jest.fn(async (url: string) => {
        if (url === '/remotes.json') return { ok: true, status: 200, json: async () => pointer };
        const body = { json: async () => ({ name: 'account' }) };
        return { ok: status === 200, status, ...body, clone: () => body };
      });
      global.fetch = answers as unknown as typeof fetch;
      runtime.loadRemote.mockImplementation(async () => {
        const [[[retries]]] = runtime.registerPlugins.mock.calls as [
          [[{ fetch: (url: string, init: object) => Promise<unknown> }]],
        ];
        await retries.fetch(`http://localhost${ENTRY}`, {});
        return fakeApp('Entrar');
      });
      return answers;
    }
    const manifestRequests = (answers: jest.Mock) => answers.mock.calls.filter(([url]) => url !== '/remotes.json');

    it('fails the slot at once on a 404: asked for once, never again', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const answers = manifestAnswers(404);
      renderOutlet();
      await screen.findByRole('button', { name: 'Tentar novamente' });
      // Long enough for both retries and their pauses, had there been any.
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(manifestRequests(answers)).toHaveLength(1);
      expect(reported()).toContainEqual({ type: 'load-failure', app: 'account' });
    });

    it('asks again after a 5xx, which may pass', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const answers = manifestAnswers(503);
      renderOutlet();
      await waitFor(() => expect(manifestRequests(answers)).toHaveLength(3));
    });
  });
});
