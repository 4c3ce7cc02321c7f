import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router';
import { bus, http, type Address, type BusEvent, type UserResponse } from 'shared-contracts';
import { AddressEditPage } from '../address-edit-page';
import { AddressesPage } from '../addresses-page';
import { fakeApi, type Handler } from 'shared-contracts/testing/fake-api';

export const casa: Address = {
  id: 10,
  name: 'Casa',
  street: 'Rua Augusta',
  number: '1508',
  complement: 'Apto 42',
  neighborhood: 'Consolação',
  city_name: 'São Paulo',
  state_name: 'SP',
  zip_code: '01304001',
};

export const pais: Address = {
  id: 11,
  name: 'Casa dos pais',
  street: 'Avenida Afonso Pena',
  number: '1212',
  complement: null,
  neighborhood: 'Centro',
  city_name: 'Belo Horizonte',
  state_name: 'MG',
  zip_code: '30130003',
};

export const customer: UserResponse = {
  user: {
    id: 1,
    name: 'Mariana Souza',
    email: 'cliente@demo.com.br',
    document: '52998224725',
    phone: '1132456789',
    cellphone: '11987654321',
    user_type: 1,
  },
  user_type: 1,
  addresses: [casa, pais],
};

export const ok =
  (data: unknown, status = 200): Handler =>
  () => ({ status, data });

/** Installs a fake API on the shared client; GET /api/user answers the customer unless replaced. */
export function useApi(handlers: Record<string, Handler>) {
  const api = fakeApi({ 'GET /api/user': ok(customer), ...handlers });
  http.defaults.adapter = api.adapter;
  return api;
}

/** Shows where the app went, for the screens this remote does not own. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location">
      <p data-testid="path">{location.pathname + location.search}</p>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
    </div>
  );
}

/** The two addresses screens on their routes, plus a stand-in for the cart. */
export function renderAt(entry: InitialEntry) {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/cliente/enderecos" element={<AddressesPage />} />
        <Route path="/cliente/enderecos/:id" element={<AddressEditPage />} />
        <Route path="/carrinho" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user, ...view };
}

const originalAdapter = http.defaults.adapter;

/** Records bus events and restores the real adapter after each test. */
export function setUpBusAndNetwork(): { events: BusEvent[] } {
  const recorded: { events: BusEvent[] } = { events: [] };
  let unsubscribe: () => void = () => undefined;
  beforeEach(() => {
    recorded.events = [];
    const subscription = bus.all().subscribe((event) => recorded.events.push(event));
    unsubscribe = () => subscription.unsubscribe();
  });
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    unsubscribe();
  });
  return recorded;
}

/** The text of the elements an input's aria-describedby points at. */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
