/** `NODE_ENV=production`: the settings that only suit a demo default to off and may not be turned on. */
export function isProduction(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV === 'production';
}

/**
 * An on/off setting from the environment: `true` or `false`, or `fallback` when unset. Anything
 * else is refused, so a typo never leaves a safety setting silently at its other value.
 */
export function envSwitch(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new Error(`Invalid ${name}: ${value} (true or false)`);
}
