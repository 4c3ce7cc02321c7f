import { screen, waitFor, within } from '@testing-library/react';
import type { Order } from 'shared-contracts';
import { deferred, type Handler } from 'shared-contracts/testing/fake-api';
import { cardOrder, pixOrder, slipOrder } from '../../../testing/fixtures';
import { alertMessages, currentLocation, ok, renderAt, setUpCheckoutTests } from '../../../testing/harness';
import { fakeApi } from 'shared-contracts/testing/fake-api';
import { http } from 'shared-contracts';

setUpCheckoutTests();

function serveOrder(handler: Handler) {
  const api = fakeApi({ 'GET /api/orders/42': handler });
  http.defaults.adapter = api.adapter;
  return api;
}

function showOrder(order: Order) {
  serveOrder(ok(order));
  const user = renderAt('/compra-realizada/42', { confirmation: 'page' });
  return user;
}

const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

async function loaded() {
  await screen.findByText('MB-000042');
}

describe('ConfirmationPage', () => {
  it('shows a skeleton while the order is read', async () => {
    const pending = deferred();
    serveOrder(pending.handler);
    renderAt('/compra-realizada/42', { confirmation: 'page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Compra realizada' })).toBeInTheDocument();
    expect(screen.getByText('Carregando seu pedido...')).toBeInTheDocument();
    pending.release({ status: 200, data: cardOrder });
    await loaded();
  });

  it('shows the number, status, items, totals, address and delivery of each seller', async () => {
    showOrder(slipOrder);
    await loaded();
    expect(screen.getByText(/Pedido/).closest('p')).toHaveTextContent('Pedido MB-000042');
    expect(screen.getByText('Aguardando pagamento')).toBeInTheDocument();

    const items = within(screen.getByRole('region', { name: 'Itens do pedido' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(plain(items[0]?.textContent)).toContain('Fone de Ouvido Bluetooth');
    expect(plain(items[0]?.textContent)).toContain('Cor: Preto');
    expect(plain(items[0]?.textContent)).toContain('2 × R$ 150,00');
    expect(plain(items[0]?.textContent)).toContain('R$ 300,00');

    const delivery = screen.getByRole('region', { name: 'Entrega' });
    expect(delivery).toHaveTextContent('Rua Augusta, 1508 - Apto 42');
    expect(delivery).toHaveTextContent('CEP 01304-001');
    const shipments = within(delivery).getAllByRole('listitem');
    expect(plain(shipments[0]?.textContent)).toContain('Correios - SEDEX');
    expect(plain(shipments[0]?.textContent)).toContain('Receba em até 3 dias úteis após o pagamento confirmado');
    expect(plain(shipments[0]?.textContent)).toContain('R$ 25,90');
    expect(shipments[1]).toHaveTextContent('Retire na loja em 2 dias úteis após o pagamento confirmado.');
    expect(shipments[1]).toHaveTextContent('Rua da Bahia, 1148 - Centro, Belo Horizonte - MG');
    expect(shipments[1]).toHaveTextContent('Grátis');

    const totals = plain(screen.getByRole('region', { name: 'Valores' }).textContent);
    expect(totals).toContain('SubtotalR$ 345,50');
    expect(totals).toContain('Taxa de EntregaR$ 25,90');
    expect(totals).toContain('CupomBEMVINDO10');
    expect(totals).toContain('Descontos- R$ 10,00');
    expect(totals).toContain('Valor TotalR$ 361,40');

    expect(screen.getByRole('link', { name: 'Continuar comprando' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Ver meus pedidos' })).toHaveAttribute('href', '/cliente/pedidos');
  });

  it('card: says the payment was approved with brand, last four digits and installments', async () => {
    showOrder(cardOrder);
    await loaded();
    // The status label and the title of the next step.
    expect(screen.getAllByText('Pagamento aprovado')).toHaveLength(2);
    expect(plain(screen.getByText(/Pagamento aprovado no cartão/).textContent)).toBe(
      'Pagamento aprovado no cartão Visa final 1111, em 3 vezes de R$ 120,47.',
    );
  });

  it('card: a single installment reads à vista; a declined payment says so', async () => {
    showOrder({
      ...cardOrder,
      payment: { ...cardOrder.payment, status: 'declined', installments: 1 } as Order['payment'],
    });
    await loaded();
    expect(screen.getByText('Pagamento recusado')).toBeInTheDocument();
    expect(screen.getByText(/A operadora não aprovou o pagamento no cartão Visa final 1111/)).toBeInTheDocument();
  });

  it('boleto: the typeable line grouped in monospace, the due date in pt-BR and a copy button', async () => {
    const user = showOrder(slipOrder);
    await loaded();
    const line = screen.getByText('23790.12301 60000.000053 25000.456704 8 12340000010000');
    expect(line.tagName).toBe('CODE');
    expect(screen.getByText('13/03/2026')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copiar linha digitável' }));
    expect(await navigator.clipboard.readText()).toBe('23790123016000000005325000456704812340000010000');
    expect(screen.getByRole('button', { name: 'Copiado!' })).toBeInTheDocument();
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Copiado!')).toBe(true);
  });

  it('boleto: when the clipboard refuses, the line is selected for a manual copy', async () => {
    const user = showOrder(slipOrder);
    await loaded();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copiar linha digitável' }));
    expect(
      await screen.findByText(
        'Não foi possível copiar automaticamente. O código foi selecionado: copie-o manualmente.',
      ),
    ).toBeInTheDocument();
    expect(window.getSelection()?.toString()).toBe('23790.12301 60000.000053 25000.456704 8 12340000010000');
    expect(screen.getByRole('button', { name: 'Copiar linha digitável' })).toBeInTheDocument();
  });

  it('Pix: a QR code drawn from the copy-and-paste code, the code with a copy button and its expiry', async () => {
    const user = showOrder(pixOrder);
    await loaded();
    const qr = await screen.findByRole('img', { name: /^QR Code do Pix para pagar R\$\sR?/ });
    expect(plain(qr.getAttribute('alt'))).toBe('QR Code do Pix para pagar R$ 361,40');
    const src = qr.getAttribute('src') ?? '';
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(src.slice(src.indexOf(',') + 1))).toMatch(/^<svg[\s\S]*<path[\s\S]*<\/svg>/);

    const payment = pixOrder.payment as Extract<Order['payment'], { method: 'pix' }>;
    expect(screen.getByText(payment.copy_paste).tagName).toBe('CODE');
    const expiry = screen.getByText(/Válido até/);
    expect(expiry).toHaveTextContent(/Válido até \d{2}\/\d{2}\/2026 às \d{2}:\d{2}\./);

    await user.click(screen.getByRole('button', { name: 'Copiar código Pix' }));
    expect(await navigator.clipboard.readText()).toBe(payment.copy_paste);
    expect(screen.getByRole('button', { name: 'Copiado!' })).toBeInTheDocument();
  });

  it.each([404, 403])("a %s reads 'Pedido não encontrado' with a link to 'Meus pedidos'", async (status) => {
    serveOrder(() => ({ status, data: { message: 'Not found' } }));
    const user = renderAt('/compra-realizada/42', { confirmation: 'page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido não encontrado' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Meus pedidos' }));
    expect(currentLocation()).toBe('/cliente/pedidos');
  });

  it('another failure offers a retry', async () => {
    let attempts = 0;
    const api = serveOrder(() => {
      attempts += 1;
      return attempts === 1 ? 'network' : { status: 200, data: cardOrder };
    });
    const user = renderAt('/compra-realizada/42', { confirmation: 'page' });
    await waitFor(() => expect(alertMessages().join(' ')).toContain('Não foi possível carregar seu pedido.'));
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await loaded();
    expect(api.calls('GET /api/orders/42')).toHaveLength(2);
  });
});
