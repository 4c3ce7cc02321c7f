import { formatZip } from '../../../lib/address-format';
import { brandLabel, formatDay, formatDayTime, formatDigitableLine } from '../order-format';

describe('order formats', () => {
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

  it('reads a date-only value as that calendar day, whatever the time zone', () => {
    expect(formatDay('2026-03-13')).toBe('13/03/2026');
    expect(formatDay('não é data')).toBe('não é data');
  });

  it('writes a moment as day and time in pt-BR', () => {
    const local = new Date(2026, 2, 10, 15, 30);
    expect(formatDayTime(local.toISOString())).toBe('10/03/2026 às 15:30');
  });

  it('names brands as the contract does and keeps unknown ones', () => {
    expect(brandLabel('visa')).toBe('Visa');
    expect(brandLabel('AMEX')).toBe('American Express');
    expect(brandLabel('Cabal')).toBe('Cabal');
    expect(formatZip('01304001')).toBe('01304-001');
  });
});
