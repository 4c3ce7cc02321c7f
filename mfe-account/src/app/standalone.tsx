import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AccountRoutes } from './account-routes';

// This remote on its own, for its team: the same screens with a router of its own.
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <AccountRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
}
