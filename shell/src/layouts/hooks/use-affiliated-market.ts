import { useLocation } from 'react-router-dom';
import { affiliatedMarketPath } from 'shared-contracts';

const MARKET = affiliatedMarketPath();

/** Whether a pathname lies inside the affiliated market (its home, categories and products). */
export function isAffiliatedMarketPath(pathname: string): boolean {
  return pathname === MARKET || pathname.startsWith(`${MARKET}/`);
}

/** True while the current route is one of AFFILIATED_MARKET_ROUTES. */
export function useInAffiliatedMarket(): boolean {
  return isAffiliatedMarketPath(useLocation().pathname);
}
