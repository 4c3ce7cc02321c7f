import { businessDays } from '../plural';

describe('businessDays', () => {
  it("issue 10 §4: writes '1 dia útil' in the singular and the plural for every other count", () => {
    expect(businessDays(1)).toBe('1 dia útil');
    expect(businessDays(2)).toBe('2 dias úteis');
    expect(businessDays(0)).toBe('0 dias úteis');
    expect(businessDays(12)).toBe('12 dias úteis');
  });
});
