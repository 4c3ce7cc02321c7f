import { screen, waitFor, within } from '@testing-library/react';
import { deferred, ok, restoreApi, useFakeApi, type Handler } from 'shared-contracts/testing/fake-api';
import { expectLoadingPage, renderHolding } from 'ui/testing/loading-page';
import { page, promoted } from '../../../testing/fixtures';
import { currentLocation, renderAt } from '../../../testing/render';

afterEach(restoreApi);

const FIRST_PAGE = page(
  [promoted(1), promoted(2, { name: 'Cafeteira Elétrica', affiliate_commission: 15, price: 199.9 })],
  {
    total: 12,
    perPage: 10,
  },
);

const items = () => screen.getAllByRole('article');

describe('ProductsPage (Meus produtos)', () => {
  it('shows a skeleton, then each promoted product with its link, clicks, sales and commission', async () => {
    const { api, release } = renderHolding(useFakeApi, 'GET /api/affiliates/products', () =>
      renderAt('/afiliados/produtos'),
    );
    expectLoadingPage('Meus produtos', 'Carregando seus produtos...', 'Meus produtos | Mercado Brasil');

    release(FIRST_PAGE);
    await screen.findAllByRole('article');
    expect(api.calls('GET /api/affiliates/products')[0]?.params).toEqual({ page: 1 });
    expect(screen.getByText('12 produtos promovidos.')).toBeInTheDocument();

    const second = within(items()[1] as HTMLElement);
    expect(second.getByRole('heading', { name: 'Cafeteira Elétrica' })).toBeInTheDocument();
    expect(second.getByRole('link', { name: 'Cafeteira Elétrica' })).toHaveAttribute(
      'href',
      '/afiliados/mercado/produto/loja-sol/produto-2',
    );
    expect(items()[1]).toHaveTextContent('Comissão de até R$ 29,99 (15%)');
    expect(second.getByLabelText('Link de afiliado de Cafeteira Elétrica')).toHaveValue('http://localhost/api/r/code2');
    expect(items()[1]).toHaveTextContent('Cliques42');
    expect(items()[1]).toHaveTextContent('Vendas3');
    expect(items()[1]).toHaveTextContent('ComissãoR$ 30,00');

    const pager = screen.getByRole('navigation', { name: 'Paginação' });
    expect(within(pager).getByRole('link', { name: 'Página 2' })).toHaveAttribute('href', '/afiliados/produtos?page=2');
  });

  it('copies a link', async () => {
    useFakeApi({ 'GET /api/affiliates/products': ok(FIRST_PAGE) });
    const { user } = renderAt('/afiliados/produtos');
    await screen.findAllByRole('article');
    const first = within(items()[0] as HTMLElement);
    await user.click(first.getByRole('button', { name: 'Copiar link' }));
    expect(await first.findByText('Link copiado!')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('http://localhost/api/r/code1');
  });

  it('asks the page of the URL', async () => {
    const api = useFakeApi({ 'GET /api/affiliates/products': ok(page([promoted(11)], { current: 2, total: 11 })) });
    renderAt('/afiliados/produtos?page=2');
    await screen.findAllByRole('article');
    expect(api.calls('GET /api/affiliates/products')[0]?.params).toEqual({ page: 2 });
    expect(screen.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('stops promoting after a confirmation, then refreshes the list and says so', async () => {
    let listed = FIRST_PAGE;
    const remove = deferred();
    const api = useFakeApi({
      'GET /api/affiliates/products': () => ({ status: 200, data: listed }),
      'DELETE /api/affiliates/products/2': remove.handler,
    });
    const { user } = renderAt('/afiliados/produtos');
    await screen.findAllByRole('article');

    await user.click(
      within(items()[1] as HTMLElement).getByRole('button', { name: 'Deixar de promover Cafeteira Elétrica' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Deixar de promover este produto?' });
    expect(dialog).toHaveTextContent('Cafeteira Elétrica sai dos seus produtos e o link http://localhost/api/r/code2');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Deixar de promover' }));
    expect(within(dialog).getByRole('button', { name: 'Removendo...' })).toHaveAttribute('aria-disabled', 'true');
    listed = page([promoted(1)], { total: 11 });
    remove.release({ status: 204 });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(screen.getByText(/Você deixou de promover Cafeteira Elétrica\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Meus produtos' })).toHaveFocus();
    expect(api.calls('DELETE /api/affiliates/products/2')).toHaveLength(1);
    expect(api.calls('GET /api/affiliates/products')).toHaveLength(2);
  });

  it('keeps everything when the confirmation is cancelled, and gives the focus back', async () => {
    const api = useFakeApi({ 'GET /api/affiliates/products': ok(FIRST_PAGE) });
    const { user } = renderAt('/afiliados/produtos');
    await screen.findAllByRole('article');
    const button = within(items()[0] as HTMLElement).getByRole('button', { name: /Deixar de promover/ });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
  });

  it('says so inside the dialog when stopping fails', async () => {
    const failure: Handler = () => ({ status: 500, data: { message: 'Erro interno do servidor.' } });
    useFakeApi({ 'GET /api/affiliates/products': ok(FIRST_PAGE), 'DELETE /api/affiliates/products/1': failure });
    const { user } = renderAt('/afiliados/produtos');
    await screen.findAllByRole('article');
    await user.click(within(items()[0] as HTMLElement).getByRole('button', { name: /Deixar de promover/ }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Deixar de promover' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Não foi possível deixar de promover agora. Tente novamente.',
    );
    expect(items()).toHaveLength(2);
  });

  it('goes back a page when the last product of a page is removed', async () => {
    useFakeApi({
      'GET /api/affiliates/products': ok(page([promoted(11)], { current: 2, total: 11 })),
      'DELETE /api/affiliates/products/11': () => ({ status: 204 }),
    });
    const { user } = renderAt('/afiliados/produtos?page=2');
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: /Deixar de promover Produto 11/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deixar de promover' }));
    await waitFor(() => expect(currentLocation()).toBe('/afiliados/produtos'));
  });

  it('invites to the market when nothing is promoted yet', async () => {
    useFakeApi({ 'GET /api/affiliates/products': ok(page([], { total: 0 })) });
    renderAt('/afiliados/produtos');
    expect(await screen.findByText('Você ainda não promove nenhum produto.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o Mercado' })).toHaveAttribute('href', '/afiliados/mercado');
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    let attempts = 0;
    useFakeApi({
      'GET /api/affiliates/products': () => {
        attempts += 1;
        return attempts === 1 ? 'network' : { status: 200, data: FIRST_PAGE };
      },
    });
    const { user } = renderAt('/afiliados/produtos');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os seus produtos.');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });
});
