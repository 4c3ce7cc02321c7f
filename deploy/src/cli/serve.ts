/**
 * `npm run serve -w deploy`: the site server alone, in front of an API that already runs — for a
 * static host's stand-in, or a second server over the same site folder. Settings from the
 * environment (README): SITE_DIR, API_URL, PORT (0 picks a free one), HOST, REGISTRY_DATABASE_URL
 * (the live pointer from the registry's database) and the apps' settings.
 * Prints `listening on <url>` once it answers.
 */
import { siteDir } from '../registry/paths.js';
import { pointerSourceFromEnv } from '../registry/store.js';
import { siteConfigFromEnv } from '../server/site-config.js';
import { buildSiteServer } from '../server/site-server.js';

const server = await buildSiteServer({
  siteDir: siteDir(),
  apiUrl: process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 8081}`,
  siteConfig: siteConfigFromEnv(),
  pointerSource: pointerSourceFromEnv(),
});
const url = await server.listen({ port: Number(process.env.PORT ?? 8080), host: process.env.HOST ?? '127.0.0.1' });
console.log(`listening on ${url}`);

const stop = (): void => void server.close().finally(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
