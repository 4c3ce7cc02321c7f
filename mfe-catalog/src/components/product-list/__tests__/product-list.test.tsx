import { setViewport } from '../../../testing/match-media';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate, useParams } from 'react-router';
import { bus, type ProductCard, type SearchResponse } from 'shared-contracts';
import { useFakeApi } from 'shared-contracts/testing/fake-api';
import { fakeApi, restoreApi, type FakeRequest } from '../../../testing/fake-api';
import { CATEGORIES, product, productListAnswer, searchResponse } from '../../../testing/fixtures';
import { renderAt } from '../../../testing/render';
import { AffiliateMarket } from '../affiliate-market';
import { ProductListPage } from '../product-list-page';
import { ProductSection } from '../product-section';

beforeEach(() => {
  setViewport(1280);
});
afterEach(restoreApi);

/** The API: categories, and search answering `total` products paged as asked. */
function searchApi(total = 30, overrides: (request: FakeRequest) => Partial<SearchResponse> = () => ({})) {
  return fakeApi({
    'GET /api/categories': () => ({ data: CATEGORIES }),
    'GET /api/search': (request) => {
      const perPage = Number(request.params.items_per_page ?? 12);
      const page = Number(request.params.page ?? 1);
      return { data: { ...searchResponse({ total, page, perPage }), ...overrides(request) } };
    },
    'GET /api/product-list': (request) => ({
      data: { total: 1, data: [product(Number(String(request.params.list_id).length))] },
    }),
  });
}

/** Serves a search of `total` products and shows the search screen at `route`. */
function showSearch(total: number, route: string) {
  const api = searchApi(total);
  const view = renderAt(<SearchScreen />, { route, path: '/busca' });
  return { api, view };
}

const lastSearch = (api: ReturnType<typeof fakeApi>) => api.calls('GET /api/search').at(-1)?.params;

/** Products 1 to `count`, product n costing n × R$ 10. */
const pricedProducts = (count: number): ProductCard[] =>
  Array.from({ length: count }, (_, i) => product(i + 1, { price: (i + 1) * 10 }));

/**
 * What GET /api/search answers over these products, as the API does: min_price and max_price
 * inclusive, order 3 from the highest price and 4 from the lowest (ties by id), then the page.
 */
function searchOver(products: ProductCard[], params: Record<string, unknown>): SearchResponse {
  const min = params.min_price === undefined ? -Infinity : Number(params.min_price);
  const max = params.max_price === undefined ? Infinity : Number(params.max_price);
  const byPrice = { 3: -1, 4: 1 }[Number(params.order)] ?? 0;
  const found = products
    .filter((p) => p.price >= min && p.price <= max)
    .sort((a, b) => byPrice * (a.price - b.price) || a.id - b.id);
  const page = Number(params.page ?? 1);
  const perPage = Number(params.items_per_page ?? 12);
  const answer = searchResponse({ total: found.length, page, perPage });
  return { ...answer, products: { ...answer.products, data: found.slice((page - 1) * perPage, page * perPage) } };
}

/** The names of the product cards shown, in order. */
const cardNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

/** The numbered page links of the pager, in order. */
const pagerPages = (pager: HTMLElement) =>
  within(pager)
    .getAllByRole('link', { name: /^Página \d+$/ })
    .map((link) => link.textContent);

/** The text of each option of a select, in order. */
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

function SearchScreen() {
  return <ProductListPage setDocumentTitle />;
}

/** The search screen with the browser's back button. */
function SearchScreenWithBack() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        voltar
      </button>
      <SearchScreen />
    </>
  );
}

function CategoryScreen() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/categoria/moda-feminina?product_category_ids=31')}>
        ir para moda
      </button>
      <ProductListPage categorySlug={slug} />
    </>
  );
}

