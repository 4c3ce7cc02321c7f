import { screen } from '@testing-library/react';
import { routesOf } from 'shared-contracts';
import { forgetCatalogComponents } from '../../lib/catalog-remote';
import { restoreApi, useFakeApi } from 'shared-contracts/testing/fake-api';
import { renderAt } from '../../testing/render';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: () => new Promise(() => undefined),
  getInstance: () => null,
}));

beforeEach(() => {
  forgetCatalogComponents();
  // Every call stays unanswered: each screen shows its loading state.
  const never = () => new Promise<never>(() => undefined);
  useFakeApi({
    'GET /api/affiliates/dashboard': never,
    'GET /api/affiliates/products': never,
    'GET /api/affiliates/sales': never,
    'GET /api/affiliates/payment-records': never,
    'GET /api/affiliates/profile': never,
    'GET /api/affiliates/market/products/loja-sol/fone': never,
  });
});

afterEach(restoreApi);

const EXAMPLES: Record<string, string> = {
  'affiliated-home': '/afiliados/home',
  'affiliated-market': '/afiliados/mercado',
  'affiliated-market-category': '/afiliados/mercado/categoria/eletronicos',
  'affiliated-market-product': '/afiliados/mercado/produto/loja-sol/fone',
  'affiliated-products': '/afiliados/produtos',
  'affiliated-profile': '/afiliados/meus-dados',
  'affiliated-sales': '/afiliados/vendas',
  'affiliated-payment-records': '/afiliados/extrato',
};

describe('AffiliatesRoutes', () => {
  it('has a screen for each of the eight affiliated-* routes of the route table', () => {
    expect(
      routesOf('affiliates')
        .map((route) => route.name)
        .sort(),
    ).toEqual(Object.keys(EXAMPLES).sort());
  });

  it.each(Object.entries(EXAMPLES))('%s (%s) shows its loading state at once', (_name, path) => {
    const { container } = renderAt(path);
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    expect(container.textContent).not.toBe('');
  });
});
