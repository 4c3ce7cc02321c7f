/**
 * `npm run serve -w deploy`: the site server alone, in front of an API that already runs — for a
 * static host's stand-in, or a second server over the same site folder. Settings from the
 * environment (README): SITE_DIR, API_URL, PORT (0 picks a free one), HOST, REGISTRY_DATABASE_URL
 * (the live pointer and the canaries from the registry's database), SITE_URL (the public origin of
 * the pages' addresses), API_SECURE_COOKIES (the bucket cookie is Secure as the API's cookies are)
 * and the apps' settings. With OPERATOR_TOKEN (the API's), the operator page /operacao/remotes and
 * the canary watcher (CANARY_WATCH=false turns it off; CANARY_CHECK_SECONDS, the thresholds). With
 * NODE_ENV=production it refuses to start without SITE_URL or while previews are allowed, and sends
 * HSTS; a NODE_ENV that is not production, development or test (or unset) is refused too.
 * SERVER_BUILD_IDLE_SECONDS: how long a version's server build stays loaded once no page names it.
 * Prints `listening on <url>` once it answers.
 */
import { canaryWatchFromEnv, type CanaryWatchSettings } from '../canary/watcher.js';
import { isRegistryError } from '../registry/errors.js';
import { siteDir } from '../registry/paths.js';
import { liveSourceFromEnv } from '../registry/store.js';
import {
  isProduction,
  siteProductionProblems,
  siteRefusalMessage,
  siteNodeEnvRefusal,
  siteSecureCookies,
} from '../server/production-check.js';
import { siteConfigFromEnv } from '../server/site-config.js';
import { serverBuildIdleMsFromEnv } from '../server/server-containers.js';
import { buildSiteServer } from '../server/site-server.js';
import { parseSiteUrl } from '../server/site-origin.js';

// A NODE_ENV that is no accepted value ends the start here, naming the accepted ones.
const unknownEnv = siteNodeEnvRefusal(process.env);
if (unknownEnv) {
  console.error(unknownEnv);
  process.exit(1);
}

// With NODE_ENV=production, an unsafe setting ends the start here, named.
const problems = siteProductionProblems(process.env);
if (problems.length > 0) {
  console.error(siteRefusalMessage(problems));
  process.exit(1);
}

let canaryWatch: CanaryWatchSettings;
let serverBuildIdleMs: number;
try {
  canaryWatch = canaryWatchFromEnv(process.env);
  serverBuildIdleMs = serverBuildIdleMsFromEnv(process.env);
} catch (error) {
  console.error(isRegistryError(error) ? error.message : error);
  process.exit(1);
}

const server = await buildSiteServer({
  siteDir: siteDir(),
  apiUrl: process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 8081}`,
  siteConfig: siteConfigFromEnv(),
  liveSource: liveSourceFromEnv(),
  secureCookies: siteSecureCookies(process.env),
  strictTransportSecurity: isProduction(process.env),
  siteUrl: parseSiteUrl(process.env.SITE_URL),
  ...(process.env.OPERATOR_TOKEN ? { operatorToken: process.env.OPERATOR_TOKEN } : {}),
  // The API's own: without it no page view is counted and no beacon counts.
  ...(process.env.VIEW_TOKEN_SECRET ? { viewSecret: process.env.VIEW_TOKEN_SECRET } : {}),
  canaryWatch,
  serverBuildIdleMs,
});
const url = await server.listen({ port: Number(process.env.PORT ?? 8080), host: process.env.HOST ?? '127.0.0.1' });
console.log(`listening on ${url}`);

const stop = (): void => void server.close().finally(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
