import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler, preValidationHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'handler': the route checks its request against the schema itself, with
     * `assertValidRequest(request)`, once the checks that must come first (who may call it,
     * whether the resource exists) have passed. By default a failing request is answered 422
     * after the route's own preHandlers (sign-in guards) and before the handler.
     */
    validation?: 'handler';
  }
}

function validatorOptions(coerceTypes: Options['coerceTypes']): Options {
  return {
    coerceTypes,
    // Fastify's own defaults.
    useDefaults: true,
    removeAdditional: true,
    // Every field's errors are reported at once, like a Laravel form request; `verbose` gives the
    // handler the failing schema (with its pt-BR messages) and value.
    allErrors: true,
    verbose: true,
    strict: false,
  };
}

function validator(coerceTypes: Options['coerceTypes']): Ajv {
  const ajv = new Ajv(validatorOptions(coerceTypes));
  addFormats(ajv);
  // pt-BR messages carried by the schemas (read by the error handler, see http/schema-errors).
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: ['string', 'object'] });
  return ajv;
}

/**
 * Throws the schema failure of the request, if any; the error handler turns it into the 422
 * `{ message, errors }` of the spec.
 */
export function assertValidRequest(request: FastifyRequest): void {
  if (request.validationError) throw request.validationError;
}

const rejectInvalidRequest: preHandlerHookHandler = (request, _reply, done) => {
  done(request.validationError);
};

// No body, or a body that is not a JSON object (an array, a bare string), holds none of the
// fields: it is checked as `{}`, so each required field is reported as missing.
const bodyAsObject: preValidationHookHandler = (request, _reply, done) => {
  const { body } = request;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) request.body = {};
  done();
};

function hooks<T>(own: T | T[] | undefined): T[] {
  return own === undefined ? [] : Array.isArray(own) ? [...own] : [own];
}

/**
 * Requests are checked against their route's schema: JSON bodies exactly as sent (a number is
 * not a string), query strings and path parameters as text that may be read as numbers. A failure
 * does not stop the request at once: it is answered after the route's sign-in guards, so a guest
 * still gets 401 and never learns what a valid body looks like.
 */
export function registerRequestValidation(app: FastifyInstance): void {
  const bodies = validator(false);
  const textParts = validator('array');
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodies : textParts;
    return ajv.compile(schema as object);
  });

  app.addHook('onRoute', (route) => {
    if (!route.schema) return;
    route.attachValidation = true;
    if (route.schema.body) route.preValidation = [bodyAsObject, ...hooks(route.preValidation)];
    if ((route.config as { validation?: string } | undefined)?.validation !== 'handler')
      route.preHandler = [...hooks(route.preHandler), rejectInvalidRequest];
  });
}
