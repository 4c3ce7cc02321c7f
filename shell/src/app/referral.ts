import { recordReferralClick, referralCodeOf, withoutReferral } from 'shared-contracts';

interface ReferralLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface ReferralRouter {
  state: { location: ReferralLocation };
  subscribe(listener: (state: { location: ReferralLocation }) => void): () => void;
  navigate(to: string, options: { replace: boolean }): unknown;
}

/**
 * A page opened with `?ref=<code>`, whichever remote owns it, is an affiliate click only once the
 * API records it: the shell reports it (POST /api/r/<code>, through the shared client, anti-forgery
 * cookie first) and the API answers with the click's proof cookie, as the link's own redirect does
 * (that one lands without `?ref=`). The code then leaves the address bar, so a reload, the back
 * button or a copied address does not report it again. An unknown code or a failed call changes
 * nothing for the visitor. Returns the function that stops listening.
 */
export function startReferralTracking(router: ReferralRouter): () => void {
  const report = ({ pathname, search, hash }: ReferralLocation): void => {
    const code = referralCodeOf(search);
    if (code === null) return;
    void router.navigate(`${pathname}${withoutReferral(search)}${hash}`, { replace: true });
    recordReferralClick(code).catch(() => undefined);
  };
  report(router.state.location);
  return router.subscribe((state) => report(state.location));
}
