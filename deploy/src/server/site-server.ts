import { promises as fs } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';

export interface SiteOptions {
  siteDir: string;
  apiUrl: string;
  /** Run-time settings handed to the apps as /site-config.json. */
  siteConfig: Record<string, unknown>;
  logger?: boolean;
}

const YEAR = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/**
 * One origin for the whole site: the shell (index.html never cached, hashed assets for a year),
 * every remote version folder (immutable), the live pointer (re-read on each request, never
 * cached) and the API behind /api and /sanctum.
 */
export async function buildSiteServer(options: SiteOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });
  const shellDir = path.join(options.siteDir, 'shell');

  for (const prefix of ['/api', '/sanctum']) {
    await app.register(httpProxy, { upstream: options.apiUrl, prefix, rewritePrefix: prefix });
  }

  app.get('/remotes.json', async (_request, reply) => {
    const body = await fs.readFile(path.join(options.siteDir, 'remotes.json'), 'utf8').catch(() => '{"remotes":{}}');
    return reply.header('cache-control', NO_CACHE).type('application/json').send(body);
  });

  app.get('/site-config.json', async (_request, reply) =>
    reply.header('cache-control', NO_CACHE).send(options.siteConfig),
  );

  await app.register(fastifyStatic, {
    root: path.join(options.siteDir, 'remotes'),
    prefix: '/remotes/',
    decorateReply: false,
    preCompressed: true,
    index: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', YEAR),
  });

  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    preCompressed: true,
    index: false,
    wildcard: true,
    cacheControl: false,
    setHeaders: (res, file) => res.setHeader('cache-control', file.endsWith('.html') ? NO_CACHE : YEAR),
  });

  const sendIndex = async (reply: import('fastify').FastifyReply) => {
    const html = await fs.readFile(path.join(shellDir, 'index.html'), 'utf8').catch(() => null);
    if (html === null) {
      return reply.code(503).type('text/plain; charset=utf-8').send('O site ainda não foi construído. Rode npm start.');
    }
    return reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(html);
  };

  app.get('/', (_request, reply) => sendIndex(reply));

  // Every other page is the shell's: its router decides. Missing files stay 404.
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isFile = /\.[a-z0-9]+$/i.test(url) || url.startsWith('/remotes/');
    if (request.method === 'GET' && !isFile) return sendIndex(reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('Não encontrado');
  });

  return app;
}
