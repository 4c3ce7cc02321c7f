import '../../testing/match-media';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from 'shared-contracts';
import { fakeApi, restoreApi } from '../../testing/fake-api';
import { product, productListAnswer } from '../../testing/fixtures';
import { renderAt } from '../../testing/render';
import { ProductSlider } from '../product-slider';

afterEach(restoreApi);

describe('ProductSlider', () => {
  it('P-12 P-13 shows the default title, the products and Ver todos; asks for 10 of the list', async () => {
    const api = fakeApi({
      'GET /api/product-list': productListAnswer([product(1), product(2)]),
    });
    renderAt(<ProductSlider listId="mais-vendidos" />);
    expect(await screen.findByRole('link', { name: 'Produto 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Seleção de produtos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos' })).toHaveAttribute('href', '/busca');
    expect(screen.getByRole('button', { name: 'Próximos produtos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Produtos anteriores' })).toBeInTheDocument();
    expect(api.calls('GET /api/product-list')[0]?.params).toEqual({
      list_id: 'mais-vendidos',
      type: 'store',
      limit: 10,
    });
  });

  it('P-12 is not shown at all when the list has no product', async () => {
    const api = fakeApi({ 'GET /api/product-list': productListAnswer([]) });
    const { container } = renderAt(<ProductSlider title="Mais vistos" listId="mais-vistos" />);
    await waitFor(() => expect(api.requests).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Mais vistos' })).not.toBeInTheDocument());
    expect(container).toBeEmptyDOMElement();
  });

  it('P-12 given products with a total of 0 render nothing', async () => {
    const { container } = renderAt(<ProductSlider title="Produtos relacionados" products={[]} total={0} />);
    expect(container).toBeEmptyDOMElement();
    await act(async () => undefined);
  });

  it("P-10 P-12 issue 10 §4: affiliated slider: market products, affiliated cards, 'Ver todos' opens the matching market list", async () => {
    const api = fakeApi({
      'GET /api/product-list': productListAnswer([product(9, { slug: 'p9' })]),
    });
    renderAt(<ProductSlider title="Recomendados" listId="recomendados" affiliate />);
    expect(await screen.findByText('Comissão de até')).toBeInTheDocument();
    // Not '/afiliados/mercado' (the page the slider is on): the list the slider continues.
    expect(screen.getByRole('link', { name: 'Ver todos' })).toHaveAttribute('href', '/afiliados/mercado?order=2');
    expect(screen.getByRole('link', { name: 'Produto 9' })).toHaveAttribute(
      'href',
      '/afiliados/mercado/produto/loja-sol/p9',
    );
    expect(api.calls('GET /api/product-list')[0]?.params).toMatchObject({ type: 'affiliated-market' });
  });

  it('P-15 emits view_item_list with the list name and items', async () => {
    const events: unknown[] = [];
    const subscription = bus.on('analytics').subscribe((event) => events.push(event));
    fakeApi({ 'GET /api/product-list': productListAnswer([product(4, { price: 50 })]) });
    renderAt(<ProductSlider title="Mais vendidos" listId="mais-vendidos" />);
    await screen.findByRole('link', { name: 'Produto 4' });
    subscription.unsubscribe();
    expect(events).toContainEqual({
      type: 'analytics',
      event: 'view_item_list',
      data: expect.objectContaining({
        item_list_name: 'Mais vendidos',
        items: [expect.objectContaining({ item_id: 4, item_name: 'Produto 4', price: 50, index: 0 })],
      }),
    });
  });

  it('shows an error with Tentar novamente that asks again', async () => {
    let fail = true;
    fakeApi({
      'GET /api/product-list': () => (fail ? { status: 500 } : { data: { total: 1, data: [product(5)] } }),
    });
    renderAt(<ProductSlider title="Mais vistos" listId="mais-vistos" />);
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Produto 5' })).toBeInTheDocument();
  });
});
