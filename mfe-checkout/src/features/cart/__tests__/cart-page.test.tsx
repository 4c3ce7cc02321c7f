import { screen, waitFor, within } from '@testing-library/react';
import { currentCart, resetSiteConfig } from 'shared-contracts';
import { deferred, type Handler } from 'shared-contracts/testing/fake-api';
import {
  cafe,
  cartWith,
  casa,
  emptyCartAnswer,
  fone,
  jadlog,
  pickup,
  quotes,
  trabalho,
} from '../../../testing/fixtures';
import {
  alertMessages,
  callLog,
  cartCalls,
  cartShown,
  currentLocation,
  ok,
  openCart,
  renderCart,
  seenEvents,
  setUpCheckoutTests,
  serveCheckoutApi,
  showCart,
  summary,
  summaryValue,
} from '../../../testing/harness';
import { resetFraudScript } from '../../../lib/fraud-script';

setUpCheckoutTests();

const groupOf = (seller: string) =>
  screen.getByRole('article', { name: new RegExp(`Vendido e entregue por ${seller}`) });
const shippingOf = (seller: string) => screen.getByRole('group', { name: `Entrega dos produtos de ${seller}` });

/** What the page asks after a change to the cart: the cart, new quotes, the chosen ones sent, the cart again. */
const REQUOTE = ['GET /api/cart', 'POST /api/cart/quote', 'POST /api/cart/update-shipping', 'GET /api/cart'];

/** Waits until the page sent the shipping chosen after a change and read the cart after it. */
async function requoted(api: ReturnType<typeof serveCheckoutApi>) {
  await waitFor(() => expect(api.calls('POST /api/cart/update-shipping')).toHaveLength(1));
  await waitFor(() => expect(callLog(api).at(-1)).toBe('GET /api/cart'));
}

