import { brandLabel, formatDay, formatDayTime, formatZipCode } from '../orders';

describe('order formats', () => {
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
  });

  it('writes a CEP with its dash and leaves anything else as it came', () => {
    expect(formatZipCode('01304001')).toBe('01304-001');
    expect(formatZipCode('01304-001')).toBe('01304-001');
    expect(formatZipCode('123')).toBe('123');
  });
});
