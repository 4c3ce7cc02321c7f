import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import type { Order, Refund } from 'shared-contracts';
import { useFakeApi, type Handler } from 'shared-contracts/testing/fake-api';
import { approvedCard, cardOrder, daysAgo, smartphone } from 'shared-contracts/testing/orders';
import { expectLoadingPage, renderHolding } from 'ui/testing/loading-page';
import { ok, renderRoutes, setUpBusAndNetwork } from '../../../testing/harness';
import { OrderRefundPage } from '../order-refund-page';

/** The card order with a second TechMix item, paid in one installment. */
const order: Order = {
  ...cardOrder,
  items: [
    smartphone,
    {
      ...smartphone,
      name: 'Capa de Silicone',
      photo: '/api/media/products/4/1.svg',
      quantity: 3,
      price: 29.9,
      total: 89.7,
    },
  ],
  shipping: [],
  subtotal: 1188.7,
  discount: 0,
  coupon_name: null,
  total: 1188.7,
  payment: approvedCard(1, 1188.7),
};

const refund: Refund = {
  id: 123,
  protocol: 'DV-000123',
  order_id: 8,
  order_number: 'MB-000008',
  status: 'requested',
  status_label: 'Em análise',
  reason: 'defect',
  reason_label: 'Produto com defeito',
  description: 'Não liga.',
  refund_method: 'original',
  pix_key: null,
  items: [{ order_item_index: 1, name: 'Capa de Silicone', quantity: 2, amount: 59.8 }],
  amount: 59.8,
  created_at: daysAgo(0),
  next_steps: ['A loja analisa a sua solicitação em até 2 dias úteis.', 'Guarde o protocolo DV-000123.'],
};

const recorded = setUpBusAndNetwork();

function useApi(handlers: Record<string, Handler>) {
  return useFakeApi({ 'GET /api/refunds': ok([]), ...handlers });
}

function renderAt(path: string) {
  return renderRoutes(path, <Route path="/cliente/pedidos/solicitar-devolucao/:id" element={<OrderRefundPage />} />)
    .user;
}

const form = () => screen.findByRole('form', { name: 'Dados da devolução' });
const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name });

async function fillDefect(user: ReturnType<typeof userEvent.setup>) {
  await user.click(checkbox(/Capa de Silicone/));
  await user.selectOptions(screen.getByLabelText('Quantidade de Capa de Silicone'), '2');
  await user.selectOptions(screen.getByLabelText('Motivo'), 'Produto com defeito');
  await user.type(screen.getByLabelText('Descrição'), 'Não liga.');
}

