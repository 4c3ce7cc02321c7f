import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { AffiliatesRoutes, preloadScreens } from '../app/affiliates-routes';

// Screens are lazy chunks: tests render them as a page does once their code has arrived.
beforeAll(() => preloadScreens());

/** Shows where the router is, so a test can read the URL a screen navigated to. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname + location.search}
    </output>
  );
}

/** The affiliate area's routes at `path`, as the shell mounts them, with a user to drive them. */
export function renderAt(path: string) {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AffiliatesRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { user, ...view };
}

/** The current path and query of the router rendered by renderAt. */
export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}
