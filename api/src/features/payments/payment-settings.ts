import { envSwitch, isProduction } from '../../lib/env-switch';
import { randomToken } from '../../lib/tokens';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { serverSetting } from '../cart/server-settings';
import { REFERRAL_WINDOW_DAYS } from '../affiliates/referral-credit';
import { PIX_EXPIRY_MINUTES } from './sandbox-gateway';

/** How payments behave on this server. */
export interface PaymentSettings {
  /** The sandbox gateway is the one in use: 'Simular pagamento' and the pay command work. */
  sandbox: boolean;
  /** How long a Pix code can be paid. */
  pixExpirySeconds: number;
  /** How often the API looks for boletos and Pix that ran out of time. */
  sweepIntervalMs: number;
  /** How many days after the click an affiliate referral still earns. */
  referralWindowDays: number;
  /** Secret of the gateway's notifications; made on first start and kept in the database when not given. */
  webhookSecret?: string;
  /** Key that signs the proofs of affiliate clicks; made on first start and kept in the database when not given. */
  referralSecret?: string;
}

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  sandbox: true,
  pixExpirySeconds: PIX_EXPIRY_MINUTES * 60,
  sweepIntervalMs: 15_000,
  referralWindowDays: REFERRAL_WINDOW_DAYS,
};

export const WEBHOOK_SECRET_SETTING = 'sandbox_webhook_secret';

export async function webhookSecret(db: Kysely<Database>, settings: PaymentSettings): Promise<string> {
  return settings.webhookSecret ?? serverSetting(db, WEBHOOK_SECRET_SETTING, () => randomToken());
}

function positive(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`Invalid ${name}: ${value}`);
  return number;
}

/**
 * PAYMENT_SANDBOX (on by default, off by default with NODE_ENV=production), PIX_EXPIRY_SECONDS,
 * PAYMENT_SWEEP_INTERVAL_MS, REFERRAL_WINDOW_DAYS, PAYMENT_WEBHOOK_SECRET, REFERRAL_SECRET.
 */
export function paymentSettingsFromEnv(env: NodeJS.ProcessEnv): PaymentSettings {
  const pix = positive(env.PIX_EXPIRY_SECONDS, 'PIX_EXPIRY_SECONDS');
  const sweep = positive(env.PAYMENT_SWEEP_INTERVAL_MS, 'PAYMENT_SWEEP_INTERVAL_MS');
  const window = positive(env.REFERRAL_WINDOW_DAYS, 'REFERRAL_WINDOW_DAYS');
  return {
    sandbox: envSwitch(env, 'PAYMENT_SANDBOX', !isProduction(env)),
    pixExpirySeconds: pix ?? DEFAULT_PAYMENT_SETTINGS.pixExpirySeconds,
    sweepIntervalMs: sweep ?? DEFAULT_PAYMENT_SETTINGS.sweepIntervalMs,
    referralWindowDays: window ?? DEFAULT_PAYMENT_SETTINGS.referralWindowDays,
    ...(env.PAYMENT_WEBHOOK_SECRET ? { webhookSecret: env.PAYMENT_WEBHOOK_SECRET } : {}),
    ...(env.REFERRAL_SECRET ? { referralSecret: env.REFERRAL_SECRET } : {}),
  };
}
