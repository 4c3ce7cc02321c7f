import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { startVitals } from '../vitals';

jest.mock('web-vitals', () => ({ onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn() }));

/** Hands a measure to the callback the vitals module gave the library. */
function measure(on: unknown, name: Metric['name'], value: number): void {
  const [[report]] = (on as jest.Mock).mock.calls as [[(metric: Partial<Metric>) => void]];
  report({ name, value });
}

describe('web vitals', () => {
  it("hands LCP, INP and CLS as the library measures them to the page's beacons", () => {
    const beacons = { vital: jest.fn() };
    startVitals(beacons);
    measure(onLCP, 'LCP', 1830.2);
    measure(onINP, 'INP', 72);
    measure(onCLS, 'CLS', 0.04);
    expect(beacons.vital.mock.calls).toEqual([
      ['LCP', 1830.2],
      ['INP', 72],
      ['CLS', 0.04],
    ]);
  });
});
