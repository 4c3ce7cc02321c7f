import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
import {
  authenticate,
  bus,
  emptyCart,
  http,
  initialAuth,
  setAuth,
  setCart,
  type BusEvent,
  type UserResponse,
} from 'shared-contracts';
import { CartPage } from '../features/cart/cart-page';
import { ConfirmationPage } from '../features/confirmation/confirmation-page';
import { fakeApi, type Handler } from 'shared-contracts/testing/fake-api';
import { cartWith, customer, quotes, casa, trabalho } from './fixtures';

export const ok =
  (data: unknown = {}): Handler =>
  () => ({ status: 200, data });

/** Where the router is, for tests that follow navigation. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function ConfirmationProbe() {
  const { id } = useParams();
  return <h1>Pedido confirmado {id}</h1>;
}

const originalAdapter = http.defaults.adapter;

/** Bus events seen during the test. */
export const seenEvents: BusEvent[] = [];

/** Resets the shared state a test may have left: adapter, cart, user, bus listeners. */
export function setUpCheckoutTests(): void {
  let unsubscribe: () => void = () => undefined;
  beforeEach(() => {
    seenEvents.length = 0;
    const subscription = bus.all().subscribe((event) => seenEvents.push(event));
    unsubscribe = () => subscription.unsubscribe();
    setCart(emptyCart);
    signIn(customer);
  });
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    unsubscribe();
  });
}

export function signIn(response: UserResponse): void {
  setAuth(authenticate(initialAuth, response));
}

/** The fake API with a cart of two sellers, two addresses and quotes; handlers override. */
export function serveCheckoutApi(handlers: Record<string, Handler> = {}) {
  const api = fakeApi({
    'GET /api/cart': ok(cartWith()),
    'GET /api/addresses': ok([casa, trabalho]),
    'POST /api/cart/quote': ok(quotes),
    'POST /api/cart/update-shipping': ok({ message: 'ok' }),
    'POST /api/cart/update-address': ok({ message: 'ok' }),
    ...handlers,
  });
  http.defaults.adapter = api.adapter;
  return api;
}

/** The requests without the anti-forgery cookie, as 'METHOD /path'. */
export function callLog(api: ReturnType<typeof fakeApi>): string[] {
  return api.requests.map((r) => `${r.method} ${r.url}`).filter((key) => key !== 'GET /sanctum/csrf-cookie');
}

type Entry = string | { pathname: string; search?: string; state?: unknown };

/** The calls of the cart flow, without the fraud-prevention session. */
export function cartCalls(api: ReturnType<typeof fakeApi>): string[] {
  return callLog(api).filter((key) => key !== 'GET /api/cart/sessionid');
}

/**
 * Renders the checkout screens in a memory router at `entry`, with the pages they lead to as
 * headings. The confirmation route shows a probe unless the real page is asked for.
 */
export function renderAt(entry: Entry, options: { confirmation?: 'probe' | 'page' } = {}) {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/carrinho" element={<CartPage />} />
        <Route
          path="/compra-realizada/:id"
          element={options.confirmation === 'page' ? <ConfirmationPage /> : <ConfirmationProbe />}
        />
        <Route path="/" element={<h1>Página inicial</h1>} />
        <Route path="/cliente/pedidos" element={<h1>Meus pedidos</h1>} />
        <Route path="/cliente/enderecos/novo" element={<h1>Novo endereço</h1>} />
        <Route path="/loja/:slug" element={<h1>Loja</h1>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
  return user;
}

export const renderCart = (entry: Entry = '/carrinho') => renderAt(entry);

export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** Waits until the page shows the cart and the first quotes were sent and the cart read again. */
export async function cartShown(api?: ReturnType<typeof fakeApi>): Promise<void> {
  await screen.findByRole('heading', { name: 'Resumo do pedido' });
  if (api) {
    await waitFor(() => expect(api.calls('POST /api/cart/update-shipping').length).toBeGreaterThan(0));
    await waitFor(() => expect(cartCalls(api).at(-1)).toBe('GET /api/cart'));
  }
}

/** The texts of the alerts on screen (the page keeps an empty alert region ready). */
export function alertMessages(): string[] {
  return screen
    .queryAllByRole('alert')
    .map((element) => element.textContent ?? '')
    .filter((text) => text.trim() !== '');
}

export type User = ReturnType<typeof userEvent.setup>;

/** The summary beside the form. */
export const summary = () => screen.getByRole('region', { name: 'Resumo do pedido' });

/** The value the summary shows for one of its terms ('Subtotal', 'Taxa de Entrega', …). */
export const summaryValue = (term: string) =>
  within(summary()).getByText(term, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;

/** The input (or select) a label names. */
export const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

/** Serves the checkout API (`handlers` add to or replace its answers), opens the cart and waits until it is shown. */
export async function openCart(handlers: Record<string, Handler> = {}) {
  const api = serveCheckoutApi(handlers);
  const user = renderCart();
  await cartShown(api);
  return { api, user };
}

/** Opens the cart of the signed-in customer with 'Casa' as its address. */
export const showCart = (handlers: Record<string, Handler> = {}) =>
  openCart({ 'GET /api/cart': ok(cartWith({ address: casa })), ...handlers });
