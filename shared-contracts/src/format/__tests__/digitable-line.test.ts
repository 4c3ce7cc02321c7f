import { formatDigitableLine } from '../orders';

describe('the boleto line', () => {
  it('groups a 47-digit bank slip line as printed on the boleto', () => {
    expect(formatDigitableLine('23790123016000000005325000456704812340000010000')).toBe(
      '23790.12301 60000.000053 25000.456704 8 12340000010000',
    );
    expect(formatDigitableLine('23790.12301 60000.000053 25000.456704 8 12340000010000')).toBe(
      '23790.12301 60000.000053 25000.456704 8 12340000010000',
    );
  });

  it('groups a 48-digit collection line in four blocks with their check digits', () => {
    expect(formatDigitableLine('836200000005667800481000180975657313001589636081')).toBe(
      '83620000000-5 66780048100-0 18097565731-3 00158963608-1',
    );
  });

  it('keeps any other line as it came', () => {
    expect(formatDigitableLine('123')).toBe('123');
  });
});
