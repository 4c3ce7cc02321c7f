import { captureReferral, getSiteConfig, setReferralWindowDays } from 'shared-contracts';

interface NavigationSource {
  state: { location: { search: string } };
  subscribe(listener: (state: { location: { search: string } }) => void): () => void;
}

/**
 * Keeps the affiliate referral of every page the shopper lands on with `?ref=<code>` (the affiliate
 * link's redirect adds it), whichever remote owns the page. The window comes from the site's
 * settings. Returns the function that stops listening.
 */
export function startReferralTracking(router: NavigationSource): () => void {
  void getSiteConfig().then((config) => setReferralWindowDays(config.referralWindowDays));
  let lastSearch = router.state.location.search;
  captureReferral(lastSearch);
  return router.subscribe((state) => {
    if (state.location.search === lastSearch) return;
    lastSearch = state.location.search;
    captureReferral(lastSearch);
  });
}