describe('ProductListPage', () => {
  it('P-06 initialises filters, order, per-page and page from the URL and asks the API with them', async () => {
    const api = searchApi(100);
    renderAt(<SearchScreen />, {
      route:
        '/busca?search=tv&product_situations=new&product_type_ids=1&product_manufacturer_ids=7' +
        '&product_category_ids=31&min_price=10&max_price=500.5&order=3&items_per_page=24&page=2',
      path: '/busca',
    });
    await screen.findByRole('link', { name: 'Produto 25' });
    expect(lastSearch(api)).toEqual({
      type: 'store',
      search: 'tv',
      product_situations: ['new'],
      product_type_ids: [1],
      product_manufacturer_ids: [7],
      product_category_ids: [31],
      min_price: 10,
      max_price: 500.5,
      order: 3,
      items_per_page: 24,
      page: 2,
    });
    expect(screen.getByRole('checkbox', { name: 'Novo' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Usado' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Físico' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Samsung' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Smartphones' })).toBeChecked();
    expect(screen.getByLabelText('Ordenar por')).toHaveValue('3');
    expect(screen.getByLabelText('Itens por página')).toHaveValue('24');
    await waitFor(() => expect(screen.getByLabelText('Preço mínimo')).toHaveValue('R$ 10,00'));
    expect(screen.getByLabelText('Preço máximo')).toHaveValue('R$ 500,50');
  });

  it('P-02 P-08 shows title, count, order and per-page selects with their options and defaults', async () => {
    showSearch(30, '/busca?search=tv');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados para "tv"' })).toBeInTheDocument();
    expect(await screen.findByText('30 produtos encontrados')).toBeInTheDocument();
    const order = screen.getByLabelText('Ordenar por');
    expect(optionsOf(order)).toEqual(['Mais populares', 'Mais avaliados', 'Maior preço', 'Menor preço']);
    expect(order).toHaveValue('1');
    const perPage = screen.getByLabelText('Itens por página');
    expect(optionsOf(perPage)).toEqual(['12', '24', '60', '90']);
    expect(perPage).toHaveValue('12');
    expect(document.title).toBe('Resultados para "tv" | Mercado Brasil');
  });

  it("P-02 without a search the title is 'Todos os produtos'", async () => {
    showSearch(5, '/busca');
    expect(await screen.findByRole('heading', { level: 1, name: 'Todos os produtos' })).toBeInTheDocument();
    expect(await screen.findByText('5 produtos encontrados')).toBeInTheDocument();
  });

  it('P-04 shows the range text and a pager (window 3) only when total exceeds per page', async () => {
    const { view } = showSearch(100, '/busca?search=tv&order=2&page=5');
    expect(await screen.findByText('49 - 60 de 100 produtos')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Paginação' });
    expect(pagerPages(pager)).toEqual(['4', '5', '6']);
    expect(within(pager).getByRole('link', { name: 'Página 5' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: 'Página 6' })).toHaveAttribute(
      'href',
      '/busca?search=tv&order=2&page=6',
    );
    await userEvent.click(within(pager).getByRole('link', { name: 'Próxima página' }));
    expect(view.location().search).toBe('?search=tv&order=2&page=6');
    expect(await screen.findByText('61 - 72 de 100 produtos')).toBeInTheDocument();
  });

  it('P-04 the first page has pages 1 to 3 and no previous link; page 3 moves the window to 2 to 4', async () => {
    const { view } = showSearch(50, '/busca?search=cafe');
    expect(await screen.findByText('1 - 12 de 50 produtos')).toBeInTheDocument();
    const pager = () => screen.getByRole('navigation', { name: 'Paginação' });
    expect(pagerPages(pager())).toEqual(['1', '2', '3']);
    expect(within(pager()).getByRole('link', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager()).queryByRole('link', { name: 'Página anterior' })).not.toBeInTheDocument();

    await userEvent.click(within(pager()).getByRole('link', { name: 'Página 3' }));
    expect(view.location().search).toBe('?search=cafe&page=3');
    expect(await screen.findByText('25 - 36 de 50 produtos')).toBeInTheDocument();
    expect(pagerPages(pager())).toEqual(['2', '3', '4']);
    expect(within(pager()).getByRole('link', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager()).getByRole('link', { name: 'Página anterior' })).toHaveAttribute(
      'href',
      '/busca?search=cafe&page=2',
    );
  });

  it('P-04 no range text and no pager when everything fits one page', async () => {
    showSearch(12, '/busca');
    expect(await screen.findByText('12 produtos encontrados')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
    expect(screen.queryByText(/de 12 produtos$/)).not.toBeInTheDocument();
  });

  it('P-07 an order change is written to the URL and brings the list back to page 1', async () => {
    const { api, view } = showSearch(100, '/busca?search=tv&page=3');
    await screen.findByText('25 - 36 de 100 produtos');
    await userEvent.selectOptions(screen.getByLabelText('Ordenar por'), '4');
    expect(view.location().search).toBe('?search=tv&order=4');
    await waitFor(() => expect(lastSearch(api)).toMatchObject({ order: 4, page: 1, search: 'tv' }));
  });

  it('P-07 a per-page change is written to the URL and brings the list back to page 1', async () => {
    const { api, view } = showSearch(100, '/busca?page=2');
    await screen.findByText('13 - 24 de 100 produtos');
    await userEvent.selectOptions(screen.getByLabelText('Itens por página'), '24');
    expect(view.location().search).toBe('?items_per_page=24');
    expect(await screen.findByText('1 - 24 de 100 produtos')).toBeInTheDocument();
    expect(lastSearch(api)).toMatchObject({ items_per_page: 24, page: 1 });
  });

  it('P-07 after an order and a per-page change, back twice restores the previous list, order and page', async () => {
    fakeApi({ 'GET /api/search': (request) => ({ data: searchOver(pricedProducts(30), request.params) }) });
    const view = renderAt(<SearchScreenWithBack />, { route: '/busca?search=cafe&order=4&page=2', path: '/busca' });
    expect(await screen.findByText('13 - 24 de 30 produtos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    const before = cardNames();
    expect(before).toEqual(Array.from({ length: 12 }, (_, i) => `Produto ${13 + i}`));

    await userEvent.selectOptions(screen.getByLabelText('Ordenar por'), '3');
    expect(view.location().search).toBe('?search=cafe&order=3');
    expect(await screen.findByText('1 - 12 de 30 produtos')).toBeInTheDocument();
    await waitFor(() => expect(cardNames()[0]).toBe('Produto 30'));

    await userEvent.selectOptions(screen.getByLabelText('Itens por página'), '24');
    expect(view.location().search).toBe('?search=cafe&order=3&items_per_page=24');
    expect(await screen.findByText('1 - 24 de 30 produtos')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'voltar' }));
    expect(view.location().search).toBe('?search=cafe&order=3');
    await userEvent.click(screen.getByRole('button', { name: 'voltar' }));
    expect(view.location().search).toBe('?search=cafe&order=4&page=2');
    expect(await screen.findByText('13 - 24 de 30 produtos')).toBeInTheDocument();
    expect(screen.getByLabelText('Ordenar por')).toHaveValue('4');
    expect(cardNames()).toEqual(before);
  });

  it('P-05 P-07 a filter change is written to the URL and resets the page', async () => {
    const { api, view } = showSearch(100, '/busca?page=4&order=3');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Samsung' }));
    expect(view.location().search).toBe('?product_manufacturer_ids=7&order=3');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Usado' }));
    expect(view.location().search).toBe('?product_situations=used&product_manufacturer_ids=7&order=3');
    await waitFor(() =>
      expect(lastSearch(api)).toMatchObject({ product_manufacturer_ids: [7], product_situations: ['used'], page: 1 }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Samsung' }));
    expect(view.location().search).toBe('?product_situations=used&order=3');
  });

  it('P-05 shows a checkbox group per category group plus situation, type and manufacturer', async () => {
    showSearch(3, '/busca');
    for (const name of ['Celulares e Smartphones', 'Situação de Produto', 'Tipo', 'Fabricante', 'Faixa de preço']) {
      expect(await screen.findByRole('group', { name })).toBeInTheDocument();
    }
  });

  it('P-14 the price range sends min_price and max_price', async () => {
    const { api, view } = showSearch(40, '/busca?page=2');
    await screen.findByLabelText('Preço mínimo');
    await waitFor(() => expect(screen.getByLabelText('Preço mínimo')).toBeEnabled());
    await userEvent.type(screen.getByLabelText('Preço mínimo'), '50');
    await userEvent.type(screen.getByLabelText('Preço máximo'), '1234,5');
    expect(screen.getByLabelText('Preço máximo')).toHaveValue('R$ 1.234,5');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(view.location().search).toBe('?min_price=50&max_price=1234.5');
    await waitFor(() => expect(lastSearch(api)).toMatchObject({ min_price: 50, max_price: 1234.5, page: 1 }));
  });

  it('P-14 the price range narrows the results to the products priced within it', async () => {
    const api = fakeApi({
      'GET /api/search': (request) => ({ data: searchOver(pricedProducts(30), request.params) }),
    });
    const view = renderAt(<SearchScreen />, { route: '/busca?search=cafe', path: '/busca' });
    expect(await screen.findByText('30 produtos encontrados')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Preço mínimo')).toBeEnabled());
    await userEvent.type(screen.getByLabelText('Preço mínimo'), '50');
    await userEvent.type(screen.getByLabelText('Preço máximo'), '100');
    expect(screen.getByLabelText('Preço máximo')).toHaveValue('R$ 100');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(view.location().search).toBe('?search=cafe&min_price=50&max_price=100');

    expect(await screen.findByText('6 produtos encontrados')).toBeInTheDocument();
    expect(lastSearch(api)).toMatchObject({ search: 'cafe', min_price: 50, max_price: 100 });
    // Products 5 to 10 cost R$ 50 to R$ 100: the ends of the range are in it.
    expect(cardNames()).toEqual(['Produto 5', 'Produto 6', 'Produto 7', 'Produto 8', 'Produto 9', 'Produto 10']);
    expect(screen.getByLabelText('Preço mínimo')).toHaveValue('R$ 50,00');
  });

  it('P-05 the filter panel is collapsed on mobile and opens with the Filtros button', async () => {
    setViewport(375);
    showSearch(30, '/busca');
    await screen.findByText('30 produtos encontrados');
    const toggle = screen.getByRole('button', { name: 'Filtros' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Fabricante' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Fabricante' })).toBeVisible();
    await userEvent.click(toggle);
    expect(screen.queryByRole('group', { name: 'Fabricante' })).not.toBeInTheDocument();
  });

  it('P-05 on desktop the panel is always open and there is no toggle', async () => {
    showSearch(30, '/busca');
    expect(await screen.findByRole('group', { name: 'Fabricante' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Filtros' })).not.toBeInTheDocument();
  });

  it('P-02 a category route is titled with the category name and filtered by its id', async () => {
    const api = searchApi(8);
    renderAt(<CategoryScreen />, { route: '/categoria/tvs', path: '/categoria/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'TVs' })).toBeInTheDocument();
    expect(lastSearch(api)).toMatchObject({ type: 'store', category_id: 11 });
  });

  it('P-07 a category change resets the chosen categories', async () => {
    const api = searchApi(40);
    const view = renderAt(<CategoryScreen />, {
      route: '/categoria/eletronicos?product_category_ids=31&page=2',
      path: '/categoria/:slug',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Eletrônicos' })).toBeInTheDocument();
    expect(lastSearch(api)).toMatchObject({ category_id: 1, product_category_ids: [31], page: 2 });
    await userEvent.click(screen.getByRole('button', { name: 'ir para moda' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Moda Feminina' })).toBeInTheDocument();
    await waitFor(() => expect(view.location().search).toBe(''));
    expect(view.location().pathname).toBe('/categoria/moda-feminina');
    await waitFor(() => expect(lastSearch(api)).toEqual(expect.objectContaining({ category_id: 2, page: 1 })));
    expect(lastSearch(api)).not.toHaveProperty('product_category_ids');
  });

  it('an unknown category shows the not-found screen', async () => {
    searchApi(8);
    renderAt(<CategoryScreen />, { route: '/categoria/nao-existe', path: '/categoria/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
  });

  it('shows an empty state and an error state with Tentar novamente', async () => {
    let fail = true;
    fakeApi({
      'GET /api/search': () => (fail ? { status: 500 } : { data: searchResponse({ total: 0 }) }),
    });
    renderAt(<SearchScreen />, { route: '/busca?search=xyz', path: '/busca' });
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('Nenhum produto encontrado.')).toBeInTheDocument();
    expect(screen.getByText('0 produtos encontrados')).toBeInTheDocument();
  });

  it('a list that fails to load says so inside the page, and Tentar novamente loads it', async () => {
    let fail = false;
    // The shared fake: it can leave a request unanswered, as a dropped connection does.
    const api = useFakeApi({
      'GET /api/search': (request) =>
        fail ? 'network' : { status: 200, data: searchOver(pricedProducts(30), request.params) },
    });
    renderAt(<SearchScreen />, { route: '/busca?search=cafe', path: '/busca' });
    expect(await screen.findByText('30 produtos encontrados')).toBeInTheDocument();

    fail = true;
    await userEvent.selectOptions(screen.getByLabelText('Ordenar por'), '3');
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(screen.getByText('Não foi possível carregar os produtos.')).toBeInTheDocument();
    // Only the results fail: the heading and the controls around them stay.
    expect(screen.getByRole('heading', { level: 1, name: 'Resultados para "cafe"' })).toBeInTheDocument();
    expect(screen.getByLabelText('Ordenar por')).toHaveValue('3');

    fail = false;
    await userEvent.click(retry);
    await waitFor(() => expect(cardNames()[0]).toBe('Produto 30'));
    expect(screen.getByText('30 produtos encontrados')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(api.calls('GET /api/search').map((r) => r.params.order)).toEqual([1, 3, 3]);
  });

  it('a 422 from the search shows its messages and Limpar filtros', async () => {
    fakeApi({
      'GET /api/search': (request) =>
        request.params.min_price !== undefined
          ? { status: 422, data: { message: 'x', errors: { min_price: ['O preço mínimo deve ser pelo menos 0.'] } } }
          : { data: searchResponse({ total: 4 }) },
    });
    const view = renderAt(<SearchScreen />, { route: '/busca?min_price=-5&order=2', path: '/busca' });
    expect(await screen.findByText('O preço mínimo deve ser pelo menos 0.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(view.location().search).toBe('?order=2');
    expect(await screen.findByText('4 produtos encontrados')).toBeInTheDocument();
  });

  it('P-15 emits view_item_list when the list is shown', async () => {
    const events: unknown[] = [];
    const subscription = bus.on('analytics').subscribe((event) => events.push(event));
    showSearch(2, '/busca?search=tv');
    await screen.findByRole('link', { name: 'Produto 2' });
    subscription.unsubscribe();
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'view_item_list',
        data: expect.objectContaining({ item_list_name: 'Resultados para "tv"', items: expect.any(Array) }),
      }),
    );
  });

  it('store page list: filtered by seller_id', async () => {
    const api = searchApi(3);
    renderAt(<ProductListPage sellerId={42} title="Produtos da loja" headingLevel={2} />, {
      route: '/loja/loja-sol',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Produtos da loja' })).toBeInTheDocument();
    await waitFor(() => expect(lastSearch(api)).toMatchObject({ seller_id: 42, type: 'store' }));
  });
});

describe('ProductSection and AffiliateMarket', () => {
  it("P-01 section: a plain grid of the 'ofertas' list, at most 8", async () => {
    const api = fakeApi({
      'GET /api/product-list': productListAnswer([product(1), product(2)]),
    });
    renderAt(<ProductSection title="Ofertas especiais para você" />);
    expect(await screen.findByRole('link', { name: 'Produto 2' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ofertas especiais para você' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Ordenar por')).not.toBeInTheDocument();
    expect(api.calls('GET /api/product-list')[0]?.params).toEqual({ list_id: 'ofertas', type: 'store', limit: 8 });
  });

  it("P-03 affiliated market without search or category: 'Recomendados', 'Mais vendidos', categories, 'Mais quentes'", async () => {
    const api = searchApi(3);
    renderAt(<AffiliateMarket />, { route: '/afiliados/mercado' });
    await screen.findByRole('heading', { name: 'Mais quentes' });
    await screen.findByRole('link', { name: 'Eletrônicos' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Recomendados',
      'Mais vendidos',
      'Categorias',
      'Mais quentes',
    ]);
    expect(screen.getByRole('link', { name: 'Eletrônicos' })).toHaveAttribute(
      'href',
      '/afiliados/mercado/categoria/eletronicos',
    );
    expect(api.calls('GET /api/product-list').map((r) => [r.params.list_id, r.params.type])).toEqual([
      ['recomendados', 'affiliated-market'],
      ['mais-vendidos', 'affiliated-market'],
      ['mais-quentes', 'affiliated-market'],
    ]);
    expect(api.calls('GET /api/search')).toHaveLength(0);
  });

  it('P-03 P-10 affiliated market with a search: the page with affiliated cards', async () => {
    const api = searchApi(3);
    renderAt(<AffiliateMarket />, { route: '/afiliados/mercado?search=fone' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados para "fone"' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Produto 1' });
    expect(screen.getAllByText('Comissão de até')).toHaveLength(3);
    expect(lastSearch(api)).toMatchObject({ type: 'affiliated-market', search: 'fone' });
    await act(async () => undefined);
  });
});

describe('filter panel', () => {
  it('P-05 a long group shows 6 options, the chosen ones, and Mostrar mais', async () => {
    const manufacturers = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `Marca ${i + 1}` }));
    searchApi(3, () => ({ product_manufacturers: manufacturers }));
    renderAt(<SearchScreen />, { route: '/busca?product_manufacturer_ids=9', path: '/busca' });
    const group = await screen.findByRole('group', { name: 'Fabricante' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(7);
    expect(within(group).getByRole('checkbox', { name: 'Marca 9' })).toBeChecked();
    await userEvent.click(within(group).getByRole('button', { name: 'Mostrar mais (4)' }));
    expect(within(group).getAllByRole('checkbox')).toHaveLength(10);
    expect(within(group).getByRole('button', { name: 'Mostrar menos' })).toHaveAttribute('aria-expanded', 'true');
  });
});
