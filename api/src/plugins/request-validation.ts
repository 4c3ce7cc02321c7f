import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler, preValidationHookHandler } from 'fastify';
import { SCHEMA_FORMATS } from 'shared-contracts/schema';
import { isRecord } from 'shared-contracts/guards';
import { ValidationError, type FieldErrors } from '../http/errors';
import { fieldErrorsOf, inSchemaOrder, isSchemaValidationError } from '../http/schema-errors';

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
  // The contract's own formats (a CPF, a Pix key, a card number...).
  for (const [name, check] of Object.entries(SCHEMA_FORMATS)) ajv.addFormat(name, check);
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
  // A confirmation: equal to the sibling field it names, once that one is given as text.
  ajv.addKeyword({
    keyword: 'sameAs',
    schemaType: 'string',
    compile: (field: string) => (data: unknown, context?: { parentData?: unknown }) => {
      const other = (context?.parentData as Record<string, unknown> | undefined)?.[field];
      return typeof other !== 'string' || other === '' || data === other;
    },
  });
  // Text of at most this many bytes in UTF-8 (what bcrypt reads of a password).
  ajv.addKeyword({
    keyword: 'maxBytes',
    type: 'string',
    schemaType: 'number',
    compile: (max: number) => (data: string) => Buffer.byteLength(data, 'utf8') <= max,
  });
  // Read by the preparations below; nothing to check.
  ajv.addKeyword({ keyword: 'x-decimal-comma', schemaType: 'boolean' });
  ajv.addKeyword({ keyword: 'x-whole-number', schemaType: 'boolean' });
  ajv.addKeyword({ keyword: 'x-trimmed-text', schemaType: 'boolean' });
  ajv.addKeyword({ keyword: 'x-trimmed', schemaType: 'boolean' });
  ajv.addKeyword({ keyword: 'x-form-text', schemaType: 'boolean' });
  ajv.addKeyword({ keyword: 'x-dropped-when-invalid', schemaType: 'boolean' });
  return ajv;
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
 * For a route that adds errors of its own (`validation: 'handler'`), see assertNoFieldErrors.
 */
export function requestFieldErrors(request: FastifyRequest): FieldErrors {
  const error = request.validationError;
  return error && isSchemaValidationError(error) ? fieldErrorsOf(error, request) : {};
}

/**
 * A body's field errors, the schema's own together with the route's (rules that need the
 * database), listed in the order of the body schema's fields.
 */
export function inBodyOrder(request: FastifyRequest, errors: FieldErrors): FieldErrors {
  const schemas = request.routeOptions.schema as Record<string, unknown> | undefined;
  return inSchemaOrder(errors, schemas?.body);
}

/** Throws the 422 of a body's field errors (see inBodyOrder), if there is any. */
export function assertNoFieldErrors(request: FastifyRequest, errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new ValidationError(inBodyOrder(request, errors));
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

/** Where a field sits in the body: property names, and `*` for every item of a list. */
type FieldPath = string[];

/**
 * The body fields whose schema is marked with `keyword` (`x-whole-number`, `x-trimmed`...), at any
 * depth: in the properties of an object (also those of its conditions and parts) and in the items of a list.
 */
function markedPaths(schema: unknown, keyword: string, path: FieldPath = []): FieldPath[] {
  if (!isRecord(schema)) return [];
  const found: FieldPath[] = path.length > 0 && schema[keyword] === true ? [path] : [];
  if (isRecord(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) {
      found.push(...markedPaths(property, keyword, [...path, name]));
    }
  }
  for (const part of [schema.then, schema.else, ...(Array.isArray(schema.allOf) ? schema.allOf : [])]) {
    found.push(
      ...markedPaths(isRecord(part) ? { properties: part.properties, items: part.items } : undefined, keyword, path),
    );
  }
  if (isRecord(schema.items)) found.push(...markedPaths(schema.items, keyword, [...path, '*']));
  return found;
}

/** Replaces the value at each path (where there is one) with what `change` makes of it. */
function changeAt(target: unknown, path: FieldPath, change: (value: unknown) => unknown): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (head === '*') {
    if (Array.isArray(target))
      target.forEach((item, index) =>
        rest.length > 0 ? changeAt(item, rest, change) : (target[index] = change(item)),
      );
    return;
  }
  if (!isRecord(target) || !Object.hasOwn(target, head)) return;
  if (rest.length > 0) changeAt(target[head], rest, change);
  else target[head] = change(target[head]);
}

/**
 * How marked body fields are read before the body is checked (Laravel reads form input as text):
 * - `x-whole-number`: digits (trimmed) become the number, blank text becomes null (Laravel's empty
 *   strings to null); anything else is left for the schema to refuse;
 * - `x-trimmed-text`: text is checked, and kept, trimmed and with its line breaks as "\n";
 * - `x-trimmed`: text is checked, and kept, trimmed, and blank text as null (Laravel's TrimStrings
 *   and ConvertEmptyStringsToNull);
 * - `x-form-text`: text trimmed, and a number as its text (a form's fields are text).
 */
const BODY_READERS: Readonly<Record<string, (value: unknown) => unknown>> = {
  'x-whole-number': (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text === '' ? null : WHOLE_NUMBER_TEXT.test(text) ? Number(text) : value;
  },
  'x-trimmed-text': (value) => (typeof value === 'string' ? value.trim().replace(/\r\n?/g, '\n') : value),
  'x-trimmed': (value) => (typeof value === 'string' ? value.trim() || null : value),
  'x-form-text': (value) =>
    typeof value === 'string'
      ? value.trim()
      : typeof value === 'number' && Number.isFinite(value)
        ? String(value)
        : value,
};

function bodyPreparation(bodySchema: unknown): preValidationHookHandler | undefined {
  const steps = Object.entries(BODY_READERS).flatMap(([keyword, read]) =>
    markedPaths(bodySchema, keyword).map((path) => ({ path, read })),
  );
  if (steps.length === 0) return undefined;
  return (request, _reply, done) => {
    for (const { path, read } of steps) changeAt(request.body, path, read);
    done();
  };
}

/**
 * Fields marked `x-dropped-when-invalid` (optional extras that must never stop a request, such as
 * an affiliate referral) are left out of the body when they fail their own schema.
 */
function invalidExtrasRemoval(ajv: Ajv, bodySchema: unknown): preValidationHookHandler | undefined {
  const checks = markedPaths(bodySchema, 'x-dropped-when-invalid')
    .filter((path) => path.length === 1)
    .flatMap(([name]) => {
      const properties = isRecord(bodySchema) ? bodySchema.properties : undefined;
      const schema = name !== undefined && isRecord(properties) ? properties[name] : undefined;
      return name !== undefined && isRecord(schema) ? [{ name, check: ajv.compile(schema) }] : [];
    });
  if (checks.length === 0) return undefined;
  return (request, _reply, done) => {
    const body = request.body as Record<string, unknown>;
    for (const { name, check } of checks) if (Object.hasOwn(body, name) && !check(body[name])) delete body[name];
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
      const prepare = [bodyPreparation(route.schema.body), invalidExtrasRemoval(bodies, route.schema.body)];
      route.preValidation = [
        bodyAsObject,
        ...prepare.filter((hook) => hook !== undefined),
        ...hooks(route.preValidation),
      ];
    }
    const plan = queryPlanOf(route.schema.querystring);
    if (plan) route.preValidation = [queryPreparation(plan), ...hooks(route.preValidation)];
    if ((route.config as { validation?: string } | undefined)?.validation !== 'handler')
      route.preHandler = [...hooks(route.preHandler), rejectInvalidRequest];
  });
}
