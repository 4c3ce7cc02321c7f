import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';

export interface RouterRender extends RenderResult {
  /** The router's current location (updated on every navigation). */
  location: () => Location;
}

/** Renders `ui` at `route` inside a memory router, matched by `path` when given. */
export function renderAt(
  ui: ReactElement,
  { route = '/', path }: { route?: string; path?: string } = {},
): RouterRender {
  let current: Location | null = null;
  function Spy() {
    current = useLocation();
    return null;
  }
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <Spy />
      {path ? (
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<p>outra página</p>} />
        </Routes>
      ) : (
        ui
      )}
    </MemoryRouter>,
  );
  return {
    ...result,
    location: () => {
      if (!current) throw new Error('no location yet');
      return current;
    },
  };
}
