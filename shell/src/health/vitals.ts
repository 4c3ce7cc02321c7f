import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import type { Beacons } from './beacons';

/**
 * The page's web vitals (LCP, INP, CLS) as the `web-vitals` library measures them, handed to the
 * beacons. Loaded in a chunk of its own once the page has loaded: the library reads the browser's
 * buffered entries, so nothing painted or clicked before is missed.
 */
export function startVitals(beacons: Pick<Beacons, 'vital'>): void {
  const report = ({ name, value }: Metric): void => {
    if (name === 'LCP' || name === 'INP' || name === 'CLS') beacons.vital(name, value);
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
}
