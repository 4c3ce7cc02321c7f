import { createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/tokens';

/**
 * Signatures of the sandbox gateway's notifications, the way Stripe, Mercado Pago or Asaas sign
 * theirs: header `X-Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>` computed over
 * `<t>.<raw body>` with the shared secret. The timestamp makes an old notification useless to
 * replay; the notification id (stored once) makes a repeated one change nothing.
 */
export const SIGNATURE_HEADER = 'x-sandbox-signature';
/** How old a signed notification may be. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signatureOf(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/** The header value for a body signed at `now`. */
export function signNotification(secret: string, rawBody: string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000);
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, rawBody)}`;
}

/** Whether the header is a valid signature of the body, made within the tolerance. */
export function verifySignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  now = Date.now(),
): boolean {
  if (typeof header !== 'string' || header.length > 300) return false;
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (t === undefined || v1 === undefined || !/^\d{1,12}$/.test(t) || !/^[0-9a-f]{64}$/.test(v1)) return false;
  const timestamp = Number(t);
  if (Math.abs(now / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  return safeEqual(signatureOf(secret, timestamp, rawBody), v1);
}
