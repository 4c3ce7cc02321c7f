import { screen, within } from '@testing-library/react';
import { ok, restoreApi, useFakeApi } from 'shared-contracts/testing/fake-api';
import { expectLoadingPage, renderHolding } from 'ui/testing/loading-page';
import { DASHBOARD, EMPTY_DASHBOARD } from '../../../testing/fixtures';
import { renderAt } from '../../../testing/render';

afterEach(restoreApi);

const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('HomePage (Painel)', () => {
  it('shows a skeleton, then the balances and the last 30 days', async () => {
    const { release } = renderHolding(useFakeApi, 'GET /api/affiliates/dashboard', () => renderAt('/afiliados/home'));
    expectLoadingPage('Painel', 'Carregando seu painel...', 'Painel do afiliado | Mercado Brasil');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando seu painel...');

    release(DASHBOARD);
    const balance = await screen.findByRole('list', { name: 'Seu saldo' });
    const cards = within(balance).getAllByRole('listitem');
    expect(cards.map((card) => card.firstChild?.textContent)).toEqual([
      'Saldo disponível',
      'A liberar',
      'Total recebido',
    ]);
    expect(cards[0]).toHaveTextContent('R$ 377,23');
    expect(cards[1]).toHaveTextContent('R$ 653,18');
    expect(cards[2]).toHaveTextContent('R$ 3.091,53');

    const recent = within(screen.getByRole('list', { name: 'Últimos 30 dias' })).getAllByRole('listitem');
    expect(recent.map((card) => card.textContent)).toEqual([
      'Cliques672',
      'Vendas11',
      nbsp('ComissãoR$ 653,18'),
      'Taxa de conversão1,64%',
    ]);
    expect(screen.getByText(/Painel carregado/)).toHaveAttribute('role', 'status');
  });

  it('writes each figure right after its label, counts with pt-BR thousands, and keeps the title', async () => {
    // Figures of an affiliate with a longer history: counts past a thousand need their separator.
    useFakeApi({
      'GET /api/affiliates/dashboard': ok({
        ...DASHBOARD,
        balance_available: 1204.5,
        clicks_30d: 12873,
        sales_30d: 148,
        commission_30d: 10937.08,
        conversion_rate_30d: 1.15,
      }),
    });
    renderAt('/afiliados/home');

    const balance = within(await screen.findByRole('list', { name: 'Seu saldo' })).getAllByRole('listitem');
    expect(balance[0]).toHaveTextContent('Saldo disponívelR$ 1.204,50');
    expect(balance[1]).toHaveTextContent('A liberarR$ 653,18');
    expect(balance[2]).toHaveTextContent('Total recebidoR$ 3.091,53');

    const recent = within(screen.getByRole('list', { name: 'Últimos 30 dias' })).getAllByRole('listitem');
    expect(recent.map((card) => card.textContent)).toEqual([
      'Cliques12.873',
      'Vendas148',
      nbsp('ComissãoR$ 10.937,08'),
      'Taxa de conversão1,15%',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Painel' })).toBeInTheDocument();
    expect(document.title).toBe('Painel do afiliado | Mercado Brasil');
  });

  it('draws six months of commission with a data table for screen readers', async () => {
    useFakeApi({ 'GET /api/affiliates/dashboard': ok(DASHBOARD) });
    renderAt('/afiliados/home');

    const chart = await screen.findByRole('figure', { name: 'Comissões nos últimos 6 meses' });
    const table = within(chart).getByRole('table', { name: 'Vendas e comissões por mês' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(7);
    expect(rows[1]).toHaveTextContent('janeiro de 20255R$ 198,49');
    expect(rows[6]).toHaveTextContent('junho de 202511R$ 653,18');
    // The bars themselves are hidden from assistive technology.
    expect(chart.querySelector('ol')).toHaveAttribute('aria-hidden', 'true');
  });

  it('lists the top products, linking into the market, and links to Mercado and Extrato', async () => {
    useFakeApi({ 'GET /api/affiliates/dashboard': ok(DASHBOARD) });
    renderAt('/afiliados/home');

    const top = await screen.findByRole('region', { name: 'Produtos que mais rendem' });
    const items = within(top).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Notebook Asus Vivobook 15' })).toHaveAttribute(
      'href',
      '/afiliados/mercado/produto/info-prime/notebook-asus-vivobook-15',
    );
    expect(items[0]).toHaveTextContent('10 vendas · R$ 1.829,76 em comissões');
    expect(items[1]).toHaveTextContent('Não promovido');

    expect(screen.getByRole('link', { name: 'Ir para o Mercado' })).toHaveAttribute('href', '/afiliados/mercado');
    expect(screen.getByRole('link', { name: 'Ver extrato' })).toHaveAttribute('href', '/afiliados/extrato');
  });

  it('invites a new affiliate to the market when there is no sale yet', async () => {
    useFakeApi({ 'GET /api/affiliates/dashboard': ok(EMPTY_DASHBOARD) });
    renderAt('/afiliados/home');

    expect(await screen.findByText('Você ainda não tem vendas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Escolher produtos no Mercado' })).toHaveAttribute(
      'href',
      '/afiliados/mercado',
    );
    expect(screen.getByText('Nenhuma venda nos últimos 6 meses.')).toBeInTheDocument();
    expect(screen.getByText('Seus produtos que mais rendem comissão aparecem aqui.')).toBeInTheDocument();
  });

  it('shows an error with a retry that asks again', async () => {
    let attempts = 0;
    const api = useFakeApi({
      'GET /api/affiliates/dashboard': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 500, data: { message: 'Erro interno do servidor.' } }
          : { status: 200, data: DASHBOARD };
      },
    });
    const { user } = renderAt('/afiliados/home');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar o seu painel.');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: 'Seu saldo' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls('GET /api/affiliates/dashboard')).toHaveLength(2);
  });
});
