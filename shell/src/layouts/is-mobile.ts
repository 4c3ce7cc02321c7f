/** Mobile is detected by user-agent (spec §2, L-08). */
const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

export function isMobileUserAgent(ua: string): boolean {
  return MOBILE_USER_AGENT.test(ua);
}

/** The browser's own answer; false where there is no navigator. */
export function isMobileDevice(): boolean {
  return typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent);
}
