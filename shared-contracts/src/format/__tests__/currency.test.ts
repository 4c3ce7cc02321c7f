import { formatBRL, formatDate, installmentsShort } from '../currency';

const NBSP = '\u00a0';

describe('formatBRL', () => {
  it.each([
    [1234.5, `R$${NBSP}1.234,50`],
    [0, `R$${NBSP}0,00`],
    [0.1, `R$${NBSP}0,10`],
    [10, `R$${NBSP}10,00`],
    [1234567.891, `R$${NBSP}1.234.567,89`],
    [99.999, `R$${NBSP}100,00`],
  ])('P-14 formats %p as %p (comma decimals, dot thousands, 2 decimals)', (value, expected) => {
    expect(formatBRL(value)).toBe(expected);
  });

  it('P-14 formats negatives', () => {
    expect(formatBRL(-5)).toBe(`-R$${NBSP}5,00`);
  });
});

describe('installmentsShort', () => {
  it('P-09 C-11 reads "ou N x value"', () => {
    expect(installmentsShort(10, 10)).toBe(`ou 10 x R$${NBSP}10,00`);
    expect(installmentsShort(3, 1234.5)).toBe(`ou 3 x R$${NBSP}1.234,50`);
  });
});

describe('formatDate', () => {
  it('formats a date as dd/mm/yyyy', () => {
    expect(formatDate(new Date(2024, 0, 5, 12))).toBe('05/01/2024');
  });

  it('accepts an ISO date-time string', () => {
    expect(formatDate(new Date(2023, 11, 31, 12).toISOString())).toBe('31/12/2023');
  });
});
