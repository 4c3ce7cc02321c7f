import {
  buildOrderData,
  emptyCard,
  installmentOptions,
  validateCheckout,
  type CheckoutValues,
} from '../checkout-values';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { checkoutErrorMessage } from '../use-place-order';
import { previewExpiry, previewNumber } from '../card-preview';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { cartWith } from '../../../testing/fixtures';

const now = new Date(2026, 4, 15);

const valid: CheckoutValues = {
  method: 'credit_card',
  invoice: { document: '529.982.247-25', phone: '', cellphone: '(11) 98765-4321' },
  card: { number: '4111111111111111', name: ' Mariana ', month: '05', year: '2026', cvv: '123', installments: 3 },
};

const sellers = [
  { id: 1, name: 'Tech Store' },
  { id: 2, name: 'Empório Mineiro' },
];
const chosen = { '1': 'a', '2': 'b' };

function failure(status: number | null): AxiosError {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  if (status === null) return new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
  const response = { status, data: {}, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError('failed', 'ERR', config, null, response);
}

describe('checkout values', () => {
  it("C-07 passes the Luhn check only for real card numbers (the contract's rule, as the API checks it)", () => {
    const numberProblems = (number: string) =>
      validateCheckout({
        values: { ...valid, card: { ...valid.card, number } },
        selectedAddressId: 10,
        sellers,
        selectedShipping: chosen,
        now,
      }).filter((problem) => problem.field === 'cardNumber');
    expect(numberProblems('4111 1111 1111 1111')).toEqual([]);
    expect(numberProblems('4111 1111 1111 1112')).toHaveLength(1);
    expect(numberProblems('3782 822463 10005')).toEqual([]);
    expect(numberProblems('378282246310')).toHaveLength(1);
    expect(numberProblems('30569309025904')).toEqual([]);
    expect(numberProblems('')).toHaveLength(1);
  });

  it('accepts a complete checkout', () => {
    expect(validateCheckout({ values: valid, selectedAddressId: 10, sellers, selectedShipping: chosen, now })).toEqual(
      [],
    );
  });

  it('C-08 refuses an expiry already gone, and needs 4 CVV digits for American Express', () => {
    const problems = validateCheckout({
      values: { ...valid, card: { ...valid.card, number: '378282246310005', month: '04', cvv: '123' } },
      selectedAddressId: 10,
      sellers,
      selectedShipping: chosen,
      now,
    });
    expect(problems).toEqual([
      { field: 'cardMonth', message: 'A validade do cartão já passou.' },
      { field: 'cardCvv', message: 'Informe os 4 dígitos do código de segurança.' },
    ]);
  });

  it('checks the phones: Telefone is optional but complete when given, Celular has 11 digits', () => {
    const problems = validateCheckout({
      values: { ...valid, invoice: { document: '52998224725', phone: '113245', cellphone: '1198765432' } },
      selectedAddressId: 10,
      sellers,
      selectedShipping: chosen,
      now,
    });
    expect(problems.map((p) => p.message)).toEqual([
      'Informe um telefone válido com DDD.',
      'Informe um celular válido com DDD.',
    ]);
  });

  it('builds spec §3 OrderData with digits only, and no card data for boleto or Pix', () => {
    expect(buildOrderData(valid)).toEqual({
      method: 'credit_card',
      card: { number: '4111111111111111', name: 'Mariana', year: '2026', month: '05', cvv: '123', installments: 3 },
      customer: { document: '52998224725', phone: '', cellphone: '11987654321' },
    });
    expect(buildOrderData({ ...valid, method: 'pix' }).card).toEqual({ ...emptyCard(), installments: 1 });
  });

  it('C-10 offers the installments of the cart in order, or A vista alone', () => {
    const cart = cartWith();
    expect(
      installmentOptions({ ...cart, installments: [...(cart.installments ?? [])].reverse() }).map((o) => o.number),
    ).toEqual([1, 2, 3]);
    expect(installmentOptions({ ...cart, installments: [] })).toEqual([
      { number: 1, value: 345.5, total: 345.5, taxes: 0 },
    ]);
  });

  it('C-17 maps failures to the messages of spec §8', () => {
    expect(checkoutErrorMessage(failure(422))).toBe('Por favor, verifique os dados do pagamento novamente.');
    expect(checkoutErrorMessage(failure(500))).toBe('Por favor, verifique os dados do pagamento novamente.');
    expect(checkoutErrorMessage(failure(503))).toBe('Erro ao processar o pagamento. Entre em contato com o suporte.');
    expect(checkoutErrorMessage(failure(null))).toBe('Erro ao processar o pagamento. Entre em contato com o suporte.');
    expect(checkoutErrorMessage(new Error('x'))).toBe('Erro ao processar o pagamento. Entre em contato com o suporte.');
  });

  it('C-07 previews the number in the groups of its brand', () => {
    expect(previewNumber('')).toBe('•••• •••• •••• ••••');
    expect(previewNumber('3782')).toBe('3782 •••••• •••••');
    expect(previewExpiry('', '')).toBe('MM/AA');
    expect(previewExpiry('09', '2031')).toBe('09/31');
  });
});

describe('idempotency key', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('is a fresh version-4 UUID each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(uuid);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('is built from getRandomValues where randomUUID is missing (plain HTTP)', () => {
    const spy = jest.spyOn(globalThis, 'crypto', 'get').mockReturnValue({
      getRandomValues: <T extends ArrayBufferView>(array: T) => array,
    } as unknown as Crypto);
    try {
      expect(newIdempotencyKey()).toBe('00000000-0000-4000-8000-000000000000');
    } finally {
      spy.mockRestore();
    }
  });
});
