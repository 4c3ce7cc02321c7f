import { serverForAll } from '../../../testing/server-for-tests';
import type { Cart } from '../cart-view';
import { billableKilos, distanceTier, quoteSeller, stateOfCep, type QuoteItem } from '../shipping-quotes';
import {
  addToCart,
  findProduct,
  HOME_ADDRESS,
  newCustomer,
  quote,
  type ErrorBody,
  type ProductRow,
  type Quote,
} from './checkout-fixtures';

const item = (overrides: Partial<QuoteItem> = {}): QuoteItem => ({
  productId: 1,
  optionId: null,
  quantity: 1,
  unitPriceCents: 10000,
  department: 'Livros',
  ...overrides,
});

describe('shipping quote calculation', () => {
  it('finds the state of a CEP from the ranges of each state', () => {
    expect(stateOfCep('01310-100')).toBe('SP');
    expect(stateOfCep('20040020')).toBe('RJ');
    expect(stateOfCep('30130003')).toBe('MG');
    expect(stateOfCep('69900000')).toBe('AC');
    expect(stateOfCep('70040010')).toBe('DF');
    expect(stateOfCep('90010000')).toBe('RS');
    expect(stateOfCep('00000000')).toBeNull();
    expect(stateOfCep('123')).toBeNull();
  });

  it('compares the destination with the seller state: same state, region, neighbour region, far', () => {
    expect(distanceTier('SP', '01310100')).toBe(0);
    expect(distanceTier('MG', '01310100')).toBe(1);
    expect(distanceTier('PR', '01310100')).toBe(2);
    expect(distanceTier('AM', '90010000')).toBe(3);
    expect(distanceTier('SP', '00000000')).toBe(3);
  });

  it('weighs heavier departments and dearer items more, never under 1 kg', () => {
    expect(billableKilos([item({ department: 'Livros', unitPriceCents: 3000 })])).toBe(1);
    expect(billableKilos([item({ department: 'Eletrodomésticos', unitPriceCents: 200000 })])).toBeGreaterThan(5);
    expect(billableKilos([item({ quantity: 10 })])).toBeGreaterThan(billableKilos([item()]));
  });

  it('C-03 offers Correios PAC and SEDEX, Jadlog and Loggi near the seller, cheapest first, pickup last', () => {
    const near = quoteSeller({ stateName: 'SP', pickup: { address: 'Rua A, 1', days: 2 } }, '01310100', [item()]);
    expect(near.map((option) => `${option.carrier} ${option.service}`)).toEqual(
      expect.arrayContaining(['Correios PAC', 'Correios SEDEX', 'Jadlog .Package', 'Loggi Expresso']),
    );
    const deliveries = near.filter((option) => option.gateway !== 'pickup_store');
    expect(deliveries.map((option) => option.priceCents)).toEqual(
      [...deliveries.map((option) => option.priceCents)].sort((a, b) => a - b),
    );
    expect(near[near.length - 1]).toEqual({
      code: 'pickup-store',
      carrier: 'Retirada na loja',
      service: 'Retirada na loja',
      gateway: 'pickup_store',
      deliveryTime: 2,
      priceCents: 0,
      address: 'Rua A, 1',
    });
    for (const option of deliveries) {
      expect(option.priceCents % 100).toBe(90);
      expect(option.address).toBeNull();
    }

    const far = quoteSeller({ stateName: 'AM', pickup: null }, '90010000', [item()]);
    expect(far.some((option) => option.gateway === 'loggi')).toBe(false);
    expect(far.some((option) => option.gateway === 'pickup_store')).toBe(false);
    const pac = (options: typeof far) => options.find((option) => option.code === 'correios-pac');
    expect(pac(far)?.priceCents).toBeGreaterThan(pac(near)?.priceCents ?? Infinity);
    expect(pac(far)?.deliveryTime).toBeGreaterThan(pac(near)?.deliveryTime ?? Infinity);
  });

  it('leaves out the Correios above 30 kg, keeping Jadlog', () => {
    const heavy = quoteSeller({ stateName: 'SP', pickup: null }, '01310100', [
      item({ department: 'Eletrodomésticos', unitPriceCents: 300000, quantity: 10 }),
    ]);
    expect(heavy.map((option) => option.gateway)).toEqual(['jadlog']);
  });
});

const server = serverForAll();
let pickupProduct: ProductRow;
let plainProduct: ProductRow;

