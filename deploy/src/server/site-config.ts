import { isProductionEnv } from 'shared-contracts/node-env';

/** The run-time settings of the apps, from the environment (see README). */
export function siteConfigFromEnv(env: NodeJS.ProcessEnv = process.env): Record<string, unknown> {
  const production = isProductionEnv(env);
  return {
    googleClientId: env.GOOGLE_CLIENT_ID || null,
    fraudScriptHost: env.FRAUD_SCRIPT_HOST || null,
    tagManagerId: env.GTM_ID || null,
    remoteTimeoutMs: Number(env.REMOTE_TIMEOUT_MS) > 0 ? Number(env.REMOTE_TIMEOUT_MS) : null,
    allowOverrides: env.MFE_ALLOW_OVERRIDES ? env.MFE_ALLOW_OVERRIDES === 'true' : !production,
  };
}
