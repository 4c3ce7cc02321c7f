import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { deferred } from 'shared-contracts/testing/fake-api';
import { serveCheckoutApi, setUpCheckoutTests } from '../../testing/harness';
import { CheckoutRoutes, preloadScreens } from '../checkout-routes';

// Screens are lazy chunks: rendered here as a page does once their code has arrived.
beforeAll(() => preloadScreens());

setUpCheckoutTests();

describe('CheckoutRoutes', () => {
  it.each([
    ['/carrinho', 'Carregando seu carrinho...'],
    ['/compra-realizada/42', 'Carregando seu pedido...'],
  ])('matches %s from the shared route table', (path, loading) => {
    const pending = deferred();
    serveCheckoutApi({
      'GET /api/cart': pending.handler,
      'GET /api/addresses': pending.handler,
      'GET /api/orders/42': pending.handler,
    });
    render(
      <MemoryRouter initialEntries={[path]}>
        <CheckoutRoutes />
      </MemoryRouter>,
    );
    expect(screen.getByText(loading)).toBeInTheDocument();
  });
});
