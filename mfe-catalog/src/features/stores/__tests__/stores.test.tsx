import '../../../testing/match-media';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { Store } from 'shared-contracts';
import { fakeApi, restoreApi } from '../../../testing/fake-api';
import { searchResponse } from '../../../testing/fixtures';
import { renderAt } from '../../../testing/render';
import { StoreListPage } from '../store-list-page';
import { StorePage } from '../store-page';

const store = (id: number, overrides: Partial<Store> = {}): Store => ({
  id,
  name: `Loja ${id}`,
  slug: `loja-${id}`,
  logo: `/s/${id}/logo.svg`,
  banner: `/s/${id}/banner.svg`,
  description: 'Tudo para sua casa.',
  review_average: 4.2,
  review_count: 31,
  product_count: 12,
  city_name: 'Curitiba',
  state_name: 'PR',
  created_at: '2021-03-15T10:00:00Z',
  ...overrides,
});

const page = (stores: Store[], current = 1, last = 1) => ({
  current_page: current,
  last_page: last,
  per_page: 12,
  total: last * 12,
  from: 1,
  to: stores.length,
  next_page_url: null,
  prev_page_url: null,
  data: stores,
});

afterEach(restoreApi);

describe('StoreListPage', () => {
  it('lists stores with logo, name, city/UF, rating and product count; search and page live in the URL', async () => {
    const api = fakeApi({ 'GET /api/stores': () => ({ data: page([store(1), store(2)], 1, 3) }) });
    const view = renderAt(<StoreListPage />, { route: '/lojas', path: '/lojas' });
    const link = await screen.findByRole('link', { name: 'Loja 1' });
    expect(link).toHaveAttribute('href', '/loja/loja-1');
    expect(screen.getAllByText('Curitiba/PR')).toHaveLength(2);
    expect(screen.getAllByText('12 produtos')).toHaveLength(2);
    expect(screen.getAllByText('4,2')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Página 2' })).toHaveAttribute('href', '/lojas?page=2');
    expect(document.title).toBe('Lojas | Mercado Brasil');

    await userEvent.type(screen.getByLabelText('Buscar lojas'), 'casa');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(view.location().search).toBe('?search=casa');
    await waitFor(() => expect(api.calls('GET /api/stores').at(-1)?.params).toEqual({ page: 1, search: 'casa' }));
  });

  it('says so when no store matches', async () => {
    fakeApi({ 'GET /api/stores': () => ({ data: { ...page([]), total: 0 } }) });
    renderAt(<StoreListPage />, { route: '/lojas?search=zzz', path: '/lojas' });
    expect(await screen.findByText('Nenhuma loja encontrada para "zzz".')).toBeInTheDocument();
  });
});

describe('StorePage', () => {
  it('shows banner, logo, description, rating, since-date and the products of the seller', async () => {
    const api = fakeApi({
      'GET /api/stores/loja-1': () => ({ data: store(1) }),
      'GET /api/search': () => ({ data: searchResponse({ total: 2 }) }),
    });
    renderAt(<StorePage />, { route: '/loja/loja-1', path: '/loja/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Loja 1' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo de Loja 1' })).toBeInTheDocument();
    expect(screen.getByText('Tudo para sua casa.')).toBeInTheDocument();
    expect(screen.getByText(/No Mercado Brasil desde março de 2021/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Produtos da loja' })).toBeInTheDocument();
    expect(await screen.findByText('2 produtos encontrados')).toBeInTheDocument();
    expect(api.calls('GET /api/search')[0]?.params).toMatchObject({ seller_id: 1 });
    expect(document.title).toBe('Loja 1 | Mercado Brasil');
  });

  it('an unknown store is not found', async () => {
    fakeApi({ 'GET /api/stores/nada': () => ({ status: 404 }) });
    renderAt(<StorePage />, { route: '/loja/nada', path: '/loja/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
  });
});

describe('StoreListPage and StorePage', () => {
  it('the store list leads to a store page with its products', async () => {
    fakeApi({
      'GET /api/stores': () => ({ data: page([store(1), store(2)]) }),
      'GET /api/stores/loja-2': () => ({ data: store(2) }),
      'GET /api/search': () => ({ data: searchResponse({ total: 5 }) }),
    });
    const view = renderAt(
      <Routes>
        <Route path="/lojas" element={<StoreListPage />} />
        <Route path="/loja/:slug" element={<StorePage />} />
      </Routes>,
      { route: '/lojas' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Lojas' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('link', { name: 'Loja 2' }));
    expect(view.location().pathname).toBe('/loja/loja-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Loja 2' })).toBeInTheDocument();
    expect(await screen.findByText('5 produtos encontrados')).toBeInTheDocument();
  });
});