beforeAll(async () => {
  pickupProduct = await findProduct(
    server,
    "p.stock BETWEEN 10 AND 900 AND s.pickup_address IS NOT NULL AND s.state_name = 'SP'",
  );
  plainProduct = await findProduct(server, 'p.stock BETWEEN 10 AND 900 AND s.pickup_address IS NULL');
});

async function changePrice(productId: number, cents: number): Promise<void> {
  await server.app.kysely
    .updateTable('products')
    .set((eb) => ({ price_cents: eb('price_cents', '+', cents) }))
    .where('id', '=', productId)
    .execute();
}

async function cartOf(customer: Awaited<ReturnType<typeof newCustomer>>): Promise<Cart> {
  const response = await customer.client.get('/api/cart');
  expect(response.status).toBe(200);
  return response.body as Cart;
}

describe('POST /api/cart/update-address', () => {
  it('C-13 keeps the chosen address of the customer and answers it in the cart', async () => {
    const customer = await newCustomer(server);
    await addToCart(customer.client, pickupProduct.id);
    const response = await customer.client.post('/api/cart/update-address', { address_id: customer.addressId });
    expect(response.status).toBe(200);
    expect((await cartOf(customer)).address).toEqual({
      id: customer.addressId,
      ...HOME_ADDRESS,
    });
  });

  it("refuses someone else's address, a missing one and a non-number (422)", async () => {
    const customer = await newCustomer(server);
    const other = await newCustomer(server);
    const foreign = await customer.client.post('/api/cart/update-address', { address_id: other.addressId });
    expect(foreign.status).toBe(422);
    expect((foreign.body as ErrorBody).errors).toEqual({ address_id: ['O endereço selecionado é inválido.'] });
    const missing = await customer.client.post('/api/cart/update-address', {});
    expect((missing.body as ErrorBody).errors).toEqual({ address_id: ['O campo endereço é obrigatório.'] });
    const text = await customer.client.post('/api/cart/update-address', { address_id: 'casa' });
    expect((text.body as ErrorBody).errors).toEqual({ address_id: ['O campo endereço deve ser um número inteiro.'] });
    expect((await cartOf(customer)).address).toBeNull();
  });

  it('answers 401 to guests and 403 to affiliates', async () => {
    const guest = server.client();
    await guest.csrf();
    expect((await guest.post('/api/cart/update-address', { address_id: 1 })).status).toBe(401);
    const affiliate = server.client();
    await affiliate.login('afiliado@demo.com.br', 'demo1234');
    await affiliate.csrf();
    const response = await affiliate.post('/api/cart/update-address', { address_id: 1 });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Apenas clientes podem comprar.' });
  });
});

