import { emptyCart } from 'shared-contracts/model/checkout';
import { MONTHLY_INTEREST_RATE, installmentPlan, lineTotalCents, priceCart } from '../cart-pricing';

describe('cart pricing', () => {
  it('multiplies unit price by quantity in cents', () => {
    expect(lineTotalCents({ unitPriceCents: 1999, quantity: 3 })).toBe(5997);
  });

  it('C-11 sums the lines into subtotal and total, with no shipping or discount yet', () => {
    const totals = priceCart([
      { unitPriceCents: 1999, quantity: 3 },
      { unitPriceCents: 10, quantity: 1 },
    ]);
    expect(totals).toEqual(
      expect.objectContaining({ subtotal: 60.07, shipping: 0, coupon_name: null, discount: 0, total: 60.07 }),
    );
  });

  it('adds shipping, takes the discount off and never goes below zero', () => {
    const lines = [{ unitPriceCents: 10000, quantity: 1 }];
    const totals = priceCart(lines, { shippingCents: 1590, discountCents: 2000, couponName: 'BEMVINDO' });
    expect(totals).toEqual(
      expect.objectContaining({ subtotal: 100, shipping: 15.9, discount: 20, total: 95.9, coupon_name: 'BEMVINDO' }),
    );
    const free = priceCart(lines, { shippingCents: 0, discountCents: 50000, couponName: 'TUDO' });
    expect(free.total).toBe(0);
    expect(free.discount).toBe(100);
    expect(free.installments).toBeNull();
  });

  it('an empty cart has no installments and no shipping', () => {
    // The same totals as the contract's empty cart, which the screens start from.
    const { content: _content, conditions: _conditions, address: _address, ...emptyTotals } = emptyCart;
    expect(priceCart([], { shippingCents: 1000, discountCents: 0, couponName: null })).toEqual(emptyTotals);
  });

  it('C-10 offers 1 to 6 installments without interest', () => {
    const plan = installmentPlan(100000);
    expect(plan.map((option) => option.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const option of plan.slice(0, 6)) {
      expect(option.taxes).toBe(0);
      expect(option.total).toBe(1000);
      expect(option.value).toBe(Math.round(100000 / option.number) / 100);
    }
    expect(plan[2]).toEqual({ number: 3, value: 333.33, total: 1000, taxes: 0 });
  });

  it('C-10 charges 1.99% a month compound from 7 installments (fixed payments)', () => {
    expect(MONTHLY_INTEREST_RATE).toBe(0.0199);
    const plan = installmentPlan(100000);
    expect(plan[6]).toEqual({ number: 7, value: 154.45, total: 1081.15, taxes: 81.15 });
    expect(plan[11]).toEqual({ number: 12, value: 94.5, total: 1134, taxes: 134 });
    for (const option of plan.slice(6)) {
      expect(option.taxes).toBeGreaterThan(0);
      expect(option.total).toBeCloseTo(option.value * option.number, 2);
    }
    const totals = plan.map((option) => option.total);
    expect(totals.slice(6)).toEqual([...totals.slice(6)].sort((a, b) => a - b));
  });
});

describe('minimum installment', () => {
  it('C-10 leaves out options under R$ 5,00, paying at once always offered', () => {
    expect(installmentPlan(1000).map((option) => option.number)).toEqual([1, 2]);
    expect(installmentPlan(499).map((option) => option.number)).toEqual([1]);
    // R$ 30,00: six interest-free parts of R$ 5,00; the seventh (with interest) would be under R$ 5,00.
    const plan = installmentPlan(3000);
    expect(plan.map((option) => option.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(plan.every((option) => option.value >= 5)).toBe(true);
    expect(installmentPlan(100000)).toHaveLength(12);
  });
});
