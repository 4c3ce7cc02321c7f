import { screen, within } from '@testing-library/react';
import { ok, restoreApi, useFakeApi, type FakeRequest } from 'shared-contracts/testing/fake-api';
import { expectLoadingPage, renderHolding } from 'ui/testing/loading-page';
import { unprocessable } from 'ui/testing/api-replies';
import { sale, salesPage } from '../../../testing/fixtures';
import { currentLocation, renderAt } from '../../../testing/render';

afterEach(restoreApi);

const SALES = [
  sale(1, { status: 'pending', status_label: 'Pendente', approved_at: null, product_name: 'Fone Bluetooth' }),
  sale(2),
  sale(3, { status: 'paid', status_label: 'Paga' }),
  sale(4, { status: 'canceled', status_label: 'Cancelada', approved_at: null, product: null, product_name: 'Mochila' }),
];

const rows = () =>
  within(screen.getByRole('table', { name: 'Vendas pelos seus links' }))
    .getAllByRole('row')
    .slice(1);

describe('SalesPage (Vendas)', () => {
  it('shows a skeleton, then the sales with pt-BR statuses and the totals', async () => {
    const { api, release } = renderHolding(useFakeApi, 'GET /api/affiliates/sales', () =>
      renderAt('/afiliados/vendas'),
    );
    expectLoadingPage('Vendas', 'Carregando suas vendas...', 'Vendas | Mercado Brasil');

    release(salesPage(SALES, { total: 4 }));
    expect(await screen.findByText('4 vendas encontradas')).toBeInTheDocument();
    expect(api.calls('GET /api/affiliates/sales')[0]?.params).toEqual({ page: 1 });
    expect(screen.getByText(/Total vendido/)).toHaveTextContent('Total vendido: R$ 600,00');
    expect(screen.getByText(/^Comissões/)).toHaveTextContent('Comissões: R$ 60,00');
    expect(screen.getByText('Vendas canceladas não entram nos totais.')).toBeInTheDocument();

    const header = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual(['Data', 'Pedido', 'Produto', 'Valor da venda', 'Comissão', 'Situação']);
    expect(rows().map((row) => within(row).getAllByRole('cell')[5]?.textContent)).toEqual([
      'Pendente',
      'Aprovada',
      'Paga',
      'Cancelada',
    ]);
    const first = within(rows()[0] as HTMLElement).getAllByRole('cell');
    expect(first[0]).toHaveTextContent('20/05/2025');
    expect(first[1]).toHaveTextContent('MB-004001');
    expect(within(first[2] as HTMLElement).getByRole('link', { name: 'Fone Bluetooth' })).toHaveAttribute(
      'href',
      '/afiliados/mercado/produto/loja-sol/produto-1',
    );
    expect(first[3]).toHaveTextContent('R$ 200,00');
    expect(first[4]).toHaveTextContent('R$ 20,0010%');
    // Each cell names its column for the phone layout.
    expect(first[1]).toHaveAttribute('data-label', 'Pedido');
    // A product no longer in the catalogue is named without a link.
    expect(within(rows()[3] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it('filters by status and period through the URL', async () => {
    const api = useFakeApi({ 'GET /api/affiliates/sales': ok(salesPage(SALES)) });
    const { user } = renderAt('/afiliados/vendas');
    await screen.findByText('4 vendas encontradas');

    const form = screen.getByRole('form', { name: 'Filtrar vendas' });
    await user.selectOptions(within(form).getByLabelText('Situação'), 'Paga');
    await user.type(within(form).getByLabelText('De'), '2025-05-01');
    await user.type(within(form).getByLabelText('Até'), '2025-05-31');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));

    expect(currentLocation()).toBe('/afiliados/vendas?status=paid&from=2025-05-01&to=2025-05-31');
    const last = (): FakeRequest | undefined => api.calls('GET /api/affiliates/sales').at(-1);
    await screen.findByRole('button', { name: 'Limpar filtros' });
    expect(last()?.params).toEqual({ page: 1, status: 'paid', from: '2025-05-01', to: '2025-05-31' });

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(currentLocation()).toBe('/afiliados/vendas');
    expect(within(screen.getByRole('form', { name: 'Filtrar vendas' })).getByLabelText('Situação')).toHaveValue('');
  });

  it('filters by status alone: asks for that status and shows the count and the rows of its answer', async () => {
    // The first page of 23 paid sales, as the API answers ?status=paid (10 a page).
    const paid = Array.from({ length: 10 }, (_, index) => sale(10 + index, { status: 'paid', status_label: 'Paga' }));
    const api = useFakeApi({
      'GET /api/affiliates/sales': (request) => ({
        status: 200,
        data: request.params.status === 'paid' ? salesPage(paid, { total: 23 }) : salesPage(SALES),
      }),
    });
    const { user } = renderAt('/afiliados/vendas');
    await screen.findByText('4 vendas encontradas');

    const form = screen.getByRole('form', { name: 'Filtrar vendas' });
    await user.selectOptions(within(form).getByLabelText('Situação'), 'Paga');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));

    expect(currentLocation()).toBe('/afiliados/vendas?status=paid');
    expect(await screen.findByText('23 vendas encontradas')).toBeInTheDocument();
    expect(api.calls('GET /api/affiliates/sales').at(-1)?.params).toEqual({ page: 1, status: 'paid' });
    const statuses = rows().map((row) => within(row).getAllByRole('cell')[5]?.textContent);
    expect(statuses).toHaveLength(10);
    expect(new Set(statuses)).toEqual(new Set(['Paga']));

    await user.click(
      within(screen.getByRole('form', { name: 'Filtrar vendas' })).getByRole('button', { name: 'Limpar filtros' }),
    );
    expect(currentLocation()).toBe('/afiliados/vendas');
    expect(await screen.findByText('4 vendas encontradas')).toBeInTheDocument();
  });

  it('starts from the filters and page of the URL', async () => {
    const api = useFakeApi({ 'GET /api/affiliates/sales': ok(salesPage([sale(2)], { current: 2, total: 11 })) });
    renderAt('/afiliados/vendas?status=approved&page=2');
    await screen.findByText('11 vendas encontradas');
    expect(api.calls('GET /api/affiliates/sales')[0]?.params).toEqual({ page: 2, status: 'approved' });
    expect(screen.getByLabelText('Situação')).toHaveValue('approved');
    const pager = screen.getByRole('navigation', { name: 'Paginação' });
    expect(within(pager).getByRole('link', { name: 'Página 1' })).toHaveAttribute(
      'href',
      '/afiliados/vendas?status=approved',
    );
  });

  it('shows the 422 of the API next to the field', async () => {
    useFakeApi({
      'GET /api/affiliates/sales': unprocessable(
        'O campo data final deve ser uma data posterior ou igual a data inicial.',
        { to: ['O campo data final deve ser uma data posterior ou igual a data inicial.'] },
      ),
    });
    renderAt('/afiliados/vendas?from=2025-05-10&to=2025-05-01');
    expect(await screen.findByText('Revise os filtros.')).toBeInTheDocument();
    const to = screen.getByLabelText('Até');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('O campo data final deve ser uma data posterior ou igual a data inicial.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when no sale matches the filters and offers to clear them', async () => {
    useFakeApi({ 'GET /api/affiliates/sales': ok(salesPage([], { total: 0 })) });
    const { user } = renderAt('/afiliados/vendas?status=canceled');
    expect(await screen.findByText('Nenhuma venda encontrada com estes filtros.')).toBeInTheDocument();
    expect(screen.getByText('0 vendas encontradas')).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Limpar filtros' });
    await user.click(clear[clear.length - 1] as HTMLElement);
    expect(currentLocation()).toBe('/afiliados/vendas');
  });

  it('invites to the market when there is no sale at all', async () => {
    useFakeApi({ 'GET /api/affiliates/sales': ok(salesPage([], { total: 0 })) });
    renderAt('/afiliados/vendas');
    expect(await screen.findByText('Você ainda não tem vendas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Escolher produtos no Mercado' })).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    let attempts = 0;
    useFakeApi({
      'GET /api/affiliates/sales': () => {
        attempts += 1;
        return attempts === 1 ? { status: 500 } : { status: 200, data: salesPage(SALES) };
      },
    });
    const { user } = renderAt('/afiliados/vendas');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar as suas vendas.');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('4 vendas encontradas')).toBeInTheDocument();
  });
});
