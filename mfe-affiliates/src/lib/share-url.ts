import { affiliateLinkUrl, type AffiliateLink } from 'shared-contracts';

/** The address to share for a link: this site's origin and the link's path. */
export function shareUrl(link: Pick<AffiliateLink, 'url'>): string {
  return affiliateLinkUrl(window.location.origin, link);
}