describe('CartPage: loading and the first transitions (spec §4)', () => {
  it('shows a skeleton while the cart is read', async () => {
    const pending = deferred();
    serveCheckoutApi({ 'GET /api/cart': pending.handler });
    renderCart();
    expect(screen.getByRole('heading', { level: 1, name: 'Carrinho' })).toBeInTheDocument();
    expect(screen.getByText('Carregando seu carrinho...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finalizar compra' })).not.toBeInTheDocument();
    pending.release({ status: 200, data: cartWith() });
    await cartShown();
  });

  it('C-12 an empty cart goes home, replacing the cart in history', async () => {
    const api = serveCheckoutApi({ 'GET /api/cart': ok(emptyCartAnswer) });
    renderCart();
    expect(await screen.findByRole('heading', { name: 'Página inicial' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/');
    expect(api.calls('POST /api/cart/quote')).toHaveLength(0);
    expect(seenEvents.some((e) => e.type === 'analytics' && e.event === 'begin_checkout')).toBe(false);
  });

  it('C-12 a cart with a saved address has it selected, then the quotes are asked for', async () => {
    const api = serveCheckoutApi({ 'GET /api/cart': ok(cartWith({ address: trabalho })) });
    renderCart();
    await cartShown(api);
    expect(screen.getByRole('radio', { name: /Trabalho/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Casa/ })).not.toBeChecked();
    expect(api.calls('POST /api/cart/update-address')).toHaveLength(0);
    expect(api.calls('POST /api/cart/quote')).toHaveLength(1);
  });

  it('C-12 C-14 a cart without an address asks for quotes; the first of each seller is preselected and sent', async () => {
    const { api } = await openCart();

    expect(screen.getByRole('radio', { name: /Casa/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Trabalho/ })).not.toBeChecked();
    expect(callLog(api)).toEqual([
      'GET /api/cart',
      'GET /api/addresses',
      'POST /api/cart/quote',
      'POST /api/cart/update-shipping',
      'GET /api/cart',
    ]);
    expect(api.calls('POST /api/cart/update-shipping')[0]?.body).toEqual({
      hashs: { '1': 'q-1-sedex', '2': 'q-2-jadlog' },
    });
    expect(within(shippingOf('Tech Store')).getByRole('radio', { name: /SEDEX/ })).toBeChecked();
    expect(within(shippingOf('Tech Store')).getByRole('radio', { name: /PAC/ })).not.toBeChecked();
    expect(within(shippingOf('Empório Mineiro')).getByRole('radio', { name: /Jadlog/ })).toBeChecked();
  });

  it('shows an error with a retry when the cart cannot be read', async () => {
    let attempts = 0;
    const api = serveCheckoutApi({
      'GET /api/cart': () => {
        attempts += 1;
        return attempts === 1 ? { status: 500, data: { message: 'Erro' } } : { status: 200, data: cartWith() };
      },
    });
    const user = renderCart();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar seu carrinho.');
    expect(currentCart().content).toEqual([]);

    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await cartShown(api);
    expect(screen.queryByText('Não foi possível carregar seu carrinho.')).not.toBeInTheDocument();
  });

  it('leaves a 401 to the shell: the session-expired event goes out and no error is shown', async () => {
    serveCheckoutApi({ 'GET /api/cart': () => ({ status: 401, data: { message: 'Unauthenticated.' } }) });
    renderCart();
    await waitFor(() => expect(seenEvents).toContainEqual({ type: 'session-expired', url: '/api/cart' }));
    expect(alertMessages()).toEqual([]);
    expect(screen.getByText('Carregando seu carrinho...')).toBeInTheDocument();
  });
});

describe('CartPage: address (C-01, C-13)', () => {
  it("C-01 lists the saved addresses as radio cards with 'Adicionar novo' to the editor and back", async () => {
    const api = serveCheckoutApi();
    const user = renderCart();
    await cartShown(api);
    const section = screen.getByRole('region', { name: 'Endereço de entrega' });
    const radios = within(section).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(radios[0]).toHaveAccessibleName(
      /Casa.*Rua Augusta, 1508 - Apto 42.*Consolação, São Paulo - SP.*CEP 01304-001/,
    );
    const link = within(section).getByRole('link', { name: 'Adicionar novo' });
    expect(link).toHaveAttribute('href', '/cliente/enderecos/novo?redirect=cart');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Novo endereço' })).toBeInTheDocument();
  });

  it('C-13 changing the address updates it, refreshes the cart, then quotes again', async () => {
    const { api, user } = await showCart();
    api.requests.length = 0;

    await user.click(screen.getByRole('radio', { name: /Trabalho/ }));
    await requoted(api);

    expect(callLog(api)).toEqual(['POST /api/cart/update-address', ...REQUOTE]);
    expect(api.calls('POST /api/cart/update-address')[0]?.body).toEqual({ address_id: 11 });
    expect(screen.getByRole('radio', { name: /Trabalho/ })).toBeChecked();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(/atualizad/);
  });

  it.each([
    ['the query ?endereco=', { pathname: '/carrinho', search: '?endereco=11' }],
    ["the editor's navigation state", { pathname: '/carrinho', state: { selectedAddressId: 11 } }],
  ])('C-01 an address chosen in the editor (%s) is preselected and applied', async (_case, entry) => {
    const api = serveCheckoutApi({ 'GET /api/cart': ok(cartWith({ address: casa })) });
    renderCart(entry);
    await cartShown(api);
    await waitFor(() => expect(callLog(api).at(-1)).toBe('GET /api/cart'));
    expect(api.calls('POST /api/cart/update-address')[0]?.body).toEqual({ address_id: 11 });
    expect(callLog(api).slice(0, 6)).toEqual([
      'GET /api/cart',
      'GET /api/addresses',
      'POST /api/cart/update-address',
      'GET /api/cart',
      'POST /api/cart/quote',
      'POST /api/cart/update-shipping',
    ]);
    expect(screen.getByRole('radio', { name: /Trabalho/ })).toBeChecked();
    // Taken once: the address bar reads plainly /carrinho afterwards.
    expect(currentLocation()).toBe('/carrinho');
  });

  it('an address request equal to the saved one is only selected', async () => {
    const api = serveCheckoutApi({ 'GET /api/cart': ok(cartWith({ address: trabalho })) });
    renderCart('/carrinho?endereco=11');
    await cartShown(api);
    expect(api.calls('POST /api/cart/update-address')).toHaveLength(0);
    expect(screen.getByRole('radio', { name: /Trabalho/ })).toBeChecked();
  });

  it('a failed address update is silent and the refresh and quotes still follow', async () => {
    const api = serveCheckoutApi({
      'GET /api/cart': ok(cartWith({ address: casa })),
      'POST /api/cart/update-address': () => ({ status: 500, data: {} }),
    });
    const user = renderCart();
    await cartShown(api);
    const before = api.calls('POST /api/cart/quote').length;
    await user.click(screen.getByRole('radio', { name: /Trabalho/ }));
    await waitFor(() => expect(api.calls('POST /api/cart/quote').length).toBe(before + 1));
    expect(alertMessages()).toEqual([]);
  });
});

describe('CartPage: items by seller (C-02) and quantity (C-15)', () => {
  it('C-02 groups the items by seller with photo, name, store link, variation, prices and quantity', async () => {
    await openCart();

    const tech = groupOf('Tech Store');
    expect(within(tech).getByRole('link', { name: 'Tech Store' })).toHaveAttribute('href', '/loja/tech-store');
    const row = within(tech).getByRole('listitem');
    expect(row.querySelector('img')).toHaveAttribute('src', '/media/fone.svg');
    expect(row).toHaveTextContent('Fone de Ouvido Bluetooth');
    expect(row).toHaveTextContent('Cor: Preto');
    const struck = row.querySelector('s');
    expect(struck).toHaveTextContent('R$ 199,90');
    expect(row).toHaveTextContent(/R\$\s150,00/);
    // price × quantity
    expect(row).toHaveTextContent(/Total do item: R\$\s300,00/);
    expect(within(row).getByRole('group', { name: 'Quantidade de Fone de Ouvido Bluetooth' })).toHaveTextContent('2');

    const emporio = groupOf('Empório Mineiro');
    expect(within(emporio).getByRole('link', { name: 'Empório Mineiro' })).toHaveAttribute(
      'href',
      '/loja/emporio-mineiro',
    );
    expect(within(emporio).getByRole('listitem').querySelector('s')).toBeNull();
  });

  it('C-02 C-03 C-14 products of two sellers: one group each, named by its seller, with its product, store link and first quote chosen', async () => {
    await openCart();

    expect(screen.getAllByRole('article', { name: /^Vendido e entregue por/ })).toHaveLength(2);
    expect(screen.getAllByRole('group', { name: /^Entrega dos produtos de/ })).toHaveLength(2);
    for (const [seller, product] of [
      ['Tech Store', fone.name],
      ['Empório Mineiro', cafe.name],
    ] as const) {
      const group = screen.getByRole('article', { name: `Vendido e entregue por ${seller}` });
      expect(within(group).getByText(product, { exact: true })).toBeVisible();
      expect(within(group).getByRole('link', { name: seller })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/loja\//),
      );
      // Each seller's delivery options sit in that seller's group.
      const options = within(within(group).getByRole('group', { name: `Entrega dos produtos de ${seller}` }));
      expect(options.getAllByRole('radio')[0]).toBeChecked();
    }
    expect(within(shippingOf('Tech Store')).getAllByRole('radio')[0]?.closest('label')).toHaveTextContent(
      'Receba em até 3 dias úteis após o pagamento confirmado',
    );
  });

  it('C-02 hides plus at the maximum quantity and keeps minus working', async () => {
    await openCart();
    const cafeRow = within(groupOf('Empório Mineiro')).getByRole('listitem');
    expect(within(cafeRow).queryByRole('button', { name: /Aumentar/ })).not.toBeInTheDocument();
    expect(within(cafeRow).getByText('Quantidade máxima')).toBeInTheDocument();
    expect(within(cafeRow).getByRole('button', { name: 'Remover Café Especial 500g' })).toBeEnabled();
    const foneRow = within(groupOf('Tech Store')).getByRole('listitem');
    expect(
      within(foneRow).getByRole('button', { name: 'Aumentar quantidade de Fone de Ouvido Bluetooth' }),
    ).toBeVisible();
  });

  it('C-15 a quantity change updates the item, refreshes and quotes again', async () => {
    let cart = cartWith();
    const { api, user } = await openCart({
      'GET /api/cart': () => ({ status: 200, data: cart }),
      'POST /api/cart/update': () => {
        cart = cartWith({
          content: [
            { seller: { id: 1, name: 'Tech Store', slug: 'tech-store' }, items: [{ ...fone, quantity: 3 }] },
            { seller: { id: 2, name: 'Empório Mineiro', slug: 'emporio-mineiro' }, items: [cafe] },
          ],
        });
        return { status: 200, data: {} };
      },
    });
    api.requests.length = 0;

    await user.click(screen.getByRole('button', { name: 'Aumentar quantidade de Fone de Ouvido Bluetooth' }));
    await requoted(api);
    expect(callLog(api)).toEqual(['POST /api/cart/update', ...REQUOTE]);
    expect(api.calls('POST /api/cart/update')[0]?.body).toEqual({ item_key: '1-3', count: 1 });
    expect(screen.getByRole('group', { name: 'Quantidade de Fone de Ouvido Bluetooth' })).toHaveTextContent('3');
    expect(seenEvents.some((e) => e.type === 'analytics' && e.event === 'remove_from_cart')).toBe(false);
  });

  it('keeps the options on screen while a quantity change asks for quotes again', async () => {
    const second = deferred();
    let quotesAsked = 0;
    const { user } = await openCart({
      'POST /api/cart/update': ok({}),
      'POST /api/cart/quote': (request) => {
        quotesAsked += 1;
        return quotesAsked === 1 ? { status: 200, data: quotes } : second.handler(request);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Aumentar quantidade de Fone de Ouvido Bluetooth' }));
    await waitFor(() => expect(quotesAsked).toBe(2));
    expect(shippingOf('Tech Store')).toHaveAttribute('aria-busy', 'true');
    expect(within(shippingOf('Tech Store')).getByRole('radio', { name: /SEDEX/ })).toBeChecked();
    second.release({ status: 200, data: quotes });
    await waitFor(() => expect(shippingOf('Tech Store')).toHaveAttribute('aria-busy', 'false'));
  });

  it('C-15 a removal pushes remove_from_cart with product, price, category and option', async () => {
    let cart = cartWith();
    const { api, user } = await openCart({
      'GET /api/cart': () => ({ status: 200, data: cart }),
      'POST /api/cart/update': () => {
        cart = cartWith({ content: [{ seller: { id: 1, name: 'Tech Store', slug: 'tech-store' }, items: [fone] }] });
        return {
          status: 200,
          data: {
            removed: {
              product: { id: 7, name: 'Café Especial 500g' },
              price: 45.5,
              product_category: { name: 'Alimentos' },
              product_variation_option: null,
            },
          },
        };
      },
    });

    await user.click(screen.getByRole('button', { name: 'Remover Café Especial 500g' }));
    await waitFor(() =>
      expect(seenEvents).toContainEqual({
        type: 'analytics',
        event: 'remove_from_cart',
        data: {
          items: [
            { item_name: 'Café Especial 500g', price: 45.5, item_category: 'Alimentos', item_variant: undefined },
          ],
        },
      }),
    );
    expect(api.calls('POST /api/cart/update')[0]?.body).toEqual({ item_key: '7-0', count: -1 });
    await waitFor(() => expect(screen.queryByRole('article', { name: /Empório Mineiro/ })).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '' })).toHaveTextContent(/removido do carrinho|atualizad/),
    );
  });

  it('C-15 plus and minus step the quantity through the API; minus at 1 removes the last item and goes home', async () => {
    // The API's cart/update: one unit more or less, the line gone at zero and named in `removed`.
    let quantity = 1;
    const cartNow = () =>
      quantity === 0
        ? emptyCartAnswer
        : cartWith({
            content: [{ seller: { id: 1, name: 'Tech Store', slug: 'tech-store' }, items: [{ ...fone, quantity }] }],
            subtotal: 150 * quantity,
            total: 150 * quantity,
            installments: [{ number: 1, value: 150 * quantity, total: 150 * quantity, taxes: 0 }],
          });
    const { api, user } = await openCart({
      'GET /api/cart': () => ({ status: 200, data: cartNow() }),
      'POST /api/cart/quote': ok({ '1': quotes['1'] }),
      'POST /api/cart/update': (request) => {
        quantity += (request.body as { count: number }).count;
        const removed = {
          product: { id: 1, name: fone.name },
          price: fone.price,
          product_category: { name: 'Eletrônicos' },
          product_variation_option: { name: 'Preto' },
        };
        return { status: 200, data: quantity > 0 ? {} : { removed } };
      },
    });
    const stepper = () => screen.getByRole('group', { name: `Quantidade de ${fone.name}` });

    await user.click(screen.getByRole('button', { name: `Aumentar quantidade de ${fone.name}` }));
    await waitFor(() => expect(stepper()).toHaveTextContent('2'));
    await user.click(screen.getByRole('button', { name: `Diminuir quantidade de ${fone.name}` }));
    await waitFor(() => expect(stepper()).toHaveTextContent('1'));
    await user.click(screen.getByRole('button', { name: `Remover ${fone.name}` }));

    expect(await screen.findByRole('heading', { name: 'Página inicial' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/');
    expect(api.calls('POST /api/cart/update').map((request) => request.body)).toEqual([
      { item_key: '1-3', count: 1 },
      { item_key: '1-3', count: -1 },
      { item_key: '1-3', count: -1 },
    ]);
  });

  it('C-15 emptying the cart by quantity goes home', async () => {
    let cart = cartWith({
      content: [{ seller: { id: 2, name: 'Empório Mineiro', slug: 'emporio-mineiro' }, items: [cafe] }],
    });
    const { user } = await openCart({
      'GET /api/cart': () => ({ status: 200, data: cart }),
      'POST /api/cart/update': () => {
        cart = emptyCartAnswer;
        return { status: 200, data: {} };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Remover Café Especial 500g' }));
    expect(await screen.findByRole('heading', { name: 'Página inicial' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/');
  });
});

describe('CartPage: shipping options (C-03, C-14)', () => {
  it('C-03 shows delivery with carrier, service, days and price, and pickup with its address and Grátis', async () => {
    await openCart();

    const tech = shippingOf('Tech Store');
    const sedexOption = within(tech).getByRole('radio', { name: /SEDEX/ }).closest('label');
    expect(sedexOption).toHaveTextContent('Correios - SEDEX');
    expect(sedexOption).toHaveTextContent('Receba em até 3 dias úteis após o pagamento confirmado');
    expect(sedexOption).toHaveTextContent(/R\$\s25,90/);

    const pickupOption = within(shippingOf('Empório Mineiro'))
      .getByRole('radio', { name: /Retire na loja/ })
      .closest('label');
    expect(pickupOption).toHaveTextContent('Retire na loja em 2 dias úteis após o pagamento confirmado.');
    expect(pickupOption).toHaveTextContent(pickup.address ?? '');
    expect(pickupOption).toHaveTextContent('Grátis');
  });

  it('C-14 changing an option updates the shipping and refreshes: the summary follows', async () => {
    let shippingTotal = 43.9;
    const { api, user } = await openCart({
      'GET /api/cart': () => ({
        status: 200,
        data: cartWith({ shipping: shippingTotal, total: 345.5 + shippingTotal }),
      }),
      'POST /api/cart/update-shipping': (request) => {
        const { hashs } = request.body as { hashs: Record<string, string> };
        shippingTotal = (hashs['1'] === 'q-1-pac' ? 15.5 : 25.9) + (hashs['2'] === 'q-2-pickup' ? 0 : 18);
        return { status: 200, data: {} };
      },
    });
    expect(summaryValue('Taxa de Entrega')).toMatch(/R\$\s43,90/);
    api.requests.length = 0;

    await user.click(within(shippingOf('Empório Mineiro')).getByRole('radio', { name: /Retire na loja/ }));
    await waitFor(() => expect(summaryValue('Taxa de Entrega')).toMatch(/R\$\s25,90/));
    expect(callLog(api)).toEqual(['POST /api/cart/update-shipping', 'GET /api/cart']);
    expect(api.calls('POST /api/cart/update-shipping')[0]?.body).toEqual({
      hashs: { '1': 'q-1-sedex', '2': 'q-2-pickup' },
    });
    expect(within(shippingOf('Empório Mineiro')).getByRole('radio', { name: /Retire na loja/ })).toBeChecked();
    expect(
      within(shippingOf('Empório Mineiro')).getByRole('radio', { name: new RegExp(jadlog.carrier) }),
    ).not.toBeChecked();
  });

  it('C-14 after another seller changes quantity, an option still offered stays chosen; a new address starts over', async () => {
    const { api, user } = await openCart({
      'GET /api/cart': ok(cartWith({ address: casa })),
      'POST /api/cart/update': ok({}),
    });
    await user.click(within(shippingOf('Empório Mineiro')).getByRole('radio', { name: /Retire na loja/ }));
    await waitFor(() => expect(api.calls('POST /api/cart/update-shipping')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Aumentar quantidade de Fone de Ouvido Bluetooth' }));
    await waitFor(() => expect(api.calls('POST /api/cart/update-shipping')).toHaveLength(3));
    expect(api.calls('POST /api/cart/update-shipping')[2]?.body).toEqual({
      hashs: { '1': 'q-1-sedex', '2': 'q-2-pickup' },
    });
    await waitFor(() => expect(cartCalls(api).at(-1)).toBe('GET /api/cart'));

    await user.click(screen.getByRole('radio', { name: /Trabalho/ }));
    await waitFor(() => expect(api.calls('POST /api/cart/update-shipping')).toHaveLength(4));
    expect(api.calls('POST /api/cart/update-shipping')[3]?.body).toEqual({
      hashs: { '1': 'q-1-sedex', '2': 'q-2-jadlog' },
    });
  });

  it('C-14 a failed shipping update is ignored except for the refresh', async () => {
    const { api, user } = await openCart({
      'POST /api/cart/update-shipping': () => ({ status: 422, data: { errors: {} } }),
    });
    api.requests.length = 0;
    await user.click(within(shippingOf('Tech Store')).getByRole('radio', { name: /PAC/ }));
    await waitFor(() => expect(callLog(api)).toEqual(['POST /api/cart/update-shipping', 'GET /api/cart']));
    expect(alertMessages()).toEqual([]);
  });

  it('says so when a seller has no option for the address, and when the quote fails offers a retry', async () => {
    let fail = true;
    const api = serveCheckoutApi({
      'GET /api/cart': ok(cartWith({ address: casa })),
      'POST /api/cart/quote': () =>
        fail ? { status: 500, data: {} } : { status: 200, data: { '1': quotes['1'], '2': [] } },
    });
    const user = renderCart();
    await screen.findByRole('heading', { name: 'Resumo do pedido' });
    const retry = await within(shippingOf('Tech Store')).findByRole('button', { name: 'Tentar novamente' });
    expect(shippingOf('Tech Store')).toHaveTextContent('Não foi possível calcular o frete.');
    fail = false;
    await user.click(retry);
    expect(
      await within(shippingOf('Empório Mineiro')).findByText('Nenhuma opção de entrega disponível para este endereço.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls('POST /api/cart/update-shipping')[0]?.body).toEqual({ hashs: { '1': 'q-1-sedex' } }),
    );
  });
});

describe('CartPage: summary (C-11), analytics (C-18) and fraud prevention (C-19)', () => {
  it('C-11 shows subtotal, delivery fee, coupon, discounts, total and the largest installment', async () => {
    const api = serveCheckoutApi({
      'GET /api/cart': ok(
        cartWith({
          shipping: 43.9,
          coupon_name: 'BEMVINDO10',
          discount: 10,
          total: 379.4,
          installments: [
            { number: 1, value: 379.4, total: 379.4, taxes: 0 },
            { number: 10, value: 37.94, total: 379.4, taxes: 0 },
          ],
        }),
      ),
    });
    renderCart();
    await cartShown(api);
    expect(summaryValue('Subtotal')).toMatch(/R\$\s345,50/);
    expect(summaryValue('Taxa de Entrega')).toMatch(/R\$\s43,90/);
    expect(summaryValue('Cupom')).toBe('BEMVINDO10');
    expect(summaryValue('Descontos')).toMatch(/- R\$\s10,00/);
    expect(summaryValue('Valor Total')).toMatch(/R\$\s379,40/);
    expect(within(summary()).getByText(/^ou 10 x R\$\s37,94$/)).toBeInTheDocument();
    expect(within(summary()).getByRole('button', { name: 'Finalizar compra' })).toBeEnabled();
    expect(within(summary()).getByText('Compra segura')).toBeInTheDocument();
  });

  it("C-11 shows '-' when there is no coupon", async () => {
    await openCart();
    expect(summaryValue('Cupom')).toBe('-');
  });

  it('C-18 pushes begin_checkout once, with the items of the cart', async () => {
    const { api, user } = await showCart();
    // More refreshes (an address change) do not begin the checkout again.
    await user.click(screen.getByRole('radio', { name: /Trabalho/ }));
    await waitFor(() => expect(api.calls('POST /api/cart/quote')).toHaveLength(2));

    const begun = seenEvents.filter((e) => e.type === 'analytics' && e.event === 'begin_checkout');
    expect(begun).toHaveLength(1);
    expect(begun[0]).toMatchObject({
      data: {
        currency: 'BRL',
        value: 345.5,
        items: [
          { item_name: 'Fone de Ouvido Bluetooth', price: 150, quantity: 2, item_variant: 'Preto' },
          { item_name: 'Café Especial 500g', price: 45.5, quantity: 1, item_category: 'Alimentos' },
        ],
      },
    });
  });

  describe('C-19 fraud-prevention script', () => {
    const realFetch = globalThis.fetch;
    const siteConfig = (body: unknown) => {
      const answer = { ok: true, status: 200, json: async () => body } as unknown as Response;
      globalThis.fetch = jest.fn(async () => answer) as typeof fetch;
    };
    const fraudScripts = () => document.head.querySelectorAll('script[data-fraud-prevention]');

    beforeEach(() => {
      resetSiteConfig();
      resetFraudScript();
      fraudScripts().forEach((script) => script.remove());
    });
    afterEach(() => {
      globalThis.fetch = realFetch;
    });

    it('loads the device script once from the configured host with the cart session', async () => {
      siteConfig({ fraudScriptHost: 'h.online-metrix.net' });
      const api = serveCheckoutApi({ 'GET /api/cart/sessionid': ok({ appId: 'org123', sessionId: 'sess-9' }) });
      const user = renderCart();
      await cartShown(api);
      await waitFor(() => expect(fraudScripts()).toHaveLength(1));
      const script = fraudScripts()[0] as HTMLScriptElement;
      expect(script.src).toBe('https://h.online-metrix.net/fp/tags.js?org_id=org123&session_id=sess-9');
      expect(script.async).toBe(true);

      await user.click(screen.getByRole('radio', { name: /Casa/ }));
      await waitFor(() => expect(api.calls('POST /api/cart/quote')).toHaveLength(2));
      expect(api.calls('GET /api/cart/sessionid')).toHaveLength(1);
      expect(fraudScripts()).toHaveLength(1);
    });

    it('requests nothing without a host, and nothing fails', async () => {
      siteConfig({ fraudScriptHost: null });
      const api = serveCheckoutApi();
      renderCart();
      await cartShown(api);
      await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
      expect(api.calls('GET /api/cart/sessionid')).toHaveLength(0);
      expect(fraudScripts()).toHaveLength(0);
      expect(alertMessages()).toEqual([]);
    });

    it('goes on without the script when the session id cannot be had', async () => {
      siteConfig({ fraudScriptHost: 'h.online-metrix.net' });
      const failing: Handler = () => ({ status: 500, data: {} });
      const api = serveCheckoutApi({ 'GET /api/cart/sessionid': failing });
      renderCart();
      await cartShown(api);
      await waitFor(() => expect(api.calls('GET /api/cart/sessionid')).toHaveLength(1));
      expect(fraudScripts()).toHaveLength(0);
      expect(alertMessages()).toEqual([]);
    });
  });
});
