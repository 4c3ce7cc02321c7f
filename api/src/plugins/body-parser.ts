import type { FastifyInstance, FastifyRequest } from 'fastify';

type TextBodyParser = (
  request: FastifyRequest,
  body: string | Buffer,
  done: (error: Error | null, body?: unknown) => void,
) => void;

/**
 * A body's text read as JSON by Fastify's own (prototype-poisoning safe) parser, except that an
 * empty body counts as `{}`: clients such as axios send `Content-Type: application/json` with no
 * body on bare POSTs, and those must reach validation (422) rather than fail as malformed (400).
 */
export function jsonTextParser(app: FastifyInstance): TextBodyParser {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    parseJson(request, text, done);
  };
}

/** JSON bodies through `jsonTextParser`. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = jsonTextParser(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parse);
}
