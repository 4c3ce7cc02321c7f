import { isMobileUserAgent } from 'shared-contracts';

export { isMobileUserAgent };

/** The browser's own answer (spec §2, L-08, by user-agent); false where there is no navigator. */
export function isMobileDevice(): boolean {
  return typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent);
}
