import { getCartSessionId, getSiteConfig } from 'shared-contracts';

let requested = false;

/**
 * The fraud-prevention device script (C-19): only when the site names a host, the cart's session
 * id is asked for and the script added once per page load. With no host nothing is requested, and
 * a failure here never reaches the shopper.
 */
export async function loadFraudScript(): Promise<void> {
  if (requested) return;
  requested = true;
  try {
    const { fraudScriptHost } = await getSiteConfig();
    if (!fraudScriptHost) return;
    const { appId, sessionId } = await getCartSessionId();
    const script = document.createElement('script');
    const query = new URLSearchParams({ org_id: appId, session_id: sessionId });
    script.src = `https://${fraudScriptHost}/fp/tags.js?${query.toString()}`;
    script.async = true;
    script.dataset.fraudPrevention = 'true';
    document.head.appendChild(script);
  } catch {
    // The purchase goes on without the device fingerprint.
  }
}

/** For tests: forget that the script was asked for. */
export function resetFraudScript(): void {
  requested = false;
}
