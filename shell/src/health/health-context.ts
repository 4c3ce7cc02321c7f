import { createContext, useContext, useEffect } from 'react';
import type { RemoteName } from 'shared-contracts';
import type { Beacons } from './beacons';

/** The page's health beacons, handed to the content slots (none in a page or test that sends none). */
export const HealthContext = createContext<Beacons | null>(null);

export function useHealth(): Beacons | null {
  return useContext(HealthContext);
}

/** A page view for the remote whose slot shows the page, once per address (a new query is the same page). */
export function usePageViews(remote: RemoteName, pathname: string): void {
  const health = useHealth();
  useEffect(() => health?.pageView(remote, pathname), [health, remote, pathname]);
}
