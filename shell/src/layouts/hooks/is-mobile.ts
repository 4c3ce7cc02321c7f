import { createContext, useContext } from 'react';
import { isMobileUserAgent } from 'shared-contracts';

export { isMobileUserAgent };

/** The browser's own answer (spec §2, L-08, by user-agent); false where there is no navigator. */
export function isMobileDevice(): boolean {
  return typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent);
}

/**
 * Phone or computer, decided once for a render by the user-agent: the server's render is told the
 * request's (the site server decides the same way), the browser reads its own. Null: ask the browser.
 */
export const MobileDeviceContext = createContext<boolean | null>(null);

/** Whether the header is a phone's: the render's answer, else the browser's. */
export function useMobileDevice(): boolean {
  const given = useContext(MobileDeviceContext);
  return given ?? isMobileDevice();
}
