import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler, preValidationHookHandler } from 'fastify';
import type { FieldErrors } from '../http/errors';
import { fieldErrorsOf, isSchemaValidationError } from '../http/schema-errors';

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
  // A range's end: not below the sibling field it names (a number, or a text of the same format),
  // when that one is valid itself; an invalid sibling is reported on its own.
  ajv.addKeyword({
    keyword: 'minimumOf',
    type: ['number', 'string'],
    schemaType: 'string',
    compile: (field: string, parentSchema: Record<string, unknown>) => {
      const format = typeof parentSchema.format === 'string' ? ajv.formats[parentSchema.format] : undefined;
      const wellFormed = (value: string): boolean =>
        format === undefined || format === true
          ? true
          : format instanceof RegExp
            ? format.test(value)
            : typeof format === 'function'
              ? format(value) === true
              : 'validate' in format && typeof format.validate === 'function'
                ? format.validate(value as never) === true
                : true;
      return (data: number | string, context?: { parentData?: unknown }) => {
        const bound = (context?.parentData as Record<string, unknown> | undefined)?.[field];
        if (typeof bound === 'number' && typeof data === 'number') return data >= bound;
        if (typeof bound === 'string' && typeof data === 'string') return !wellFormed(bound) || data >= bound;
        return true;
      };
    },
  });
  // Read by the preparations below; nothing to check.
  ajv.addKeyword({ keyword: 'x-decimal-comma', schemaType: 'boolean' });
  ajv.addKeyword({ keyword: 'x-whole-number', schemaType: 'boolean' });
  ajv.addKeyword({ keyword: 'x-trimmed-text', schemaType: 'boolean' });
  return ajv;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** How a route's query string is prepared before it is checked: which parameters are lists, which amounts. */
interface QueryPlan {
  singles: string[];
  lists: { name: string; keyed: RegExp }[];
  decimals: string[];
}

function queryPlanOf(schema: unknown): QueryPlan | undefined {
  if (!isRecord(schema) || !isRecord(schema.properties)) return undefined;
  const plan: QueryPlan = { singles: [], lists: [], decimals: [] };
  for (const [name, property] of Object.entries(schema.properties)) {
    if (isRecord(property) && property.type === 'array') {
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      plan.lists.push({ name, keyed: new RegExp(`^${escaped}\\[\\d*\\]$`) });
    } else {
      plan.singles.push(name);
      if (isRecord(property) && property['x-decimal-comma'] === true) plan.decimals.push(name);
    }
  }
  return plan;
}

/**
 * The query string as the schema checks it, in the ways PHP and Laravel read one: a repeated key
 * keeps its last value; values are trimmed and a blank one is absent; a list gathers
 * `name[]=1&name[]=2`, `name=1&name=2`, `name[0]=1` and `name=1,2`; an amount may use a decimal
 * comma. Parameters the schema does not name are left as they are.
 */
function prepareQuery(query: Record<string, unknown>, plan: QueryPlan): Record<string, unknown> {
  const prepared: Record<string, unknown> = { ...query };
  for (const name of plan.singles) {
    const raw = prepared[name];
    const last = Array.isArray(raw) ? raw[raw.length - 1] : raw;
    const value = typeof last === 'string' ? last.trim() : undefined;
    if (value === undefined || value === '') delete prepared[name];
    else prepared[name] = value;
  }
  for (const name of plan.decimals) {
    const value = prepared[name];
    if (typeof value === 'string') prepared[name] = value.replace(/,/g, '.');
  }
  if (plan.lists.length === 0) return prepared;
  const keys = Object.keys(prepared);
  for (const { name, keyed } of plan.lists) {
    const values: string[] = [];
    for (const key of keys) {
      if (key !== name && !keyed.test(key)) continue;
      const raw = prepared[key];
      delete prepared[key];
      for (const item of Array.isArray(raw) ? raw : [raw]) {
        if (typeof item !== 'string') continue;
        for (const part of item.split(',')) {
          const trimmed = part.trim();
          if (trimmed !== '') values.push(trimmed);
        }
      }
    }
    if (values.length > 0) prepared[name] = values;
  }
  return prepared;
}

function queryPreparation(plan: QueryPlan): preValidationHookHandler {
  return (request, _reply, done) => {
    request.query = prepareQuery(isRecord(request.query) ? request.query : {}, plan);
    done();
  };
}

/**
 * The field errors of the request's schema failure, as its 422 would list them; none when it passed.
 * For a route that merges them with errors of its own (`validation: 'handler'`).
 */
export function requestFieldErrors(request: FastifyRequest): FieldErrors {
  const error = request.validationError;
  return error && isSchemaValidationError(error) ? fieldErrorsOf(error, request) : {};
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

const WHOLE_NUMBER_TEXT = /^-?\d{1,15}$/;

/** The body fields marked with `keyword` (`x-whole-number`, `x-trimmed-text`). */
function fieldsMarked(schema: unknown, keyword: string): string[] {
  if (!isRecord(schema) || !isRecord(schema.properties)) return [];
  return Object.entries(schema.properties)
    .filter(([, property]) => isRecord(property) && property[keyword] === true)
    .map(([name]) => name);
}

/**
 * Whole numbers sent as text are read before the body is checked: digits (trimmed) become the
 * number, blank text becomes null (Laravel's empty strings to null); anything else is left for the
 * schema to refuse.
 */
function wholeNumberPreparation(fields: string[]): preValidationHookHandler {
  return (request, _reply, done) => {
    const body = request.body as Record<string, unknown>;
    for (const field of fields) {
      const value = body[field];
      if (typeof value !== 'string') continue;
      const text = value.trim();
      if (text === '') body[field] = null;
      else if (WHOLE_NUMBER_TEXT.test(text)) body[field] = Number(text);
    }
    done();
  };
}

/** Text marked `x-trimmed-text` is checked, and kept, trimmed and with its line breaks as "\n". */
function trimmedTextPreparation(fields: string[]): preValidationHookHandler {
  return (request, _reply, done) => {
    const body = request.body as Record<string, unknown>;
    for (const field of fields) {
      const value = body[field];
      if (typeof value === 'string') body[field] = value.trim().replace(/\r\n?/g, '\n');
    }
    done();
  };
}

/** A route's hooks of one kind as a list (Fastify takes one, a list or none). */
export function hooks<T>(own: T | T[] | undefined): T[] {
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
    if (route.schema.body) {
      const wholeNumbers = fieldsMarked(route.schema.body, 'x-whole-number');
      const trimmedTexts = fieldsMarked(route.schema.body, 'x-trimmed-text');
      const prepare = [
        ...(wholeNumbers.length > 0 ? [wholeNumberPreparation(wholeNumbers)] : []),
        ...(trimmedTexts.length > 0 ? [trimmedTextPreparation(trimmedTexts)] : []),
      ];
      route.preValidation = [bodyAsObject, ...prepare, ...hooks(route.preValidation)];
    }
    const plan = queryPlanOf(route.schema.querystring);
    if (plan) route.preValidation = [queryPreparation(plan), ...hooks(route.preValidation)];
    if ((route.config as { validation?: string } | undefined)?.validation !== 'handler')
      route.preHandler = [...hooks(route.preHandler), rejectInvalidRequest];
  });
}
