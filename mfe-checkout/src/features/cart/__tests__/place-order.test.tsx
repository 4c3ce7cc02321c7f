import { screen, waitFor, within } from '@testing-library/react';
import { currentCart } from 'shared-contracts';
import { deferred, type FakeRequest, type Handler } from 'shared-contracts/testing/fake-api';
import { cartWith, casa } from '../../../testing/fixtures';
import {
  alertMessages,
  cartShown,
  currentLocation,
  ok,
  renderCart,
  setUpCheckoutTests,
  showCart,
  field,
  type User,
  serveCheckoutApi,
} from '../../../testing/harness';

setUpCheckoutTests();

const finish = () => screen.getByRole('button', { name: /^(Finalizar compra|Processando\.\.\.)$/ });
const nextYear = String(new Date().getFullYear() + 1);
const keyOf = (request: FakeRequest | undefined) => request?.config.headers['Idempotency-Key'] as string | undefined;

async function fillCard(user: User, number = '4111111111111111') {
  await user.type(field('Número do cartão'), number);
  await user.type(field('Nome impresso no cartão'), 'Mariana Souza');
  await user.selectOptions(field('Ano de validade'), nextYear);
  await user.selectOptions(field('Mês de validade'), '12');
  await user.type(field('CVV'), '123');
  await user.selectOptions(field('Parcelas'), '2');
}

const processed =
  (id = 42): Handler =>
  () => ({ status: 200, data: { order: { id } } });

