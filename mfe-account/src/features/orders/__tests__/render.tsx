import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router';
import { bus, http, type BusEvent } from 'shared-contracts';
import { OrdersPage } from '../orders-page';
import { fakeApi, type Handler } from 'shared-contracts/testing/fake-api';

export const ok =
  (data: unknown, status = 200): Handler =>
  () => ({ status, data });

/** Installs a fake API on the shared client. */
export function useApi(handlers: Record<string, Handler>) {
  const api = fakeApi(handlers);
  http.defaults.adapter = api.adapter;
  return api;
}

/** Shows where the app went, for the screens this feature does not own. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="path">{location.pathname + location.search}</p>;
}

export function renderAt(entry: InitialEntry) {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/cliente/pedidos" element={<OrdersPage />} />
        <Route path="*" element={<LocationProbe />} />
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
