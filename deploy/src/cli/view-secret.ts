/**
 * The view secret (VIEW_TOKEN_SECRET) a start gives its API and its site servers, the same to
 * each: the site server signs the bucket cookie, the pages' view tokens and its view batches with
 * it, and the API verifies them. Outside production, without one, a random one for this run only
 * (a page's token then outlives no restart, which a demo does not mind). In production only the
 * one given: the production checks refuse a start without it.
 */
import { newViewSecret } from 'shared-contracts/view-token';
import { isProduction } from '../server/production-check.js';

export function startViewSecret(env: NodeJS.ProcessEnv): string | undefined {
  if (env.VIEW_TOKEN_SECRET) return env.VIEW_TOKEN_SECRET;
  if (isProduction(env)) return undefined;
  return newViewSecret();
}
