/**
 * `npm run services -- postgres [redis]`: a temporary PostgreSQL and/or Redis on loopback (Debian's
 * packages, installed when missing), for trying the API on them or for tests in other workspaces.
 * Prints one line of JSON with their URLs (`{"postgres":"postgres://…","redis":"redis://…"}`),
 * then keeps them until Ctrl+C or SIGTERM, which stop them and remove their folders.
 */
import { startTemporaryPostgres } from '../services/postgres.js';
import { startTemporaryRedis } from '../services/redis.js';

const KINDS = ['postgres', 'redis'] as const;
type Kind = (typeof KINDS)[number];

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(KINDS as readonly string[]).includes(name));
if (asked.length === 0 || unknown.length > 0) {
  console.error(
    `Uso: npm run services -- ${KINDS.join(' | ')} [...]${unknown.length ? ` (desconhecido: ${unknown.join(', ')})` : ''}`,
  );
  process.exit(2);
}

const urls: Partial<Record<Kind, string>> = {};
const closers: Array<() => Promise<void>> = [];
const stop = (): void => {
  void Promise.all(closers.map((close) => close())).finally(() => process.exit(0));
};
// Ours stop everything; the services' own handlers see another one and leave the exit to it.
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

try {
  if (asked.includes('postgres')) {
    const postgres = await startTemporaryPostgres();
    closers.push(() => postgres.close());
    urls.postgres = postgres.url;
  }
  if (asked.includes('redis')) {
    const redis = await startTemporaryRedis();
    closers.push(() => redis.close());
    urls.redis = redis.url;
  }
} catch (error) {
  console.error(error);
  await Promise.all(closers.map((close) => close()));
  process.exit(1);
}
console.log(JSON.stringify(urls));
// Kept until a signal ends the process.
setInterval(() => {}, 60_000);
