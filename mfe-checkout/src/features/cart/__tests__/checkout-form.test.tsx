import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialAuth, setAuth } from 'shared-contracts';
import { cartWith, casa } from '../../../testing/fixtures';
import {
  alertMessages,
  ok,
  renderCart,
  setUpCheckoutTests,
  showCart,
  field,
  type User,
  signIn,
  serveCheckoutApi,
  summaryValue,
} from '../../../testing/harness';
import { customer } from '../../../testing/fixtures';

setUpCheckoutTests();

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const preview = () => screen.getByRole('img', { name: /(Frente|Verso) do cartão/ });
const part = (name: string) => preview().querySelector(`[data-part="${name}"]`)?.textContent;

async function replaceText(user: User, label: string | RegExp, text: string) {
  await user.clear(field(label));
  if (text !== '') await user.type(field(label), text);
}

/** Intl writes a no-break space after R$. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

function errorOf(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('Coupon (C-04)', () => {
  it("C-04 'Adicionar' validates the code and refreshes the cart: the summary shows the coupon", async () => {
    let couponName: string | null = null;
    const { api, user } = await showCart({
      'GET /api/cart': () => ({ status: 200, data: cartWith({ address: casa, coupon_name: couponName }) }),
      'POST /api/cart/coupon-validate': () => {
        couponName = 'BEMVINDO10';
        return { status: 200, data: { message: 'Cupom aplicado.' } };
      },
    });
    const input = screen.getByRole('textbox', { name: 'Informe o Cupom' });
    expect(input).toHaveAttribute('placeholder', 'Informe o Cupom');
    await user.type(input, ' bemvindo10 ');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));

    const summary = screen.getByRole('region', { name: 'Resumo do pedido' });
    await waitFor(() => expect(within(summary).getByText('BEMVINDO10')).toBeInTheDocument());
    expect(api.calls('POST /api/cart/coupon-validate')[0]?.body).toEqual({ code: 'bemvindo10' });
    expect(input).toHaveValue('');
    expect(screen.getByText('Cupom aplicado.')).toBeInTheDocument();
  });

  it('C-04 a 422 shows the first message of each field; another status clears them', async () => {
    let status = 422;
    const { user } = await showCart({
      'POST /api/cart/coupon-validate': () => ({
        status,
        data: { message: 'x', errors: { code: ['Cupom expirado.', 'outra'], total: ['Valor mínimo não atingido.'] } },
      }),
    });
    const input = screen.getByRole('textbox', { name: 'Informe o Cupom' });
    await user.type(input, 'VENCIDO');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Cupom expirado.')).toBeInTheDocument();
    expect(screen.getByText('Valor mínimo não atingido.')).toBeInTheDocument();
    expect(screen.queryByText('outra')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    status = 500;
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(screen.queryByText('Cupom expirado.')).not.toBeInTheDocument());
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(alertMessages()).toEqual([]);
    expect(input).toHaveValue('VENCIDO');
  });

  it('C-04 an unknown code and an expired one show the message the API sends, each replacing the last; a valid one shows in the summary and clears it', async () => {
    // The API's answers for its demo coupons: a 422 on `code` with the reason, or the discount applied.
    let applied = false;
    const refused = (message: string) => ({ status: 422, data: { message, errors: { code: [message] } } });
    const { user } = await showCart({
      'GET /api/cart': () => ({
        status: 200,
        data: applied
          ? cartWith({
              address: casa,
              coupon_name: 'BEMVINDO10',
              discount: 34.55,
              total: 310.95,
              installments: [{ number: 1, value: 310.95, total: 310.95, taxes: 0 }],
            })
          : cartWith({ address: casa }),
      }),
      'POST /api/cart/coupon-validate': (request) => {
        const code = (request.body as { code: string }).code.toUpperCase();
        if (code === 'NATAL2025') return refused('Este cupom expirou.');
        if (code !== 'BEMVINDO10') return refused('Cupom inválido.');
        applied = true;
        return { status: 200, data: { message: 'Cupom aplicado.' } };
      },
    });
    const add = screen.getByRole('button', { name: 'Adicionar' });

    await replaceText(user, 'Informe o Cupom', 'NAOEXISTE');
    await user.click(add);
    expect(await screen.findByText('Cupom inválido.')).toBeVisible();

    await replaceText(user, 'Informe o Cupom', 'natal2025');
    await user.click(add);
    expect(await screen.findByText('Este cupom expirou.')).toBeVisible();
    expect(screen.queryByText('Cupom inválido.')).not.toBeInTheDocument();

    await replaceText(user, 'Informe o Cupom', 'bemvindo10');
    await user.click(add);
    await waitFor(() => expect(summaryValue('Cupom')).toBe('BEMVINDO10'));
    expect(plain(summaryValue('Descontos') ?? null)).toBe('- R$ 34,55');
    expect(screen.queryByText('Este cupom expirou.')).not.toBeInTheDocument();
  });
});

describe('Invoice (C-05)', () => {
  it('C-05 is prefilled from the signed-in user and masked', async () => {
    await showCart();
    expect(field('CPF')).toHaveValue('529.982.247-25');
    expect(field(/^Telefone/)).toHaveValue('(11) 3245-6789');
    expect(field('Celular')).toHaveValue('(11) 98765-4321');
  });

  it('C-05 masks CPF, Telefone and Celular as they are typed (react-imask)', async () => {
    setAuth(initialAuth);
    const { user } = await showCart();
    expect(field('CPF')).toHaveValue('');

    await user.type(field('CPF'), '39053344705');
    expect(field('CPF')).toHaveValue('390.533.447-05');
    await replaceText(user, 'CPF', '390abc533');
    expect(field('CPF')).toHaveValue('390.533');
    await user.type(field(/^Telefone/), '2135127788999');
    expect(field(/^Telefone/)).toHaveValue('(21) 3512-7788');
    await user.type(field('Celular'), '21991234567');
    expect(field('Celular')).toHaveValue('(21) 99123-4567');
  });

  it('C-05 C-07 C-09 typing over what is there keeps every mask: the prefilled invoice, one card after another, the CVV on the back', async () => {
    const { user } = await showCart();
    expect(field('CPF')).toHaveValue('529.982.247-25');
    expect(field(/^Telefone/)).toHaveValue('(11) 3245-6789');
    await replaceText(user, 'CPF', '39053344705');
    expect(field('CPF')).toHaveValue('390.533.447-05');
    await replaceText(user, /^Telefone/, '2135127788');
    expect(field(/^Telefone/)).toHaveValue('(21) 3512-7788');
    await replaceText(user, 'Celular', '21991234567');
    expect(field('Celular')).toHaveValue('(21) 99123-4567');

    // The number's mask changes with the brand each time the field is typed over.
    for (const [typed, masked, brand] of [
      ['378282246310005', '3782 822463 10005', 'American Express'],
      ['4111111111111111', '4111 1111 1111 1111', 'Visa'],
      ['5555555555554444', '5555 5555 5555 4444', 'Mastercard'],
    ] as const) {
      await replaceText(user, 'Número do cartão', typed);
      expect(field('Número do cartão')).toHaveValue(masked);
      expect(screen.getByText(`Bandeira: ${brand}`)).toBeVisible();
      expect(screen.getByRole('img', { name: `Frente do cartão ${brand}` })).toHaveTextContent(masked);
    }

    await user.type(field('CVV'), '12345');
    expect(field('CVV')).toHaveValue('1234');
    expect(screen.getByRole('img', { name: 'Verso do cartão' })).toHaveTextContent('1234');
    await user.click(field('Nome impresso no cartão'));
    expect(screen.getByRole('img', { name: /^Frente do cartão/ })).toBeVisible();
  });

  it('C-05 fills the fields when the user arrives after the page, unless something was typed', async () => {
    setAuth(initialAuth);
    await showCart();
    expect(field('CPF')).toHaveValue('');
    act(() => signIn(customer));
    await waitFor(() => expect(field('CPF')).toHaveValue('529.982.247-25'));
  });
});

describe('Payment method (C-06)', () => {
  it("C-06 offers 'Cartão de Crédito', 'Boleto' and 'Pix', credit card first and chosen", async () => {
    const { user } = await showCart();
    const group = screen.getByRole('group', { name: 'Forma de pagamento' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['Cartão de Crédito', 'Boleto', 'Pix']);
    expect(within(group).getByRole('radio', { name: 'Cartão de Crédito' })).toBeChecked();
    expect(field('Número do cartão')).toBeInTheDocument();

    await user.click(within(group).getByRole('radio', { name: 'Boleto' }));
    expect(screen.queryByLabelText('Número do cartão')).not.toBeInTheDocument();
    expect(screen.getByText(/Ao clicar em ‘Finalizar compra’, geramos o seu boleto/)).toBeInTheDocument();

    await user.click(within(group).getByRole('radio', { name: 'Pix' }));
    expect(screen.getByText(/mostramos um QR Code e o código Pix copia e cola/)).toBeInTheDocument();

    // Back to the card: what was typed there is kept.
    await user.click(within(group).getByRole('radio', { name: 'Cartão de Crédito' }));
    expect(field('Número do cartão')).toHaveValue('');
  });
});

describe('Card (C-07 to C-10)', () => {
  it.each([
    ['378282246310005', '3782 822463 10005', 'American Express'],
    ['4111111111111111', '4111 1111 1111 1111', 'Visa'],
    ['5555555555554444', '5555 5555 5555 4444', 'Mastercard'],
    ['6362970000457013', '6362 9700 0045 7013', 'Elo'],
    ['6062825624254001', '6062 8256 2425 4001', 'Hipercard'],
  ])('C-07 masks %s by its brand and names the brand', async (typed, masked, brand) => {
    const { user } = await showCart();
    await user.type(field('Número do cartão'), typed);
    expect(field('Número do cartão')).toHaveValue(masked);
    expect(screen.getByText(`Bandeira: ${brand}`)).toBeInTheDocument();
    expect(preview()).toHaveAccessibleName(`Frente do cartão ${brand}`);
    expect(part('number')).toBe(masked);
  });

  it('C-07 caps American Express at 15 digits and the others at 16; letters are ignored', async () => {
    const { user } = await showCart();
    await user.type(field('Número do cartão'), '3782822463100059999');
    expect(field('Número do cartão')).toHaveValue('3782 822463 10005');
    await replaceText(user, 'Número do cartão', '4111a1111111111119999');
    expect(field('Número do cartão')).toHaveValue('4111 1111 1111 1111');
  });

  it('C-07 the live preview follows the number, name and expiry as typed', async () => {
    const { user } = await showCart();
    expect(part('number')).toBe('•••• •••• •••• ••••');
    expect(part('name')).toBe('NOME IMPRESSO NO CARTÃO');
    expect(part('expiry')).toBe('MM/AA');

    await user.type(field('Número do cartão'), '411111');
    expect(part('number')).toBe('4111 11•• •••• ••••');
    await user.type(field('Nome impresso no cartão'), 'Mariana Souza');
    expect(part('name')).toBe('MARIANA SOUZA');
    const nextYear = String(new Date().getFullYear() + 1);
    await user.selectOptions(select('Ano de validade'), nextYear);
    await user.selectOptions(select('Mês de validade'), '07');
    expect(part('expiry')).toBe(`07/${nextYear.slice(-2)}`);
  });

  it('C-09 the CVV takes 4 digits at most and the preview turns to its back while it has focus', async () => {
    const { user } = await showCart();
    expect(preview()).toHaveAttribute('data-side', 'front');
    await user.click(field('CVV'));
    expect(preview()).toHaveAttribute('data-side', 'back');
    expect(preview()).toHaveAccessibleName('Verso do cartão');
    expect(part('cvv')).toBe('•••');
    await user.keyboard('12a345');
    expect(field('CVV')).toHaveValue('1234');
    expect(part('cvv')).toBe('1234');
    await user.tab();
    expect(preview()).toHaveAttribute('data-side', 'front');
  });

  it('C-10 lists the installments of the cart, A vista first and chosen, (sem juros) when taxes are 0', async () => {
    await showCart();
    const installments = select('Parcelas');
    expect([...installments.options].map((o) => plain(o.textContent))).toEqual([
      'A vista (R$ 345,50)',
      '2 vezes de R$ 172,75 = R$ 345,50 (sem juros)',
      '3 vezes de R$ 121,50 = R$ 364,50',
    ]);
    expect(installments).toHaveValue('1');
  });

  it("C-10 offers 'A vista' alone when the cart has no installments", async () => {
    await showCart({ 'GET /api/cart': ok(cartWith({ address: casa, installments: null })) });
    expect([...select('Parcelas').options].map((o) => plain(o.textContent))).toEqual(['A vista (R$ 345,50)']);
  });

  it('C-08 offers months 01-12 and the 12 years from the current one', async () => {
    await showCart();
    const months = [...select('Mês de validade').options].slice(1).map((o) => o.value);
    expect(months).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    const first = new Date().getFullYear();
    const years = [...select('Ano de validade').options].slice(1).map((o) => Number(o.value));
    expect(years).toEqual(Array.from({ length: 12 }, (_, i) => first + i));
  });

  describe('with the date fixed on 15 May 2026', () => {
    beforeEach(() => {
      jest.useFakeTimers({ now: new Date(2026, 4, 15, 10, 0, 0), advanceTimers: true });
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    it('C-08 disables months before the current one in the current year', async () => {
      serveCheckoutApi({ 'GET /api/cart': ok(cartWith({ address: casa })) });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderCart();
      await screen.findByRole('heading', { name: 'Resumo do pedido' });

      const month = (value: string) => within(select('Mês de validade')).getByRole('option', { name: value });
      expect(month('01')).toBeEnabled();
      await user.selectOptions(select('Ano de validade'), '2026');
      for (const early of ['01', '02', '03', '04']) expect(month(early)).toBeDisabled();
      for (const later of ['05', '06', '12']) expect(month(later)).toBeEnabled();
      expect([...select('Ano de validade').options].slice(1).map((o) => o.value)).toEqual(
        Array.from({ length: 12 }, (_, i) => String(2026 + i)),
      );

      await user.selectOptions(select('Ano de validade'), '2027');
      expect(month('01')).toBeEnabled();
    });

    it('C-08 a year change that leaves the month before the minimum clears it; a later month stays', async () => {
      serveCheckoutApi({ 'GET /api/cart': ok(cartWith({ address: casa })) });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderCart();
      await screen.findByRole('heading', { name: 'Resumo do pedido' });

      await user.selectOptions(select('Ano de validade'), '2027');
      await user.selectOptions(select('Mês de validade'), '03');
      await user.selectOptions(select('Ano de validade'), '2026');
      expect(select('Mês de validade')).toHaveValue('');

      await user.selectOptions(select('Ano de validade'), '2028');
      await user.selectOptions(select('Mês de validade'), '08');
      await user.selectOptions(select('Ano de validade'), '2026');
      expect(select('Mês de validade')).toHaveValue('08');
    });
  });

  describe('at either end of the year', () => {
    afterEach(() => {
      jest.useRealTimers();
    });

    it.each([
      [
        'on 15 January 2026: no month is disabled; 01 chosen for 2027 stays when 2026 is chosen',
        new Date(2026, 0, 15, 10, 0, 0),
        [],
      ],
      [
        'on 15 December 2026: every month but 12 is disabled; 01 chosen for 2027 is cleared when 2026 is chosen',
        new Date(2026, 11, 15, 10, 0, 0),
        ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11'],
      ],
    ])('C-08 %s', async (_case, now, disabled) => {
      jest.useFakeTimers({ now, advanceTimers: true });
      serveCheckoutApi({ 'GET /api/cart': ok(cartWith({ address: casa })) });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderCart();
      await screen.findByRole('heading', { name: 'Resumo do pedido' });

      // The placeholder and 12 years.
      expect(select('Ano de validade').options).toHaveLength(13);
      await user.selectOptions(select('Ano de validade'), '2027');
      await user.selectOptions(select('Mês de validade'), '01');
      await user.selectOptions(select('Ano de validade'), '2026');
      expect(select('Mês de validade')).toHaveValue(disabled.length > 0 ? '' : '01');
      const months = [...select('Mês de validade').options].slice(1);
      expect(months.filter((o) => o.disabled).map((o) => o.value)).toEqual(disabled);
      expect(months.filter((o) => !o.disabled)).toHaveLength(12 - disabled.length);
    });
  });

  it('shows what was wrong next to each card field', async () => {
    const { user } = await showCart();
    await user.type(field('Número do cartão'), '4111111111111112');
    await user.click(screen.getByRole('button', { name: 'Finalizar compra' }));
    expect(errorOf(field('Número do cartão'))).toContain('Informe um número de cartão válido.');
    expect(field('Número do cartão')).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(field('Nome impresso no cartão'))).toBe('Informe o nome impresso no cartão.');
    expect(errorOf(select('Mês de validade'))).toBe('Escolha o mês de validade.');
    expect(errorOf(select('Ano de validade'))).toBe('Escolha o ano de validade.');
    expect(errorOf(field('CVV'))).toContain('Informe o código de segurança (CVV).');

    // Fixing a field takes its message away.
    await replaceText(user, 'Nome impresso no cartão', 'Mariana');
    expect(field('Nome impresso no cartão')).not.toHaveAttribute('aria-invalid');
  });
});
