import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { preloadable } from 'shared-contracts';
import { remoteScreens } from '../remote-screens';

function Orders() {
  return <h1>Meus pedidos</h1>;
}
function Chats() {
  return <h1>Chats</h1>;
}

const ordersCode = jest.fn(() => Promise.resolve({ default: Orders }));
const chatsCode = jest.fn(() => Promise.resolve({ default: Chats }));
const chats = preloadable(chatsCode);
const { ScreenRoutes, preloadScreens } = remoteScreens('account', {
  'customer-area-orders': preloadable(ordersCode),
  'chat-index': chats,
  chat: chats,
});

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScreenRoutes loading={<p role="status">Carregando...</p>} />
    </MemoryRouter>,
  );

describe('remoteScreens', () => {
  it("shows `loading` while a screen's code arrives, then the screen of the route", async () => {
    renderAt('/cliente/pedidos');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    expect(await screen.findByRole('heading', { name: 'Meus pedidos' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('lets one loader serve two routes', async () => {
    renderAt('/cliente/chat/5');
    expect(await screen.findByRole('heading', { name: 'Chats' })).toBeInTheDocument();
  });

  it('draws nothing on a route of the remote without a screen', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = renderAt('/login');
    expect(container).toBeEmptyDOMElement();
    warn.mockRestore();
  });

  it("fetches each screen's code once ahead, so a screen then renders without suspending", async () => {
    await preloadScreens();
    expect(ordersCode).toHaveBeenCalledTimes(1);
    expect(chatsCode).toHaveBeenCalledTimes(1);
    renderAt('/cliente/pedidos');
    expect(screen.getByRole('heading', { name: 'Meus pedidos' })).toBeInTheDocument();
  });

  it("draws the remote's own loading view, and on its routes without a screen what it says otherwise", async () => {
    const own = remoteScreens(
      'account',
      { 'customer-area-orders': preloadable(() => Promise.resolve({ default: Orders })) },
      { loading: <p role="status">Carregando a conta...</p>, otherwise: <h1>Página não encontrada</h1> },
    );
    const at = (path: string) =>
      render(
        <MemoryRouter initialEntries={[path]}>
          <own.ScreenRoutes loading={<p role="status">Carregando...</p>} />
        </MemoryRouter>,
      );
    const orders = at('/cliente/pedidos');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando a conta...');
    expect(await screen.findByRole('heading', { name: 'Meus pedidos' })).toBeInTheDocument();
    orders.unmount();
    at('/login');
    expect(screen.getByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
  });
});
