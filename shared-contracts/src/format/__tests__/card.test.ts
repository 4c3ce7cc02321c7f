import {
  CARD_BRAND_LABELS,
  cardNumberMask,
  detectCardBrand,
  expiryYears,
  installmentLabel,
  largestInstallment,
  minExpiryMonth,
  monthAfterYearChange,
  type CardBrand,
} from '../card';
import { MASKS } from '../masks';
import type { Installment } from '../../model/entities';

const NBSP = '\u00a0';

describe('detectCardBrand (C-07: brand by prefix)', () => {
  it.each<[string, string, CardBrand]>([
    ['Visa', '4111111111111111', 'visa'],
    ['Visa (short prefix)', '4', 'visa'],
    ['Mastercard 51', '5105105105105100', 'mastercard'],
    ['Mastercard 55', '5555555555554444', 'mastercard'],
    ['Mastercard 2221', '2221000000000009', 'mastercard'],
    ['Mastercard 2720', '2720990000000000', 'mastercard'],
    ['Mastercard 23', '2300000000000003', 'mastercard'],
    ['Amex 34', '343434343434343', 'amex'],
    ['Amex 37', '378282246310005', 'amex'],
    ['Elo 636297', '6362970000457013', 'elo'],
    ['Elo 401178 (before Visa)', '4011780000000000', 'elo'],
    ['Elo 438935 (before Visa)', '4389350000000000', 'elo'],
    ['Elo 504175', '5041750000000000', 'elo'],
    ['Elo 650031 (before Discover)', '6500310000000000', 'elo'],
    ['Hipercard 606282', '6062825624254001', 'hipercard'],
    ['Hipercard 384100 (before Diners)', '3841001111222233', 'hipercard'],
    ['Diners 300', '30569309025904', 'diners'],
    ['Diners 36', '36000000000008', 'diners'],
    ['Diners 38', '38520000023237', 'diners'],
    ['Discover 6011', '6011111111111117', 'discover'],
    ['Discover 65', '6511000000000000', 'discover'],
    ['Discover 644', '6440000000000000', 'discover'],
    ['unknown 9', '9999999999999999', 'unknown'],
    ['unknown 2220 (below the Mastercard 2-series)', '2220000000000000', 'unknown'],
    ['unknown 2721 (above the Mastercard 2-series)', '2721000000000000', 'unknown'],
    ['unknown 50 (Maestro, not Elo)', '5000000000000000', 'unknown'],
    ['empty', '', 'unknown'],
    ['no digits', 'abcd', 'unknown'],
  ])('%s: %s is %s', (_label, number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it('reads a masked number', () => {
    expect(detectCardBrand('3782 822463 10005')).toBe('amex');
    expect(detectCardBrand('6362 9700 0045 7013')).toBe('elo');
  });

  it('has a label for every brand', () => {
    expect(CARD_BRAND_LABELS.amex).toBe('American Express');
    expect(CARD_BRAND_LABELS.visa).toBe('Visa');
    expect(CARD_BRAND_LABELS.unknown).toBe('Cartão');
  });
});

describe('cardNumberMask', () => {
  it('C-07 uses 4-6-5 for American Express', () => {
    expect(cardNumberMask('34')).toBe(MASKS.cardAmex);
    expect(cardNumberMask('3782 8224')).toBe(MASKS.cardAmex);
    expect(MASKS.cardAmex).toBe('0000 000000 00000');
  });

  it.each(['4111', '5555', '6362970000457013', '6062825624254001', '30569309025904', '', '9'])(
    'C-07 uses 4-4-4-4 for %p',
    (number) => {
      expect(cardNumberMask(number)).toBe(MASKS.cardDefault);
    },
  );
});

describe('expiryYears', () => {
  it('C-08 gives 12 consecutive years from the current year', () => {
    expect(expiryYears(new Date(2025, 5, 15))).toEqual([
      2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035, 2036,
    ]);
  });

  it('C-08 defaults to today', () => {
    const years = expiryYears();
    const current = new Date().getFullYear();
    expect(years).toHaveLength(12);
    expect(years[0]).toBe(current);
    expect(years[11]).toBe(current + 11);
  });
});

describe('card expiry month (C-08)', () => {
  const june2025 = new Date(2025, 5, 15);

  it('C-08 with the current year months before the current one are disabled', () => {
    expect(minExpiryMonth(2025, june2025)).toBe(6);
    expect(minExpiryMonth(2024, new Date(2024, 0, 1))).toBe(1);
    expect(minExpiryMonth(2024, new Date(2024, 11, 31))).toBe(12);
  });

  it('C-08 another year or no year allows every month', () => {
    expect(minExpiryMonth(2026, june2025)).toBe(1);
    expect(minExpiryMonth(null, june2025)).toBe(1);
  });

  it('C-08 changing to the current year clears an earlier month', () => {
    expect(monthAfterYearChange('03', 2025, june2025)).toBe('');
    expect(monthAfterYearChange('05', 2025, june2025)).toBe('');
  });

  it('C-08 changing to the current year keeps the current or a later month', () => {
    expect(monthAfterYearChange('06', 2025, june2025)).toBe('06');
    expect(monthAfterYearChange('12', 2025, june2025)).toBe('12');
  });

  it('C-08 changing to another year keeps any month', () => {
    expect(monthAfterYearChange('01', 2026, june2025)).toBe('01');
    expect(monthAfterYearChange('03', 2030, june2025)).toBe('03');
  });

  it('C-08 an empty month stays empty', () => {
    expect(monthAfterYearChange('', 2025, june2025)).toBe('');
  });
});

describe('installmentLabel (C-10)', () => {
  it('C-10 one installment reads "A vista" with the total', () => {
    expect(installmentLabel({ number: 1, value: 100, total: 100, taxes: 0 })).toBe(`A vista (R$${NBSP}100,00)`);
    expect(installmentLabel({ number: 1, value: 100, total: 100, taxes: 0 })).not.toContain('sem juros');
  });

  it('C-10 several installments without taxes read "N vezes de value = total (sem juros)"', () => {
    expect(installmentLabel({ number: 3, value: 33.34, total: 100, taxes: 0 })).toBe(
      `3 vezes de R$${NBSP}33,34 = R$${NBSP}100,00 (sem juros)`,
    );
  });

  it('C-10 "(sem juros)" appears only when taxes are 0', () => {
    const label = installmentLabel({ number: 10, value: 11.5, total: 115, taxes: 15 });
    expect(label).toBe(`10 vezes de R$${NBSP}11,50 = R$${NBSP}115,00`);
    expect(label).not.toContain('sem juros');
  });
});

describe('largestInstallment', () => {
  const options: Installment[] = [
    { number: 1, value: 120, total: 120, taxes: 0 },
    { number: 6, value: 21, total: 126, taxes: 6 },
    { number: 3, value: 40, total: 120, taxes: 0 },
  ];

  it('C-11 picks the option with the most installments, wherever it is', () => {
    expect(largestInstallment(options)).toEqual({ number: 6, value: 21, total: 126, taxes: 6 });
    expect(largestInstallment([...options].reverse())).toEqual({ number: 6, value: 21, total: 126, taxes: 6 });
  });

  it('gives null when there are no options', () => {
    expect(largestInstallment(null)).toBeNull();
    expect(largestInstallment([])).toBeNull();
  });

  it('gives the only option', () => {
    const first = options[0];
    if (!first) throw new Error('fixture');
    expect(largestInstallment([first])).toBe(first);
  });
});
