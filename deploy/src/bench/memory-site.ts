/**
 * The site server of the memory bench (src/cli/bench-memory.ts), in a process of its own so that its
 * resident memory is the server's alone. Started with an IPC channel: it says where it listens, and
 * on `gc` collects the garbage (when run with --expose-gc) and answers, so the bench reads what
 * the server keeps, not what it has yet to collect.
 *
 * Settings from the environment: SITE_DIR (the site folder), API_URL, SERVER_BUILD_IDLE_SECONDS.
 */
import { serverBuildIdleMsFromEnv } from '../server/server-containers.js';
import { buildSiteServer } from '../server/site-server.js';

const siteDir = process.env.SITE_DIR;
const apiUrl = process.env.API_URL;
if (!siteDir || !apiUrl || !process.send) {
  console.error('Uso: SITE_DIR=<pasta> API_URL=<url> node --expose-gc --import tsx memory-site.ts (com canal IPC)');
  process.exit(2);
}

const server = await buildSiteServer({
  siteDir,
  apiUrl,
  // The bench's own requests and the API share two cores: the production limits would turn pages
  // into their fallback at random, and a version's server build would go unused.
  publicApiTimeoutMs: 5_000,
  serverRenderBudgetMs: 5_000,
  serverBuildIdleMs: serverBuildIdleMsFromEnv(process.env),
  siteConfig: { googleClientId: null, fraudScriptHost: null, tagManagerId: null, allowOverrides: false },
});
const url = await server.listen({ port: 0, host: '127.0.0.1' });
process.send({ listening: url });

const collect = global.gc;
process.on('message', (message: unknown) => {
  if (message !== 'gc') return;
  // Twice: what the first pass freed may hold the last references to more.
  collect?.();
  collect?.();
  process.send?.({
    gc: collect !== undefined,
    heapUsed: process.memoryUsage().heapUsed,
    serverBuilds: server.siteMemory().serverBuilds.length,
    publicAnswers: server.siteMemory().publicAnswers.entries,
  });
});
process.on('disconnect', () => void server.close().finally(() => process.exit(0)));
