import { screen, waitFor, within } from '@testing-library/react';
import { cardOrder, daysAgo, ordersPage, pixOrder, slipOrder } from 'shared-contracts/testing/orders';
import { expectLoadingPage, renderHolding } from 'ui/testing/loading-page';
import { ok, renderAt, setUpBusAndNetwork, useApi } from './render';

const recorded = setUpBusAndNetwork();

const orderCard = (number: string) => screen.findByRole('article', { name: `Pedido ${number}` });
const day = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso));

describe('OrdersPage: the list', () => {
  it('shows a skeleton, then each order with its date, status, items, total and payment', async () => {
    const { api, release } = renderHolding(useApi, 'GET /api/orders', () => renderAt('/cliente/pedidos'));
    expectLoadingPage('Meus pedidos', 'Carregando seus pedidos...');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando seus pedidos...');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    release(ordersPage([cardOrder, slipOrder]));
    const card = await orderCard('MB-000008');
    expect(card).toHaveTextContent(`Feito em ${day(cardOrder.created_at)}`);
    expect(card).toHaveTextContent('Pagamento aprovado');
    expect(card).toHaveTextContent('R$ 1.160,01');
    expect(card).toHaveTextContent('Cartão de crédito');
    const thumbnails = within(card).getByRole('list', { name: 'Produtos do pedido: 2 itens' });
    expect(within(thumbnails).getByRole('img', { name: 'Smartphone Galaxy A15 128 GB' })).toBeInTheDocument();
    expect(within(thumbnails).getByRole('img', { name: 'Jogo de Cama Queen 4 Peças' })).toBeInTheDocument();

    const slip = await orderCard('MB-000007');
    expect(slip).toHaveTextContent('Aguardando pagamento');
    expect(slip).toHaveTextContent('Boleto');

    // Newest first, as the API sends them.
    const numbers = screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
    expect(numbers).toEqual(['Pedido MB-000008', 'Pedido MB-000007']);
    expect(api.calls('GET /api/orders')[0]?.config.params).toEqual({ page: 1 });
    expect(api.calls('GET /api/orders')[0]?.config.silent401).not.toBe(true);
  });

  it('shows "+N" when an order has more items than thumbnails', async () => {
    const many = {
      ...cardOrder,
      items: Array.from({ length: 6 }, (_, i) => ({ ...cardOrder.items[0]!, name: `Produto ${i + 1}` })),
    };
    useApi({ 'GET /api/orders': ok(ordersPage([many])) });
    renderAt('/cliente/pedidos');
    const card = await orderCard('MB-000008');
    expect(within(card).getAllByRole('img')).toHaveLength(4);
    expect(within(card).getByLabelText('e mais 2 itens')).toHaveTextContent('+2');
  });

  it('invites to the store when there is no order yet', async () => {
    useApi({ 'GET /api/orders': ok(ordersPage([])) });
    renderAt('/cliente/pedidos');
    expect(await screen.findByText('Você ainda não fez nenhum pedido.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conhecer a loja' })).toHaveAttribute('href', '/');
  });

  it('offers a retry when loading fails', async () => {
    let fail = true;
    useApi({
      'GET /api/orders': () => (fail ? { status: 500, data: {} } : { status: 200, data: ordersPage([cardOrder]) }),
    });
    const { user } = renderAt('/cliente/pedidos');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar seus pedidos agora.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await orderCard('MB-000008')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves a 401 to the shell', async () => {
    useApi({ 'GET /api/orders': ok({ message: 'Unauthenticated.' }, 401) });
    renderAt('/cliente/pedidos');
    await waitFor(() => expect(recorded.events).toContainEqual({ type: 'session-expired', url: '/api/orders' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('OrdersPage: pages', () => {
  it('reads the page from "pagina" and links to the neighbours', async () => {
    const api = useApi({ 'GET /api/orders': ok(ordersPage([slipOrder], 2, 3)) });
    const { user } = renderAt('/cliente/pedidos?pagina=2');
    await orderCard('MB-000007');
    expect(api.calls('GET /api/orders')[0]?.config.params).toEqual({ page: 2 });
    const pager = screen.getByRole('navigation', { name: 'Páginas de pedidos' });
    expect(pager).toHaveTextContent('Página 2 de 3');
    expect(within(pager).getByRole('link', { name: 'Anterior' })).toHaveAttribute('href', '/cliente/pedidos');
    expect(within(pager).getByRole('link', { name: 'Próxima' })).toHaveAttribute('href', '/cliente/pedidos?pagina=3');

    await user.click(within(pager).getByRole('link', { name: 'Próxima' }));
    await waitFor(() => expect(api.calls('GET /api/orders')).toHaveLength(2));
    expect(api.calls('GET /api/orders')[1]?.config.params).toEqual({ page: 3 });
  });

  it.each(['abc', '0', '-1'])('treats pagina=%s as the first page', async (value) => {
    const api = useApi({ 'GET /api/orders': ok(ordersPage([cardOrder])) });
    renderAt(`/cliente/pedidos?pagina=${value}`);
    await orderCard('MB-000008');
    expect(api.calls('GET /api/orders')[0]?.config.params).toEqual({ page: 1 });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('OrdersPage: details', () => {
  it('expands an order: items, delivery per store, address, totals and the card used', async () => {
    useApi({ 'GET /api/orders': ok(ordersPage([cardOrder])) });
    const { user } = renderAt('/cliente/pedidos');
    const card = await orderCard('MB-000008');
    const toggle = within(card).getByRole('button', { name: 'Ver detalhes do pedido MB-000008' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Ocultar detalhes do pedido MB-000008');
    const items = within(card).getByRole('region', { name: 'Itens do pedido' });
    expect(items).toHaveTextContent('Smartphone Galaxy A15 128 GB');
    expect(items).toHaveTextContent('Vendido e entregue por Casa Bella Utilidades');
    const delivery = within(card).getByRole('region', { name: 'Entrega' });
    expect(delivery).toHaveTextContent('Correios PAC: receba em até 7 dias úteis');
    expect(delivery).toHaveTextContent('Retire na loja em até 2 dias úteis');
    expect(delivery).toHaveTextContent('Avenida do Contorno, 6061');
    expect(delivery).toHaveTextContent('Rua Augusta, 1508 - Apto 42');
    expect(delivery).toHaveTextContent('CEP 01304-001');
    const payment = within(card).getByRole('region', { name: 'Pagamento' });
    expect(payment).toHaveTextContent('Desconto (cupom BEMVINDO10)');
    expect(payment).toHaveTextContent('Pago no cartão Visa final 1111, em 3 vezes de R$ 386,67.');

    await user.click(toggle);
    expect(within(card).queryByRole('region', { name: 'Pagamento' })).not.toBeInTheDocument();
  });

  it('gives the boleto line to copy while the boleto is open', async () => {
    useApi({ 'GET /api/orders': ok(ordersPage([slipOrder])) });
    const { user } = renderAt('/cliente/pedidos');
    // After user-event's setup, which installs a clipboard of its own.
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const card = await orderCard('MB-000007');
    await user.click(within(card).getByRole('button', { name: /^Ver detalhes/ }));

    const payment = within(card).getByRole('region', { name: 'Pagamento' });
    expect(payment).toHaveTextContent('00190.00009 01234.567000 00001.717101 1 89370000052430');
    expect(payment).toHaveTextContent('até 13/01/2026');
    await user.click(within(payment).getByRole('button', { name: 'Copiar linha digitável' }));
    expect(writeText).toHaveBeenCalledWith('00190000090123456700000001717101189370000052430');
    expect(within(payment).getByRole('status')).toHaveTextContent('Copiado!');
  });

  it('gives the Pix code to copy while the charge is open', async () => {
    useApi({ 'GET /api/orders': ok(ordersPage([pixOrder])) });
    const { user } = renderAt('/cliente/pedidos');
    const writeText = jest.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const card = await orderCard('MB-000009');
    await user.click(within(card).getByRole('button', { name: /^Ver detalhes/ }));

    const payment = within(card).getByRole('region', { name: 'Pagamento' });
    expect(payment).toHaveTextContent('Pix copia e cola');
    await user.click(within(payment).getByRole('button', { name: 'Copiar código Pix' }));
    // Refused by the browser: the code is selected for a manual copy instead.
    expect(within(payment).getByRole('status')).toHaveTextContent('copie-o manualmente');
    expect(window.getSelection()?.toString()).toContain('BR.GOV.BCB.PIX');
  });

  it('no longer offers the code once the boleto or Pix is paid', async () => {
    useApi({
      'GET /api/orders': ok(ordersPage([{ ...pixOrder, status: 'paid', status_label: 'Pagamento aprovado' }])),
    });
    const { user } = renderAt('/cliente/pedidos');
    const card = await orderCard('MB-000009');
    await user.click(within(card).getByRole('button', { name: /^Ver detalhes/ }));
    expect(within(card).getByRole('region', { name: 'Pagamento' })).toHaveTextContent('Pix recebido.');
    expect(within(card).queryByRole('button', { name: 'Copiar código Pix' })).not.toBeInTheDocument();
  });
});

describe('OrdersPage: what each order allows', () => {
  const cases: Array<[string, boolean, boolean, Partial<typeof cardOrder>]> = [
    ['paid 2 days ago', true, true, { status: 'paid', created_at: daysAgo(2) }],
    ['paid 10 days ago', true, false, { status: 'paid', created_at: daysAgo(10) }],
    ['shipped', true, false, { status: 'shipped', created_at: daysAgo(3) }],
    ['delivered long ago', true, true, { status: 'delivered', created_at: daysAgo(40) }],
    ['awaiting payment', false, false, { status: 'awaiting_payment', created_at: daysAgo(1) }],
    ['declined', false, false, { status: 'declined', created_at: daysAgo(1) }],
    ['canceled', false, false, { status: 'canceled', created_at: daysAgo(1) }],
  ];

  it.each(cases)('an order %s: review %s, refund %s', async (_name, review, refund, change) => {
    useApi({ 'GET /api/orders': ok(ordersPage([{ ...cardOrder, ...change }])) });
    renderAt('/cliente/pedidos');
    const card = await orderCard('MB-000008');
    const reviewLink = within(card).queryByRole('link', { name: 'Avaliar produtos do pedido MB-000008' });
    const refundLink = within(card).queryByRole('link', { name: 'Solicitar devolução do pedido MB-000008' });
    if (review) expect(reviewLink).toHaveAttribute('href', '/cliente/pedidos/avaliar/8');
    else expect(reviewLink).not.toBeInTheDocument();
    if (refund) expect(refundLink).toHaveAttribute('href', '/cliente/pedidos/solicitar-devolucao/8');
    else expect(refundLink).not.toBeInTheDocument();
  });

  it("issue 10: a return already asked for shows its protocol instead of 'Solicitar devolução'", async () => {
    const asked = {
      ...cardOrder,
      status: 'delivered' as const,
      created_at: daysAgo(5),
      refund: { protocol: 'DEV-000042', status: 'requested', status_label: 'Em análise' },
    };
    useApi({ 'GET /api/orders': ok(ordersPage([asked])) });
    renderAt('/cliente/pedidos');
    const card = await orderCard('MB-000008');
    expect(within(card).queryByRole('link', { name: /^Solicitar devolução/ })).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Devolução solicitada: protocolo DEV-000042 (Em análise)');
  });

  it("issue 10: 'Avaliar produtos' disappears once every item is reviewed", async () => {
    const reviewed = { ...cardOrder, status: 'delivered' as const, created_at: daysAgo(5), all_items_reviewed: true };
    useApi({ 'GET /api/orders': ok(ordersPage([reviewed])) });
    renderAt('/cliente/pedidos');
    const card = await orderCard('MB-000008');
    expect(within(card).queryByRole('link', { name: /^Avaliar produtos/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Solicitar devolução/ })).toBeInTheDocument();
  });

  it('goes to the review screen', async () => {
    useApi({ 'GET /api/orders': ok(ordersPage([cardOrder])) });
    const { user } = renderAt('/cliente/pedidos');
    const card = await orderCard('MB-000008');
    await user.click(within(card).getByRole('link', { name: /^Avaliar produtos/ }));
    expect(screen.getByTestId('path')).toHaveTextContent('/cliente/pedidos/avaliar/8');
  });
});
