import { isProductionEnv, nodeEnvProblem } from 'shared-contracts/node-env';
import { siteConfigFromEnv } from './site-config.js';

/**
 * `NODE_ENV=production`: settings that only suit a demo may not be on. A NODE_ENV that is none of
 * the accepted values (the API's too) throws, naming them: `prod` is no "not production".
 */
export function isProduction(env: NodeJS.ProcessEnv): boolean {
  return isProductionEnv(env);
}

/** The refusal of a NODE_ENV that is no accepted value, or undefined when it is one (or unset). */
export function siteNodeEnvRefusal(env: NodeJS.ProcessEnv): string | undefined {
  const problem = nodeEnvProblem(env.NODE_ENV);
  return problem === undefined ? undefined : `O servidor do site não sobe: ${problem}.`;
}

/**
 * Whether the site's cookies carry the Secure attribute: as the API decides for its own (session,
 * anti-forgery), from API_SECURE_COOKIES (`true` or `false`), by default in production. The site
 * server's bucket cookie follows, so no cookie of the site goes over plain HTTP where the others do not.
 */
export function siteSecureCookies(env: NodeJS.ProcessEnv): boolean {
  const value = env.API_SECURE_COOKIES;
  if (value === undefined || value === '') return isProduction(env);
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new Error(`Invalid API_SECURE_COOKIES: ${value} (true or false)`);
}

/** One reason not to start in production: the setting, as the operator writes it, and why. */
export interface ProductionProblem {
  setting: string;
  problem: string;
}

/** Shortest view secret accepted in production, as the API's secrets (32 characters). */
const VIEW_SECRET_MIN_LENGTH = 32;

/**
 * Why the site server may not start as it is configured: nothing outside production; in
 * production, previews of other remote versions (`?mfe-override=`), even when turned on
 * explicitly, a missing SITE_URL, and a missing or short VIEW_TOKEN_SECRET (the API's too: the site
 * signs with it what the API counts). The API checks its own settings (sandbox, demo accounts,
 * cookies, secrets).
 */
export function siteProductionProblems(env: NodeJS.ProcessEnv): ProductionProblem[] {
  if (!isProduction(env)) return [];
  const problems: ProductionProblem[] = [];
  // Without it the addresses would be the server's own (http://, an inner host and port), not the
  // public ones: the request's Host never sets them.
  if ((env.SITE_URL ?? '').trim() === '') {
    problems.push({
      setting: 'SITE_URL ausente',
      problem:
        'é dele que saem os endereços absolutos das páginas (canonical, Open Graph, JSON-LD), do robots.txt e dos sitemaps; defina a origem pública, como https://www.mercadobrasil.com.br',
    });
  }
  if (siteConfigFromEnv(env).allowOverrides === true) {
    problems.push({
      setting: 'MFE_ALLOW_OVERRIDES=true',
      problem: 'qualquer visitante trocaria a versão de um remote no próprio navegador com ?mfe-override=',
    });
  }
  const viewSecret = env.VIEW_TOKEN_SECRET ?? '';
  if (viewSecret.length < VIEW_SECRET_MIN_LENGTH) {
    problems.push({
      setting: viewSecret === '' ? 'VIEW_TOKEN_SECRET ausente' : 'VIEW_TOKEN_SECRET fraco',
      problem: `é com ele que o servidor do site assina o bucket, as visualizações e os lotes que a API conta (o mesmo valor na API); use um valor aleatório de ${VIEW_SECRET_MIN_LENGTH} caracteres ou mais`,
    });
  }
  return problems;
}

/** The refusal, one line per problem. */
export function siteRefusalMessage(problems: readonly ProductionProblem[]): string {
  return [
    `O servidor do site não sobe com NODE_ENV=production: ${problems.length} configuração(ões) insegura(s).`,
    ...problems.map((problem) => `  - ${problem.setting}: ${problem.problem}`),
  ].join('\n');
}
