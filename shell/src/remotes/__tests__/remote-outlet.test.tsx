import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { RemoteApp } from '../registry';
import { RemoteOutlet } from '../remote-outlet';

const loadRemoteApp = jest.fn<Promise<RemoteApp>, [string, boolean?]>();
jest.mock('../registry', () => ({
  loadRemoteApp: (remote: string, fresh?: boolean) => loadRemoteApp(remote, fresh),
  liveVersion: async () => '1.0.0-abc',
}));
// The page's time limit, short here; the real one is the site's setting (8 s by default).
jest.mock('../load-timeout', () => {
  const actual = jest.requireActual<typeof import('../load-timeout')>('../load-timeout');
  return {
    ...actual,
    loadWithinTimeout: <T,>(remote: string, load: () => Promise<T>) => actual.withTimeout(remote, load(), 200),
  };
});

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

function renderOutlet(path = '/login') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RemoteOutlet remote="account" />
    </MemoryRouter>,
  );
}

afterEach(() => loadRemoteApp.mockReset());

describe('RemoteOutlet', () => {
  it('mounts the remote app as a parcel, with the shell location and navigator, and marks the slot', async () => {
    const app = fakeApp('Entrar');
    loadRemoteApp.mockResolvedValue(app);
    const { container } = renderOutlet('/login?redirect=%2Fcarrinho');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando');
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    const slot = container.querySelector('[data-remote="account"]');
    expect(slot).toHaveAttribute('data-remote-version', '1.0.0-abc');
    const props = app.props[0] as { location: { pathname: string; search: string }; navigator: { push: unknown } };
    expect(props.location.pathname).toBe('/login');
    expect(props.location.search).toBe('?redirect=%2Fcarrinho');
    expect(typeof props.navigator.push).toBe('function');
    expect(loadRemoteApp).toHaveBeenCalledWith('account', false);
  });

  it('shows the fallback when the remote cannot be loaded, and Tentar novamente loads it afresh', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteApp.mockRejectedValueOnce(new Error('RUNTIME-008'));
    renderOutlet();
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar esta parte do site');

    loadRemoteApp.mockResolvedValueOnce(fakeApp('Entrar'));
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(loadRemoteApp).toHaveBeenLastCalledWith('account', true);
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });

  it('shows the fallback when the remote never finishes loading, and Tentar novamente loads it afresh', async () => {
    loadRemoteApp.mockReturnValueOnce(new Promise(() => undefined));
    renderOutlet();
    expect(await screen.findByText('Não foi possível carregar esta parte do site')).toBeInTheDocument();
    loadRemoteApp.mockResolvedValueOnce(fakeApp('Entrar'));
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(loadRemoteApp).toHaveBeenLastCalledWith('account', true);
  });

  it('shows the fallback when the remote throws while mounting', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteApp.mockResolvedValue(fakeApp('Entrar', { failMount: true }));
    renderOutlet();
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('shows the fallback when the remote reports a crash of its own tree', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = fakeApp('Entrar');
    loadRemoteApp.mockResolvedValue(app);
    renderOutlet();
    await screen.findByRole('heading', { name: 'Entrar' });
    const { onRemoteError } = app.props[0] as { onRemoteError: (error: Error) => void };
    act(() => onRemoteError(new Error('render failed')));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument());
  });
});
