import '../../testing/match-media';
import { screen } from '@testing-library/react';
import { fakeApi, restoreApi } from '../../testing/fake-api';
import { CATEGORIES, searchResponse } from '../../testing/fixtures';
import { renderAt } from '../../testing/render';
import { CatalogRoutes } from '../catalog-routes';

afterEach(restoreApi);

describe('CatalogRoutes', () => {
  it("any unknown path shows 'Página não encontrada'", async () => {
    fakeApi({});
    renderAt(<CatalogRoutes />, { route: '/algo/que/nao/existe' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
  });

  it('/busca and /categoria/:slug open the product list page', async () => {
    fakeApi({
      'GET /api/categories': () => ({ data: CATEGORIES }),
      'GET /api/search': () => ({ data: searchResponse({ total: 3 }) }),
    });
    const view = renderAt(<CatalogRoutes />, { route: '/categoria/games' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Games' })).toBeInTheDocument();
    view.unmount();
    renderAt(<CatalogRoutes />, { route: '/busca?search=bola' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados para "bola"' })).toBeInTheDocument();
  });
});
