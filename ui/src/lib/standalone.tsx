import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';

/**
 * A remote on its own, for its team (npm start in its folder): the same screens in the page's
 * `#root`, with a router of their own.
 */
export function renderStandalone(Screens: ComponentType) {
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <Screens />
      </BrowserRouter>
    </StrictMode>,
  );
}
