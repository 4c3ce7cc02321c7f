/**
 * Serves a built floor page the way the site server serves a version folder: a bare Fastify with
 * @fastify/static and the precompressed `.br`/`.gz` files, the page itself uncompressed and never
 * cached, on a free loopback port.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { freePort } from '../../cli/free-port.js';

export interface FloorServer {
  baseUrl: string;
  close(): Promise<void>;
}

export async function serveFloor(dir: string): Promise<FloorServer> {
  const app = Fastify({ logger: false });
  const html = await fs.readFile(path.join(dir, 'index.html'), 'utf8');
  app.get('/', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html),
  );
  await app.register(fastifyStatic, {
    root: dir,
    preCompressed: true,
    index: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=31536000, immutable'),
  });
  const baseUrl = await app.listen({ port: await freePort(), host: '127.0.0.1' });
  return { baseUrl, close: () => app.close() };
}
