import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation, type Location, type Navigator } from 'react-router';
import { remoteLifecycles } from '../remote-lifecycles';

const location: Location = { pathname: '/minha-conta/pedidos', search: '', hash: '', state: null, key: 'default' };
const navigator: Navigator = { createHref: () => '', go: jest.fn(), push: jest.fn(), replace: jest.fn() };

function Screens({ loading }: { loading?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <main>
      <h1>Tela de {pathname}</h1>
      {loading}
    </main>
  );
}

function Broken(): ReactNode {
  throw new Error('quebrou');
}

/** Mounts the remote as the shell does: its lifecycles with the shell's router and slot. */
async function mountRemote(lifecycles: ReturnType<typeof remoteLifecycles>, onRemoteError = jest.fn()) {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props = {
    name: 'remote',
    domElement,
    location,
    navigator,
    onRemoteError,
    loading: <p role="status">Carregando...</p>,
    singleSpa: {},
    mountParcel: jest.fn(),
  };
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
  return { props, onRemoteError };
}

// The shell mounts a remote outside any act() batch, and single-spa-react waits for React's own scheduler.
const actFlag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actFlag.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actFlag.IS_REACT_ACT_ENVIRONMENT = true;
});

describe('remoteLifecycles', () => {
  it("draws the remote's routes at the shell router's location, with the shell's loading view", async () => {
    const lifecycles = remoteLifecycles(Screens);
    const { props } = await mountRemote(lifecycles);
    expect(await screen.findByRole('heading', { name: 'Tela de /minha-conta/pedidos' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    await lifecycles.unmount(props);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('hands a crash to the shell instead of drawing anything', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onRemoteError } = await mountRemote(remoteLifecycles(Broken));
    await waitFor(() => expect(onRemoteError).toHaveBeenCalled());
    expect(onRemoteError).toHaveBeenCalledWith(expect.objectContaining({ message: 'quebrou' }));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    quiet.mockRestore();
  });
});
