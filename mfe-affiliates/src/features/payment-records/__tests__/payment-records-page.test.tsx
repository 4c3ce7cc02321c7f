import { screen, within } from '@testing-library/react';
import type { AffiliateStatementEntry } from 'shared-contracts';
import { ok, restoreApi, useFakeApi } from 'shared-contracts/testing/fake-api';
import { expectLoadingPage, renderHolding } from 'ui/testing/loading-page';
import { ENTRIES, paymentRecords } from '../../../testing/fixtures';
import { currentLocation, renderAt } from '../../../testing/render';

afterEach(restoreApi);

describe('PaymentRecordsPage (Extrato)', () => {
  it('shows a skeleton, then the summary and the statement with payouts as outgoing amounts', async () => {
    const { api, release } = renderHolding(useFakeApi, 'GET /api/affiliates/payment-records', () =>
      renderAt('/afiliados/extrato'),
    );
    expectLoadingPage('Extrato', 'Carregando seu extrato...', 'Extrato | Mercado Brasil');

    release(paymentRecords());
    const summary = await screen.findByRole('list', { name: 'Resumo' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Saldo disponível', 'A liberar', 'Total recebido']);
    expect(summary).toHaveTextContent('R$ 377,23');
    expect(summary).toHaveTextContent('R$ 3.091,53');
    expect(api.calls('GET /api/affiliates/payment-records')[0]?.params).toEqual({ page: 1 });
    expect(screen.getByText('3 lançamentos, do mais recente ao mais antigo.')).toBeInTheDocument();

    const rows = within(screen.getByRole('table', { name: 'Lançamentos do extrato' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(3);
    const payout = within(rows[1] as HTMLElement).getAllByRole('cell');
    expect(payout[0]).toHaveTextContent('10/06/2025');
    expect(payout[1]).toHaveTextContent('Pagamento via Pix para a chave ***.995.350-**PIX-202506-0002');
    expect(payout[2]).toHaveTextContent('Pago');
    expect(payout[3]).toHaveTextContent('− saída de R$ 1.608,53');
    const credit = within(rows[0] as HTMLElement).getAllByRole('cell');
    expect(credit[2]).toHaveTextContent('A liberar');
    expect(credit[3]).toHaveTextContent('+ entrada de R$ 10,47');
    expect(within(rows[2] as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent('Disponível');
  });

  it('pages the statement through the URL', async () => {
    const api = useFakeApi({
      'GET /api/affiliates/payment-records': ok(paymentRecords(ENTRIES, { current: 2, total: 40 })),
    });
    renderAt('/afiliados/extrato?page=2');
    await screen.findByRole('table');
    expect(api.calls('GET /api/affiliates/payment-records')[0]?.params).toEqual({ page: 2 });
    const pager = screen.getByRole('navigation', { name: 'Paginação' });
    expect(within(pager).getByRole('link', { name: 'Página 3' })).toHaveAttribute('href', '/afiliados/extrato?page=3');
    expect(within(pager).getByRole('link', { name: 'Página anterior' })).toHaveAttribute('href', '/afiliados/extrato');
  });

  it('reaches a payout on a later page with Próxima página, under the same summary', async () => {
    // Payouts are monthly: a busy month fills the first page (15 entries) with commissions alone.
    const credits = Array.from({ length: 15 }, (_, index): AffiliateStatementEntry => ({
      ...(ENTRIES[0] as AffiliateStatementEntry),
      id: `commission-${100 + index}`,
      reference: `MB-00${6200 + index}`,
    }));
    const api = useFakeApi({
      'GET /api/affiliates/payment-records': (request) => ({
        status: 200,
        data:
          request.params.page === 2
            ? paymentRecords(ENTRIES, { current: 2, total: 18 })
            : paymentRecords(credits, { total: 18 }),
      }),
    });
    const { user } = renderAt('/afiliados/extrato');

    expect(await screen.findByRole('list', { name: 'Resumo' })).toHaveTextContent('Total recebidoR$ 3.091,53');
    expect(screen.queryByRole('row', { name: /Pagamento via Pix/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Próxima página' }));
    expect(currentLocation()).toBe('/afiliados/extrato?page=2');
    const payout = await screen.findByRole('row', { name: /Pagamento via Pix/ });
    expect(payout).toHaveTextContent('Pago');
    expect(payout).toHaveTextContent('− saída de R$ 1.608,53');
    expect(api.calls('GET /api/affiliates/payment-records').map((call) => call.params)).toEqual([
      { page: 1 },
      { page: 2 },
    ]);
    expect(screen.getByRole('list', { name: 'Resumo' })).toHaveTextContent('Total recebidoR$ 3.091,53');
  });

  it('says the statement is empty for a new affiliate', async () => {
    useFakeApi({ 'GET /api/affiliates/payment-records': ok(paymentRecords([], { total: 0 })) });
    renderAt('/afiliados/extrato');
    expect(await screen.findByText('Seu extrato ainda está vazio.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    let attempts = 0;
    useFakeApi({
      'GET /api/affiliates/payment-records': () => {
        attempts += 1;
        return attempts === 1 ? 'network' : { status: 200, data: paymentRecords() };
      },
    });
    const { user } = renderAt('/afiliados/extrato');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar o seu extrato.');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
