import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies through Fastify's own (prototype-poisoning safe) parser, except
 * that an empty body counts as `{}`: clients such as axios send
 * `Content-Type: application/json` with no body on bare POSTs, and those must
 * reach validation (422) rather than fail as malformed (400).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    parseJson(request, text, done);
  });
}
