/**
 * The affiliate referral, as the site sees it: almost nothing. The API records a click on an
 * affiliate link and keeps its signed proof in an HttpOnly cookie no script reads; the order is
 * credited from that proof alone. A page opened with `?ref=<code>` (a link shared without the API's
 * redirect) counts only once the site reports it and the API records it the same way
 * (`recordReferralClick`). Nothing about a referral is kept in this site's storage or sent with
 * the order.
 */
import { LINK_CODE_PATTERN } from '../rules/limits';

export const REFERRAL_QUERY_PARAM = 'ref';

/** The link code of a page's query string, or null when it has none of a link code's shape. */
export function referralCodeOf(search: string): string | null {
  const code = new URLSearchParams(search).get(REFERRAL_QUERY_PARAM)?.trim().toLowerCase() ?? '';
  return LINK_CODE_PATTERN.test(code) ? code : null;
}

/** The query string without its referral (`''` when nothing else is left). */
export function withoutReferral(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(REFERRAL_QUERY_PARAM);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}
