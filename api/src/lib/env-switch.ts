import { isProductionEnv, nodeEnvProblem as problemOf } from 'shared-contracts/node-env';

/**
 * `NODE_ENV=production`: the settings that only suit a demo default to off and may not be turned on.
 * A NODE_ENV that is none of the accepted values throws, naming them: `prod` is no "not production".
 */
export function isProduction(env: NodeJS.ProcessEnv): boolean {
  return isProductionEnv(env);
}

/** Why NODE_ENV refuses the start (a value that is not one of the accepted ones), or undefined. */
export function nodeEnvProblem(env: NodeJS.ProcessEnv): string | undefined {
  return problemOf(env.NODE_ENV);
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