describe('OrderRefundPage', () => {
  it('loads the order, then offers its items, reasons and refund options', async () => {
    const { api, release } = renderHolding(useApi, 'GET /api/orders/8', () =>
      renderAt('/cliente/pedidos/solicitar-devolucao/8'),
    );
    expectLoadingPage('Solicitar devolução', 'Carregando o pedido...');
    release(order);

    await form();
    expect(checkbox(/Smartphone Galaxy A15 128 GB/)).not.toBeChecked();
    expect(checkbox(/Capa de Silicone/)).not.toBeChecked();
    const reasons = within(screen.getByLabelText('Motivo'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(reasons).toEqual([
      'Selecione',
      'Produto com defeito',
      'Produto diferente do anunciado',
      'Arrependimento (até 7 dias)',
      'Outro',
    ]);
    expect(screen.getByRole('radio', { name: 'Estorno no cartão Visa final 1111' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pix em uma chave que eu informar' })).toBeInTheDocument();
    expect(api.calls('GET /api/orders/8')[0]?.config.silent401).not.toBe(true);
  });

  it('sends the chosen units and shows the protocol and the next steps', async () => {
    const api = useApi({ 'GET /api/orders/8': ok(order), 'POST /api/orders/8/refunds': ok(refund, 201) });
    const user = renderAt('/cliente/pedidos/solicitar-devolucao/8');
    await form();
    await fillDefect(user);
    await user.click(screen.getByRole('radio', { name: 'Estorno no cartão Visa final 1111' }));
    await user.click(screen.getByRole('button', { name: 'Solicitar devolução' }));

    const done = await screen.findByRole('region', { name: 'Solicitação de devolução enviada' });
    expect(done).toHaveTextContent('Protocolo DV-000123');
    expect(done).toHaveTextContent('2 × Capa de Silicone: R$ 59,80.');
    expect(
      within(done)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(refund.next_steps);
    expect(within(done).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Solicitação enviada. Protocolo DV-000123.');
    expect(api.calls('POST /api/orders/8/refunds')[0]?.body).toEqual({
      items: [{ order_item_index: 1, quantity: 2 }],
      reason: 'defect',
      description: 'Não liga.',
      refund_method: 'original',
      pix_key: null,
    });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('asks for a Pix key when the refund goes by Pix, and needs no description to withdraw', async () => {
    const api = useApi({
      'GET /api/orders/8': ok(order),
      'POST /api/orders/8/refunds': ok({ ...refund, reason: 'regret', refund_method: 'pix' }, 201),
    });
    const user = renderAt('/cliente/pedidos/solicitar-devolucao/8');
    await form();
    await user.click(checkbox(/Smartphone/));
    await user.selectOptions(screen.getByLabelText('Motivo'), 'Arrependimento (até 7 dias)');
    expect(screen.getByLabelText(/Descrição/)).toHaveAccessibleDescription(/art\. 49/);
    expect(screen.queryByLabelText('Chave Pix')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Pix em uma chave que eu informar' }));
    await user.type(screen.getByLabelText('Chave Pix'), 'mariana@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Solicitar devolução' }));
    await screen.findByRole('region', { name: 'Solicitação de devolução enviada' });
    expect(api.calls('POST /api/orders/8/refunds')[0]?.body).toEqual({
      items: [{ order_item_index: 0, quantity: 1 }],
      reason: 'regret',
      description: '',
      refund_method: 'pix',
      pix_key: 'mariana@exemplo.com.br',
    });
  });

  it('checks the form before sending', async () => {
    const api = useApi({ 'GET /api/orders/8': ok(order) });
    const user = renderAt('/cliente/pedidos/solicitar-devolucao/8');
    await form();
    await user.click(screen.getByRole('button', { name: 'Solicitar devolução' }));
    expect(screen.getByRole('group', { name: 'Quais produtos você quer devolver?' })).toHaveAccessibleDescription(
      'Escolha pelo menos um produto para devolver.',
    );
    expect(screen.getByLabelText('Motivo')).toHaveAccessibleDescription('Escolha o motivo da devolução.');
    expect(screen.getByRole('group', { name: 'Como você quer receber o reembolso?' })).toHaveAccessibleDescription(
      'Escolha como quer receber o reembolso.',
    );
    expect(checkbox(/Smartphone/)).toHaveFocus();

    await user.selectOptions(screen.getByLabelText('Motivo'), 'Outro');
    await user.click(checkbox(/Smartphone/));
    await user.click(screen.getByRole('radio', { name: 'Pix em uma chave que eu informar' }));
    await user.click(screen.getByRole('button', { name: 'Solicitar devolução' }));
    expect(screen.getByLabelText('Descrição')).toHaveAccessibleDescription(/O campo descrição é obrigatório\./);
    expect(screen.getByLabelText('Chave Pix')).toHaveAccessibleDescription(/O campo chave Pix é obrigatório\./);
    expect(screen.getByLabelText('Descrição')).toHaveFocus();
    expect(api.calls('POST /api/orders/8/refunds')).toHaveLength(0);
  });

  it('shows the API’s 422 messages on their fields, the units on their item', async () => {
    useApi({
      'GET /api/orders/8': ok(order),
      'POST /api/orders/8/refunds': ok(
        {
          message: 'Informe uma quantidade de 1 a 1 unidade.',
          errors: {
            'items.0.quantity': ['Informe uma quantidade de 1 a 1 unidade.'],
            pix_key: ['Informe uma chave Pix válida: CPF, CNPJ, e-mail, celular ou chave aleatória.'],
          },
        },
        422,
      ),
    });
    const user = renderAt('/cliente/pedidos/solicitar-devolucao/8');
    await form();
    await fillDefect(user);
    await user.click(screen.getByRole('radio', { name: 'Pix em uma chave que eu informar' }));
    await user.type(screen.getByLabelText('Chave Pix'), '123');
    await user.click(screen.getByRole('button', { name: 'Solicitar devolução' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Quantidade de Capa de Silicone')).toHaveAccessibleDescription(
        'Informe uma quantidade de 1 a 1 unidade.',
      ),
    );
    expect(screen.getByLabelText('Chave Pix')).toHaveAccessibleDescription(/Informe uma chave Pix válida/);
    expect(screen.getByLabelText('Quantidade de Capa de Silicone')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a 422 about the order itself above the button, and a failure without losing the form', async () => {
    let reply: Handler = ok({ message: 'x', errors: { order: ['Este pedido não pode ser devolvido por aqui.'] } }, 422);
    useApi({ 'GET /api/orders/8': ok(order), 'POST /api/orders/8/refunds': (r) => reply(r) });
    const user = renderAt('/cliente/pedidos/solicitar-devolucao/8');
    await form();
    await fillDefect(user);
    await user.click(screen.getByRole('radio', { name: 'Estorno no cartão Visa final 1111' }));
    await user.click(screen.getByRole('button', { name: 'Solicitar devolução' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este pedido não pode ser devolvido por aqui.');

    reply = () => 'network';
    await user.click(screen.getByRole('button', { name: 'Solicitar devolução' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível enviar a sua solicitação.'),
    );
    expect(screen.getByLabelText('Descrição')).toHaveValue('Não liga.');
  });

  it('counts the units already in a request and lists the earlier requests', async () => {
    useApi({ 'GET /api/orders/8': ok(order), 'GET /api/refunds': ok([refund, { ...refund, id: 1, order_id: 99 }]) });
    const user = renderAt('/cliente/pedidos/solicitar-devolucao/8');
    await form();
    expect(screen.getByText('DV-000123')).toBeInTheDocument();
    expect(screen.getAllByText('DV-000123')).toHaveLength(1);
    expect(checkbox(/Capa de Silicone/)).toHaveAccessibleName(/1 para devolver/);
    await user.click(checkbox(/Capa de Silicone/));
    // A single unit left: nothing to choose.
    expect(screen.queryByLabelText('Quantidade de Capa de Silicone')).not.toBeInTheDocument();
  });

  it('offers only Pix for a boleto order', async () => {
    const slip: Order = {
      ...order,
      method: 'bank_slip',
      payment: { method: 'bank_slip', digitable_line: '1', barcode: '1', due_date: '2026-01-10' },
    };
    useApi({ 'GET /api/orders/8': ok(slip) });
    renderAt('/cliente/pedidos/solicitar-devolucao/8');
    await form();
    expect(screen.getByText('Pedidos pagos com boleto são reembolsados por Pix.')).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'Pix em uma chave que eu informar' })).toBeChecked();
    expect(screen.getByLabelText('Chave Pix')).toBeInTheDocument();
  });

  it.each([
    ['paid 8 days ago', { created_at: daysAgo(8) }],
    ['awaiting payment', { status: 'awaiting_payment' as const }],
    ['canceled', { status: 'canceled' as const }],
  ])('explains that an order %s cannot be returned here', async (_case, change) => {
    useApi({ 'GET /api/orders/8': ok({ ...order, ...change }) });
    renderAt('/cliente/pedidos/solicitar-devolucao/8');
    expect(
      await screen.findByRole('heading', { name: 'Este pedido não pode ser devolvido por aqui' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Central de Atendimento' })).toHaveAttribute(
      'href',
      '/central-de-atendimento',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('accepts a delivered order whatever its age', async () => {
    useApi({ 'GET /api/orders/8': ok({ ...order, status: 'delivered', created_at: daysAgo(60) }) });
    renderAt('/cliente/pedidos/solicitar-devolucao/8');
    expect(await form()).toBeInTheDocument();
  });

  it('says the order was not found for someone else’s order (404)', async () => {
    useApi({ 'GET /api/orders/9': ok({ message: 'Pedido não encontrado.' }, 404) });
    renderAt('/cliente/pedidos/solicitar-devolucao/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido não encontrado' })).toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    let status = 500;
    useApi({ 'GET /api/orders/8': () => (status === 200 ? { status, data: order } : { status, data: {} }) });
    const user = renderAt('/cliente/pedidos/solicitar-devolucao/8');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar este pedido agora.');
    status = 200;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await form()).toBeInTheDocument();
  });

  it('leaves a 401 to the shell', async () => {
    useApi({ 'GET /api/orders/8': ok({ message: 'Unauthenticated.' }, 401) });
    renderAt('/cliente/pedidos/solicitar-devolucao/8');
    await waitFor(() => expect(recorded.events).toContainEqual({ type: 'session-expired', url: '/api/orders/8' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