describe('Checkout validation', () => {
  it('checks everything before sending: messages next to the fields, a summary in an alert, focus on the first', async () => {
    const { api, user } = await showCart({
      'GET /api/cart': ok(cartWith({ address: null })),
      'POST /api/cart/process': processed(),
    });
    await user.clear(field('CPF'));
    await user.type(field('CPF'), '52998224724');
    await user.click(finish());

    const alert = screen.getAllByRole('alert').find((element) => element.textContent !== '');
    expect(alert).toHaveTextContent('Verifique os campos destacados:');
    const listed = within(alert as HTMLElement)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(listed).toEqual([
      'Escolha um endereço de entrega.',
      'Informe um CPF válido.',
      'Informe um número de cartão válido.',
      'Informe o nome impresso no cartão.',
      'Escolha o mês de validade.',
      'Escolha o ano de validade.',
      'Informe o código de segurança (CVV).',
    ]);
    expect(screen.getByRole('group', { name: 'Escolha o endereço de entrega' })).toHaveFocus();
    expect(field('CPF')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST /api/cart/process')).toHaveLength(0);

    // A line of the summary takes the focus to its field.
    await user.click(within(alert as HTMLElement).getByRole('button', { name: 'Informe um CPF válido.' }));
    expect(field('CPF')).toHaveFocus();
  });

  it('C-05 checks the CPF digits before sending', async () => {
    const { api, user } = await showCart({ 'POST /api/cart/process': processed() });
    await fillCard(user);
    await user.clear(field('CPF'));
    await user.type(field('CPF'), '11111111111');
    await user.click(finish());
    expect(field('CPF')).toHaveAccessibleDescription('Informe um CPF válido.');
    expect(field('CPF')).toHaveFocus();
    expect(api.calls('POST /api/cart/process')).toHaveLength(0);
  });

  it('asks for a delivery option for every seller', async () => {
    const api = serveCheckoutApi({
      'GET /api/cart': ok(cartWith({ address: casa })),
      'POST /api/cart/quote': ok({ '1': [] }),
      'POST /api/cart/process': processed(),
    });
    const user = renderCart();
    await cartShown();
    await screen.findAllByText('Nenhuma opção de entrega disponível para este endereço.');
    await fillCard(user);
    await user.click(finish());
    expect(
      await screen.findByRole('button', { name: 'Escolha uma opção de entrega para os produtos de Tech Store.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Entrega dos produtos de Tech Store' })).toHaveFocus();
    expect(api.calls('POST /api/cart/process')).toHaveLength(0);
  });

  it('C-07 rejects a number that fails the Luhn check', async () => {
    const { api, user } = await showCart({ 'POST /api/cart/process': processed() });
    await fillCard(user, '4111111111111112');
    await user.click(finish());
    expect(field('Número do cartão')).toHaveFocus();
    expect(alertMessages().join(' ')).toContain('Informe um número de cartão válido.');
    expect(api.calls('POST /api/cart/process')).toHaveLength(0);
  });

  it('does not ask for card data when paying by boleto or Pix', async () => {
    const { api, user } = await showCart({ 'POST /api/cart/process': processed() });
    await user.click(screen.getByRole('radio', { name: 'Pix' }));
    await user.click(finish());
    await waitFor(() => expect(api.calls('POST /api/cart/process')).toHaveLength(1));
  });
});

describe('Placing the order (C-16, C-17)', () => {
  it("C-16 sends spec §3 OrderData with an idempotency key, reads 'Processando...', clears the cart and shows the confirmation", async () => {
    const pending = deferred();
    const { api, user } = await showCart({ 'POST /api/cart/process': pending.handler });
    await fillCard(user);
    await user.click(finish());

    await waitFor(() => expect(finish()).toHaveTextContent('Processando...'));
    expect(finish()).toBeDisabled();
    const [request] = api.calls('POST /api/cart/process');
    expect(request?.body).toEqual({
      order_data: {
        method: 'credit_card',
        card: {
          number: '4111111111111111',
          name: 'Mariana Souza',
          year: nextYear,
          month: '12',
          cvv: '123',
          installments: 2,
        },
        customer: { document: '52998224725', phone: '1132456789', cellphone: '11987654321' },
      },
    });
    expect(keyOf(request)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    pending.release({ status: 200, data: { order: { id: 42 } } });
    expect(await screen.findByRole('heading', { name: 'Pedido confirmado 42' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/compra-realizada/42');
    // 'clear' empties the cart but keeps the address (spec §4).
    expect(currentCart().content).toEqual([]);
    expect(currentCart().total).toBe(0);
    expect(currentCart().address).toEqual(casa);
  });

  it('C-16 sends no affiliate referral, not even one written into the browser’s storage (the API reads its own proof cookie)', async () => {
    localStorage.setItem('mb.referral', JSON.stringify({ code: 'abcd2345', clicked_at: new Date().toISOString() }));
    try {
      const { api, user } = await showCart({ 'POST /api/cart/process': processed(8) });
      await user.click(screen.getByRole('radio', { name: 'Pix' }));
      await user.click(finish());
      expect(await screen.findByRole('heading', { name: 'Pedido confirmado 8' })).toBeInTheDocument();
      expect(Object.keys(api.calls('POST /api/cart/process')[0]?.body as object)).toEqual(['order_data']);
    } finally {
      localStorage.removeItem('mb.referral');
    }
  });

  it.each([
    ['bank_slip', 'Boleto'],
    ['pix', 'Pix'],
  ])('C-16 sends %s without card data', async (method, label) => {
    const { api, user } = await showCart({ 'POST /api/cart/process': processed(7) });
    await user.type(field('Número do cartão'), '4111');
    await user.click(screen.getByRole('radio', { name: label }));
    await user.click(finish());
    expect(await screen.findByRole('heading', { name: 'Pedido confirmado 7' })).toBeInTheDocument();
    expect(api.calls('POST /api/cart/process')[0]?.body).toEqual({
      order_data: {
        method,
        card: { number: '', name: '', year: '', month: '', cvv: '', installments: 1 },
        customer: { document: '52998224725', phone: '1132456789', cellphone: '11987654321' },
      },
    });
  });

  it.each([
    [422, 'Por favor, verifique os dados do pagamento novamente.'],
    [500, 'Por favor, verifique os dados do pagamento novamente.'],
    [502, 'Erro ao processar o pagamento. Entre em contato com o suporte.'],
    [409, 'Erro ao processar o pagamento. Entre em contato com o suporte.'],
    ['network', 'Erro ao processar o pagamento. Entre em contato com o suporte.'],
  ] as const)('C-17 a failure %s reads exactly as spec §8, and nothing typed is lost', async (failure, message) => {
    const { user } = await showCart({
      'POST /api/cart/process': () =>
        failure === 'network' ? 'network' : { status: failure, data: { message: 'Pagamento recusado.' } },
    });
    await fillCard(user);
    await user.click(finish());

    await waitFor(() => expect(alertMessages()).toEqual([message]));
    expect(finish()).toHaveTextContent('Finalizar compra');
    expect(finish()).toBeEnabled();
    expect(field('Número do cartão')).toHaveValue('4111 1111 1111 1111');
    expect(field('Nome impresso no cartão')).toHaveValue('Mariana Souza');
    expect(field('Mês de validade')).toHaveValue('12');
    expect(field('Ano de validade')).toHaveValue(nextYear);
    expect(field('CVV')).toHaveValue('123');
    expect(field('Parcelas')).toHaveValue('2');
    expect(currentLocation()).toBe('/carrinho');
    expect(currentCart().content).toHaveLength(2);
  });

  it('C-17 a card the gateway declines reads as the spec says, and the card stays as typed', async () => {
    // The API's sandbox declines this documented test card with a 422 on the card number.
    const declined = 'Pagamento recusado pela operadora do cartão.';
    const { user } = await showCart({
      'POST /api/cart/process': (request) =>
        (request.body as { order_data: { card: { number: string } } }).order_data.card.number === '4000000000000002'
          ? { status: 422, data: { message: declined, errors: { 'order_data.card.number': [declined] } } }
          : { status: 200, data: { order: { id: 42 } } },
    });
    await fillCard(user, '4000000000000002');
    await user.click(finish());

    await waitFor(() => expect(alertMessages()).toEqual(['Por favor, verifique os dados do pagamento novamente.']));
    expect(currentLocation()).toBe('/carrinho');
    expect(field('Número do cartão')).toHaveValue('4000 0000 0000 0002');
    expect(field('CVV')).toHaveValue('123');
  });

  it('reuses the idempotency key on a retry of the same data, and makes a new one when the data changes', async () => {
    let answers: Array<'network' | { status: number; data?: unknown }> = ['network', { status: 422 }];
    const { api, user } = await showCart({
      'POST /api/cart/process': () => answers.shift() ?? { status: 200, data: { order: { id: 9 } } },
    });
    await fillCard(user);
    await user.click(finish());
    await waitFor(() =>
      expect(alertMessages()).toEqual(['Erro ao processar o pagamento. Entre em contato com o suporte.']),
    );
    await user.click(finish());
    await waitFor(() => expect(alertMessages()).toEqual(['Por favor, verifique os dados do pagamento novamente.']));

    await user.selectOptions(field('Parcelas'), '3');
    answers = [];
    await user.click(finish());
    expect(await screen.findByRole('heading', { name: 'Pedido confirmado 9' })).toBeInTheDocument();

    const keys = api.calls('POST /api/cart/process').map(keyOf);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('a double click sends one order', async () => {
    const pending = deferred();
    const { api, user } = await showCart({ 'POST /api/cart/process': pending.handler });
    await fillCard(user);
    await user.dblClick(finish());
    await user.click(finish());
    await waitFor(() => expect(api.calls('POST /api/cart/process')).toHaveLength(1));
    pending.release({ status: 200, data: { order: { id: 5 } } });
    expect(await screen.findByRole('heading', { name: 'Pedido confirmado 5' })).toBeInTheDocument();
    expect(api.calls('POST /api/cart/process')).toHaveLength(1);
  });
});
