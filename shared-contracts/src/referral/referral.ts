/**
 * The affiliate referral a shopper carries: the code of the last affiliate link they opened
 * (`?ref=<code>` on the page the link lands on) and when. It is kept in this site's own storage,
 * so it survives signing in and registering, and goes with the order; the API checks the code
 * against the real links and the click against its own window, so a forged or stale referral
 * earns nothing. Last click wins; after the window it is forgotten.
 */
import { LINK_CODE_PATTERN } from '../rules/limits';

export const REFERRAL_STORAGE_KEY = 'mb.referral';
export const REFERRAL_QUERY_PARAM = 'ref';
export const DEFAULT_REFERRAL_WINDOW_DAYS = 30;
/** The shape of a link code. */
export const REFERRAL_CODE_PATTERN = LINK_CODE_PATTERN;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What goes with the order (`referral` of POST /api/cart/process). */
export interface Referral {
  code: string;
  /** ISO instant of the click. */
  clicked_at: string;
}

let windowDays = DEFAULT_REFERRAL_WINDOW_DAYS;

/** The window in days (the site's `referralWindowDays`). */
export function setReferralWindowDays(days: number): void {
  if (Number.isFinite(days) && days > 0) windowDays = days;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Remembers the referral of a page's query string, if it has one (last click wins). */
export function captureReferral(search: string, now: Date = new Date()): Referral | null {
  const code = new URLSearchParams(search).get(REFERRAL_QUERY_PARAM)?.trim().toLowerCase() ?? '';
  if (!REFERRAL_CODE_PATTERN.test(code)) return null;
  const referral: Referral = { code, clicked_at: now.toISOString() };
  try {
    storage()?.setItem(REFERRAL_STORAGE_KEY, JSON.stringify(referral));
  } catch {
    // Storage full or refused: the referral is simply not kept.
  }
  return referral;
}

/** The referral still inside its window, or null (an expired one is forgotten). */
export function currentReferral(now: Date = new Date()): Referral | null {
  const store = storage();
  let raw: string | null = null;
  try {
    raw = store?.getItem(REFERRAL_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Referral>;
    const clicked = typeof value.clicked_at === 'string' ? new Date(value.clicked_at).getTime() : NaN;
    if (typeof value.code === 'string' && REFERRAL_CODE_PATTERN.test(value.code) && Number.isFinite(clicked)) {
      if (now.getTime() - clicked <= windowDays * DAY_MS) return { code: value.code, clicked_at: value.clicked_at! };
    }
  } catch {
    // Not ours: dropped below.
  }
  store?.removeItem(REFERRAL_STORAGE_KEY);
  return null;
}
