import type { FastifyReply } from 'fastify';

/** Keeps an answer out of every cache, the browser's and shared ones: it is the caller's alone. */
export function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}
