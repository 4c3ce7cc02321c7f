import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const ONE_DAY_SECONDS = 24 * 60 * 60;

/**
 * A generated SVG with a day of caching and an ETag (304 when the browser's copy is current);
 * nothing in it may load from elsewhere. The answer `svgResponses` describes.
 */
export function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string): FastifyReply {
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  reply
    .header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`)
    .header('etag', etag)
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}
