import { serverForAll } from '../../../testing/server-for-tests';
import { addToCart, findProduct, newCustomer, quote, type Quote } from './checkout-fixtures';

const server = serverForAll();

interface ProductQuote {
  zip_code: string;
  quantity: number;
  options: Array<Omit<Quote, 'hash'>>;
}

describe('GET /api/products/:id/shipping (the product page quote)', () => {
  it('issue 10 §3: quotes what the cart quotes for the same product, quantity and address', async () => {
    const product = await findProduct(server, 'p.stock BETWEEN 20 AND 900 AND s.pickup_address IS NOT NULL');
    const customer = await newCustomer(server);
    await addToCart(customer.client, product.id, 3);
    const chosen = await customer.client.post('/api/cart/update-address', { address_id: customer.otherAddressId });
    expect(chosen.status).toBe(200);
    const cartQuotes = (await quote(customer.client))[String(product.seller_id)] ?? [];
    expect(cartQuotes.length).toBeGreaterThan(1);

    // A guest on the product page, with the same CEP (Porto Alegre) typed with its mask.
    const answer = await server.client().get(`/api/products/${product.id}/shipping?zip_code=90010-000&quantity=3`);
    expect(answer.status).toBe(200);
    const body = answer.body as ProductQuote;
    expect(body.zip_code).toBe('90010000');
    expect(body.options).toEqual(cartQuotes.map(({ hash: _hash, ...option }) => option));
    expect(body.options.some((option) => option.gateway === 'pickup_store')).toBe(true);
  });

  it('answers 422 in Portuguese for a bad CEP or quantity, and 404 for an unknown product', async () => {
    const product = await findProduct(server, 'p.stock > 0');
    const bad = await server.client().get(`/api/products/${product.id}/shipping?zip_code=123&quantity=0`);
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      errors: {
        zip_code: ['Informe um CEP válido com 8 dígitos.'],
        quantity: ['Informe uma quantidade entre 1 e 99.'],
      },
    });
    const unknownZip = await server.client().get(`/api/products/${product.id}/shipping?zip_code=00000000`);
    expect(unknownZip.status).toBe(422);
    const missing = await server.client().get('/api/products/99999999/shipping?zip_code=01310100');
    expect(missing.status).toBe(404);
  });
});