describe('POST /api/cart/quote', () => {
  it("C-12 asks for an address first: 422 'Escolha um endereço de entrega.'", async () => {
    const customer = await newCustomer(server);
    await addToCart(customer.client, pickupProduct.id);
    const response = await customer.client.post('/api/cart/quote');
    expect(response.status).toBe(422);
    expect((response.body as ErrorBody).errors).toEqual({ address_id: ['Escolha um endereço de entrega.'] });
  });

  it('C-03 quotes every seller of the cart with the ShippingQuote shape, pickup where the seller has one', async () => {
    const customer = await newCustomer(server);
    await addToCart(customer.client, pickupProduct.id, 2);
    await addToCart(customer.client, plainProduct.id);
    await customer.client.post('/api/cart/update-address', { address_id: customer.addressId });

    const quotes = await quote(customer.client);
    expect(Object.keys(quotes).sort()).toEqual(
      [String(pickupProduct.seller_id), String(plainProduct.seller_id)].sort(),
    );

    for (const options of Object.values(quotes)) {
      expect(options.length).toBeGreaterThanOrEqual(3);
      for (const option of options) {
        expect(Object.keys(option).sort()).toEqual(
          ['address', 'carrier', 'deliveryTime', 'gateway', 'hash', 'price', 'shippingServiceName'].sort(),
        );
        expect(['correios', 'jadlog', 'loggi', 'pickup_store']).toContain(option.gateway);
        expect(Number.isInteger(option.deliveryTime)).toBe(true);
        expect(option.hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
        if (option.gateway !== 'pickup_store') {
          expect(option.address).toBeNull();
          expect(option.price).toBeGreaterThan(0);
        }
      }
      const services = options.map((option) => `${option.carrier} ${option.shippingServiceName}`);
      expect(services).toEqual(expect.arrayContaining(['Correios PAC', 'Correios SEDEX', 'Jadlog .Package']));
      expect(new Set(options.map((option) => option.hash)).size).toBe(options.length);
    }

    const pickup = quotes[String(pickupProduct.seller_id)]?.find((option) => option.gateway === 'pickup_store');
    expect(pickup).toEqual({
      hash: expect.any(String),
      carrier: 'Retirada na loja',
      shippingServiceName: 'Retirada na loja',
      deliveryTime: pickupProduct.pickup_days,
      price: 0,
      gateway: 'pickup_store',
      address: pickupProduct.pickup_address,
    });
    expect(quotes[String(plainProduct.seller_id)]?.some((option) => option.gateway === 'pickup_store')).toBe(false);
  });

  it('quotes again with the same hashes while nothing changes, and other prices for a farther address', async () => {
    const customer = await newCustomer(server);
    await addToCart(customer.client, pickupProduct.id);
    await customer.client.post('/api/cart/update-address', { address_id: customer.addressId });
    const first = await quote(customer.client);
    expect(await quote(customer.client)).toEqual(first);

    await customer.client.post('/api/cart/update-address', { address_id: customer.otherAddressId });
    const far = await quote(customer.client);
    const key = String(pickupProduct.seller_id);
    const pac = (quotes: Record<string, Quote[]>) =>
      quotes[key]?.find((option) => option.shippingServiceName === 'PAC');
    expect(pac(far)?.price).toBeGreaterThan(pac(first)?.price ?? Infinity);
    expect(pac(far)?.hash).not.toBe(pac(first)?.hash);
  });

  it('answers an empty map for an empty cart', async () => {
    const customer = await newCustomer(server);
    await customer.client.post('/api/cart/update-address', { address_id: customer.addressId });
    expect(await quote(customer.client)).toEqual({});
  });
});

describe('POST /api/cart/update-shipping', () => {
  it('C-14 stores the chosen option: the cart adds its price as shipping and lists the condition', async () => {
    const customer = await newCustomer(server);
    await addToCart(customer.client, pickupProduct.id);
    await addToCart(customer.client, plainProduct.id);
    await customer.client.post('/api/cart/update-address', { address_id: customer.addressId });
    const quotes = await quote(customer.client);
    const first = quotes[String(pickupProduct.seller_id)]?.[0] as Quote;
    const second = quotes[String(plainProduct.seller_id)]?.[1] as Quote;

    const response = await customer.client.post('/api/cart/update-shipping', {
      hashs: { [pickupProduct.seller_id]: first.hash, [plainProduct.seller_id]: second.hash },
    });
    expect(response.status).toBe(200);

    const cart = await cartOf(customer);
    expect(cart.shipping).toBeCloseTo(first.price + second.price, 2);
    expect(cart.total).toBeCloseTo(cart.subtotal + cart.shipping, 2);
    expect(cart.conditions).toEqual([
      {
        name: `Frete ${pickupProduct.seller_name} (${first.carrier} ${first.shippingServiceName})`,
        type: 'shipping',
        value: first.price,
      },
      {
        name: `Frete ${plainProduct.seller_name} (${second.carrier} ${second.shippingServiceName})`,
        type: 'shipping',
        value: second.price,
      },
    ]);

    // Choosing store pickup makes that seller's shipping free.
    const pickup = quotes[String(pickupProduct.seller_id)]?.find((option) => option.gateway === 'pickup_store');
    await customer.client.post('/api/cart/update-shipping', { hashs: { [pickupProduct.seller_id]: pickup?.hash } });
    expect((await cartOf(customer)).shipping).toBeCloseTo(second.price, 2);
  });

  it('refuses a tampered hash, a hash of another seller or of another customer, and unknown sellers', async () => {
    const customer = await newCustomer(server);
    await addToCart(customer.client, pickupProduct.id);
    await addToCart(customer.client, plainProduct.id);
    await customer.client.post('/api/cart/update-address', { address_id: customer.addressId });
    const quotes = await quote(customer.client);
    const own = quotes[String(pickupProduct.seller_id)]?.[0] as Quote;
    const sellerKey = String(pickupProduct.seller_id);
    const invalid = 'A opção de entrega escolhida é inválida ou expirou. Faça a cotação novamente.';

    const flipped = `${own.hash.slice(0, 10)}${own.hash[10] === 'A' ? 'B' : 'A'}${own.hash.slice(11)}`;
    const tampered = await customer.client.post('/api/cart/update-shipping', { hashs: { [sellerKey]: flipped } });
    expect(tampered.status).toBe(422);
    expect((tampered.body as ErrorBody).errors).toEqual({ [`hashs.${sellerKey}`]: [invalid] });

    const crossed = await customer.client.post('/api/cart/update-shipping', {
      hashs: { [plainProduct.seller_id]: own.hash },
    });
    expect((crossed.body as ErrorBody).errors).toEqual({ [`hashs.${plainProduct.seller_id}`]: [invalid] });

    const unknown = await customer.client.post('/api/cart/update-shipping', { hashs: { 999999: own.hash } });
    expect((unknown.body as ErrorBody).errors).toEqual({ 'hashs.999999': ['Este vendedor não está no seu carrinho.'] });

    // Same seller, same contents, same CEP: still bound to the customer who asked.
    const other = await newCustomer(server);
    await addToCart(other.client, pickupProduct.id);
    await addToCart(other.client, plainProduct.id);
    await other.client.post('/api/cart/update-address', { address_id: other.addressId });
    const stolen = await other.client.post('/api/cart/update-shipping', { hashs: { [sellerKey]: own.hash } });
    expect(stolen.status).toBe(422);

    const missing = await customer.client.post('/api/cart/update-shipping', {});
    expect((missing.body as ErrorBody).errors).toEqual({ hashs: ['O campo opções de entrega é obrigatório.'] });
    const notObject = await customer.client.post('/api/cart/update-shipping', { hashs: ['x'] });
    expect(notObject.status).toBe(422);

    // A refused request changes nothing, even for the valid part of it.
    const mixed = await customer.client.post('/api/cart/update-shipping', {
      hashs: { [sellerKey]: own.hash, [plainProduct.seller_id]: 'x' },
    });
    expect(mixed.status).toBe(422);
    expect((await cartOf(customer)).shipping).toBe(0);
  });

  it('refuses stale hashes: after a quantity change or an address change the quote must be made again', async () => {
    const customer = await newCustomer(server);
    await addToCart(customer.client, pickupProduct.id);
    await customer.client.post('/api/cart/update-address', { address_id: customer.addressId });
    const sellerKey = String(pickupProduct.seller_id);
    const before = (await quote(customer.client))[sellerKey]?.[0] as Quote;

    await addToCart(customer.client, pickupProduct.id);
    const afterAdd = await customer.client.post('/api/cart/update-shipping', { hashs: { [sellerKey]: before.hash } });
    expect(afterAdd.status).toBe(422);

    const fresh = (await quote(customer.client))[sellerKey]?.[0] as Quote;
    expect(
      (await customer.client.post('/api/cart/update-shipping', { hashs: { [sellerKey]: fresh.hash } })).status,
    ).toBe(200);
    expect((await cartOf(customer)).shipping).toBe(fresh.price);

    // The quantity changes: the choice is forgotten and its hash no longer accepted.
    const update = await customer.client.post('/api/cart/update', { item_key: `${pickupProduct.id}-0`, count: 1 });
    expect(update.status).toBe(200);
    expect((await cartOf(customer)).shipping).toBe(0);
    expect(
      (await customer.client.post('/api/cart/update-shipping', { hashs: { [sellerKey]: fresh.hash } })).status,
    ).toBe(422);

    // The address changes: every choice is forgotten.
    const current = (await quote(customer.client))[sellerKey]?.[0] as Quote;
    await customer.client.post('/api/cart/update-shipping', { hashs: { [sellerKey]: current.hash } });
    expect((await cartOf(customer)).shipping).toBe(current.price);
    await customer.client.post('/api/cart/update-address', { address_id: customer.otherAddressId });
    expect((await cartOf(customer)).shipping).toBe(0);
    expect(
      (await customer.client.post('/api/cart/update-shipping', { hashs: { [sellerKey]: current.hash } })).status,
    ).toBe(422);
  });

  it('does not count a stored choice whose quote no longer matches (a price change)', async () => {
    const customer = await newCustomer(server);
    const product = await findProduct(
      server,
      'p.stock BETWEEN 10 AND 900 AND p.id NOT IN (?, ?)',
      pickupProduct.id,
      plainProduct.id,
    );
    await addToCart(customer.client, product.id);
    await customer.client.post('/api/cart/update-address', { address_id: customer.addressId });
    const sellerKey = String(product.seller_id);
    const chosen = (await quote(customer.client))[sellerKey]?.[0] as Quote;
    await customer.client.post('/api/cart/update-shipping', { hashs: { [sellerKey]: chosen.hash } });
    expect((await cartOf(customer)).shipping).toBe(chosen.price);

    await changePrice(product.id, 100);
    try {
      const cart = await cartOf(customer);
      expect(cart.shipping).toBe(0);
      expect(cart.conditions).toEqual([]);
    } finally {
      await changePrice(product.id, -100);
    }
  });
});
