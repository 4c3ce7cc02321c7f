import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { CatalogRoutes } from './catalog-routes';

// This remote on its own, for its team: the same screens with a router of its own.
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <CatalogRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
}
