/**
 * Whether a canary's share of bad outcomes (failing page views, slow vitals samples) is higher than
 * the live version's by more than chance explains: a one-sided Fisher's exact test on the 2×2 table
 * of the two versions' counts. Exact, so it holds for the small counts a canary starts with, where a
 * normal approximation does not; pure and without dependencies.
 *
 * Under the hypothesis that both versions go wrong alike, and given how many outcomes there are
 * (`n = canaryTotal + liveTotal`) and how many of them went wrong (`k`), the canary's share of the
 * bad ones follows the hypergeometric law: its p-value is the chance of the canary having as many
 * bad ones as it has, or more.
 */

/** ln(n!) exactly (as floating point sums) up to here; above it Stirling's series is as precise. */
const EXACT_UP_TO = 256;
const exactLogFactorials: number[] = [0];
for (let n = 1; n <= EXACT_UP_TO; n++) exactLogFactorials.push((exactLogFactorials[n - 1] ?? 0) + Math.log(n));

/** ln(n!) for a whole n ≥ 0: above 256, Stirling's series to its 1/n⁵ term (error below 1e-17 there). */
export function logFactorial(n: number): number {
  const exact = exactLogFactorials[n];
  if (exact !== undefined) return exact;
  const inverse = 1 / n;
  const inverse2 = inverse * inverse;
  return (
    n * Math.log(n) - n + 0.5 * Math.log(2 * Math.PI * n) + inverse * (1 / 12 - inverse2 * (1 / 360 - inverse2 / 1260))
  );
}

const logChoose = (n: number, k: number): number => logFactorial(n) - logFactorial(k) - logFactorial(n - k);

/** Terms below this share of the sum so far no longer change it (the law falls off faster than geometrically). */
const NEGLIGIBLE = 1e-17;

/**
 * One-sided p-value of Fisher's exact test that the canary's share of bad outcomes
 * (`canaryBad` of `canaryTotal`) is higher than the live version's (`liveBad` of `liveTotal`): the
 * chance, were both alike, of the canary having `canaryBad` bad outcomes or more. 1 when either side
 * has none at all (nothing to compare) or the canary none bad. Counts are whole and bad ≤ total.
 */
export function fisherGreater(canaryBad: number, canaryTotal: number, liveBad: number, liveTotal: number): number {
  for (const count of [canaryBad, canaryTotal, liveBad, liveTotal]) {
    if (!Number.isInteger(count) || count < 0) throw new RangeError(`not a count: ${count}`);
  }
  if (canaryBad > canaryTotal || liveBad > liveTotal) throw new RangeError('more bad outcomes than outcomes');
  if (canaryTotal === 0 || liveTotal === 0 || canaryBad === 0) return 1;
  const total = canaryTotal + liveTotal;
  const bad = canaryBad + liveBad;
  const good = total - bad;
  const last = Math.min(bad, canaryTotal);
  // P(X = x) = C(bad, x) · C(good, canaryTotal − x) / C(total, canaryTotal), from x = canaryBad up,
  // each term from the one before by the ratio of consecutive hypergeometric probabilities.
  let term = Math.exp(
    logChoose(bad, canaryBad) + logChoose(good, canaryTotal - canaryBad) - logChoose(total, canaryTotal),
  );
  let sum = 0;
  for (let x = canaryBad; x <= last; x++) {
    sum += term;
    const next = ((bad - x) * (canaryTotal - x)) / ((x + 1) * (good - canaryTotal + x + 1));
    term *= next;
    // Past the mode (ratio below 1) the terms only shrink: stop once they no longer count.
    if (next < 1 && term <= sum * NEGLIGIBLE) break;
  }
  return Math.min(1, sum);
}
