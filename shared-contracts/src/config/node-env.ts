/**
 * The values NODE_ENV may take, for the API and the site server alike. Anything else is refused at
 * start-up: `prod` or `Production` would otherwise read as "not production" and switch the demo's
 * settings (payment sandbox, demo accounts, previews) back on while the check passes.
 */
export const NODE_ENV_VALUES = ['production', 'development', 'test'] as const;

export type NodeEnv = (typeof NODE_ENV_VALUES)[number];

/** The value, or undefined when unset (empty counts as unset). */
export function parseNodeEnv(value: string | undefined): NodeEnv | undefined {
  const problem = nodeEnvProblem(value);
  if (problem !== undefined) throw new Error(problem);
  return value === undefined || value === '' ? undefined : (value as NodeEnv);
}

/** Why a NODE_ENV value is refused, naming the accepted ones; undefined for an accepted value or none. */
export function nodeEnvProblem(value: string | undefined): string | undefined {
  if (value === undefined || value === '' || (NODE_ENV_VALUES as readonly string[]).includes(value)) return undefined;
  return `NODE_ENV inválido: ${value} (aceitos: ${NODE_ENV_VALUES.join(', ')}, ou sem valor; em minúsculas)`;
}

/** `NODE_ENV=production`, exactly; an unknown value throws (see parseNodeEnv). */
export function isProductionEnv(env: Readonly<Record<string, string | undefined>>): boolean {
  return parseNodeEnv(env.NODE_ENV) === 'production';
}
