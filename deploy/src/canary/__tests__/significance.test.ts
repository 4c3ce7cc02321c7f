import { fisherGreater, logFactorial } from '../significance.js';

/** ln(n!) summed term by term, the slow way. */
const summed = (n: number): number => Array.from({ length: n }, (_, i) => Math.log(i + 1)).reduce((a, b) => a + b, 0);

/** C(n, k) in whole numbers, for the exact p-values of small tables. */
function choose(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

describe("Fisher's exact test, one-sided", () => {
  it('gives the p-value of the classic tables exactly', () => {
    // Fisher's lady tasting tea: 3 of 4 cups right against 1 of 4, 17 tables in 70 as extreme or more.
    expect(fisherGreater(3, 4, 1, 4)).toBeCloseTo(17 / 70, 12);
    // Every failure on the canary: one table in C(n, k).
    expect(fisherGreater(8, 8, 0, 32)).toBeCloseTo(1 / choose(40, 8), 18);
    expect(fisherGreater(5, 10, 0, 10)).toBeCloseTo(choose(10, 5) / choose(20, 5), 15);
    // 2 of 3 against 1 of 3: P(X ≥ 2) with 3 failures among 6, 3 of them the canary's = (9 + 1) / 20.
    expect(fisherGreater(2, 3, 1, 3)).toBeCloseTo(10 / 20, 12);
  });

  it('is 1 with nothing to compare or nothing bad, and about one half for alike sides', () => {
    expect(fisherGreater(0, 50, 10, 50)).toBe(1);
    expect(fisherGreater(5, 5, 0, 0)).toBe(1);
    expect(fisherGreater(0, 0, 3, 10)).toBe(1);
    const alike = fisherGreater(100, 1000, 100, 1000);
    expect(alike).toBeGreaterThan(0.5);
    expect(alike).toBeLessThan(0.55);
    // A canary better than the live version is nowhere near significant.
    expect(fisherGreater(1, 100, 20, 100)).toBeGreaterThan(0.999);
  });

  it('falls as the same rates rest on more views', () => {
    const small = fisherGreater(7, 60, 15, 300);
    const twice = fisherGreater(14, 120, 30, 600);
    const tenfold = fisherGreater(70, 600, 150, 3000);
    expect(small).toBeGreaterThan(twice);
    expect(twice).toBeGreaterThan(tenfold);
    expect(tenfold).toBeLessThan(1e-6);
  });

  it('takes a week of a busy site in stride', () => {
    const started = performance.now();
    // 3,1 % against 3,0 %: z ≈ 5,6 by the normal approximation, p ≈ 1e-8.
    const p = fisherGreater(31_000, 1_000_000, 300_000, 10_000_000);
    expect(p).toBeGreaterThan(1e-9);
    expect(p).toBeLessThan(1e-7);
    expect(fisherGreater(30_000, 1_000_000, 300_000, 10_000_000)).toBeGreaterThan(0.4);
    // Generous: under a millisecond measured with the two cores busy.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses what is not a count', () => {
    expect(() => fisherGreater(1.5, 10, 0, 10)).toThrow(RangeError);
    expect(() => fisherGreater(-1, 10, 0, 10)).toThrow(RangeError);
    expect(() => fisherGreater(11, 10, 0, 10)).toThrow(RangeError);
  });
});

describe('ln(n!)', () => {
  it('agrees with the sum of logarithms on both sides of where the series takes over', () => {
    for (const n of [0, 1, 2, 10, 255, 256, 257, 300, 1000, 5000]) {
      expect(logFactorial(n)).toBeCloseTo(summed(n), 8);
    }
  });
});
