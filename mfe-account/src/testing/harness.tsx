import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router';
import { bus, type BusEvent } from 'shared-contracts';
import { restoreApi, type Handler } from 'shared-contracts/testing/fake-api';

/** A reply with this body, and a status other than 200 where a test needs one. */
export const ok =
  (data: unknown, status = 200): Handler =>
  () => ({ status, data });

/** Shows where the app went, for the screens the routes under test do not own. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location">
      <p data-testid="path">{location.pathname + location.search}</p>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
    </div>
  );
}

/** These routes at `entry`, any other path drawn by the probe, and a user to drive them. */
export function renderRoutes(entry: InitialEntry, routes: ReactNode) {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        {routes}
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user, ...view };
}

/**
 * Per test: the bus events recorded, further set-up (returning its clean-ups), and the real
 * adapter back afterwards.
 */
export function setUpBusAndNetwork(setUp: () => Array<() => void> = () => []): { events: BusEvent[] } {
  const recorded: { events: BusEvent[] } = { events: [] };
  let cleanups: Array<() => void> = [];
  beforeEach(() => {
    recorded.events = [];
    const subscription = bus.all().subscribe((event) => recorded.events.push(event));
    cleanups = [() => subscription.unsubscribe(), ...setUp()];
  });
  afterEach(() => {
    restoreApi();
    cleanups.forEach((cleanup) => cleanup());
  });
  return recorded;
}

/** The text of the elements a control's aria-describedby points at. */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
