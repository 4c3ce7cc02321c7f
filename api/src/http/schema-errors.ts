import type { FastifyRequest } from 'fastify';
import { isRecord } from 'shared-contracts/guards';
import type { FieldErrors } from './errors';

/** One failure reported by the schema validator (Ajv, with `verbose` on). */
interface SchemaIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  parentSchema?: unknown;
  data?: unknown;
}

/** The error Fastify builds when a request fails its route's schema. */
export interface SchemaValidationError extends Error {
  validation: SchemaIssue[];
  validationContext?: string;
}

export function isSchemaValidationError(error: unknown): error is SchemaValidationError {
  return error instanceof Error && Array.isArray((error as { validation?: unknown }).validation);
}

function isBlank(value: unknown): boolean {
  return value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Which failure of a field is reported when several are, in the order the hand-written rules
 * checked them: missing, wrong type, forbidden characters, length, then the format rules.
 */
const KEYWORD_RANK: Readonly<Record<string, number>> = {
  required: 0,
  type: 1,
  not: 2,
  maxLength: 3,
  minLength: 3,
  maxItems: 3,
  minItems: 3,
};
const rankOf = (keyword: string): number => KEYWORD_RANK[keyword] ?? 4;

/**
 * The message a schema carries for a failed keyword: `errorMessage` is either one message for any
 * failure or messages by keyword (`required`, `type`, `maxLength`, `pattern`, ..., `default`).
 * As in Laravel, a null or blank value of a field that has a `required` message is missing.
 */
function messageOf(schema: unknown, keyword: string, data: unknown): string | undefined {
  if (!isRecord(schema)) return undefined;
  const messages = schema.errorMessage;
  if (typeof messages === 'string') return messages;
  if (!isRecord(messages)) return undefined;
  const chosen =
    (keyword !== 'required' && isBlank(data) ? messages.required : undefined) ?? messages[keyword] ?? messages.default;
  return typeof chosen === 'string' ? chosen : undefined;
}

function pathOf(instancePath: string): string[] {
  if (instancePath === '') return [];
  return instancePath
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The schemas a field's members may be described in: its own, and those of its conditions and parts. */
function describedBy(schema: Record<string, unknown>): Record<string, unknown>[] {
  const parts = [schema];
  for (const key of ['then', 'else']) if (isRecord(schema[key])) parts.push(...describedBy(schema[key]));
  if (Array.isArray(schema.allOf))
    for (const part of schema.allOf) if (isRecord(part)) parts.push(...describedBy(part));
  return parts;
}

/**
 * Where a field comes in its part's schema, level by level (the order the hand-written rules
 * reported fields in): its property's place at each level, or its position in a list. A field the
 * schema does not name comes after those it names.
 */
function placeOf(partSchema: unknown, path: string[]): number[] {
  const place: number[] = [];
  let schemas = isRecord(partSchema) ? describedBy(partSchema) : [];
  for (const segment of path) {
    const names: string[] = [];
    const children: Record<string, unknown>[] = [];
    for (const schema of schemas) {
      if (isRecord(schema.properties)) {
        for (const name of Object.keys(schema.properties)) if (!names.includes(name)) names.push(name);
        const child = schema.properties[segment];
        if (isRecord(child)) children.push(...describedBy(child));
      }
      if (isRecord(schema.items) && /^\d+$/.test(segment)) children.push(...describedBy(schema.items));
    }
    const index = names.indexOf(segment);
    place.push(index !== -1 ? index : /^\d+$/.test(segment) ? Number(segment) : Number.MAX_SAFE_INTEGER);
    schemas = children;
  }
  return place;
}

function comparePlaces(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
}

function partSchemaOf(request: FastifyRequest, context: string | undefined): unknown {
  const schemas = request.routeOptions.schema as Record<string, unknown> | undefined;
  return context ? schemas?.[context] : undefined;
}

/**
 * The field errors in the order of the part's schema (a field's members in the order of its own
 * schema, a list's items by position); fields at the same place keep their order.
 */
export function inSchemaOrder(errors: FieldErrors, partSchema: unknown): FieldErrors {
  const places = new Map(Object.keys(errors).map((field) => [field, placeOf(partSchema, field.split('.'))]));
  const fields = Object.keys(errors).sort((a, b) => comparePlaces(places.get(a) ?? [], places.get(b) ?? []));
  return Object.fromEntries(fields.map((field) => [field, errors[field] ?? []]));
}

/** Each required field of an object schema reported missing; undefined for any other schema. */
function missingFieldsOf(schema: Record<string, unknown>, path: string[], flat: boolean): Issue[] | undefined {
  if (schema.type !== 'object' || !Array.isArray(schema.required)) return undefined;
  const instancePath = path.map((segment) => `/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
  return schema.required.flatMap((property) =>
    typeof property === 'string'
      ? issuesOf(
          { keyword: 'required', instancePath, params: { missingProperty: property }, parentSchema: schema },
          flat,
        )
      : [],
  );
}

interface Issue {
  keyword: string;
  path: string[];
  message: string | undefined;
}

/**
 * The failures of an issue, field by field. An object that is missing, or a value that is not the
 * object its schema describes, holds none of its fields (as a form without them): unless the
 * schema words that failure itself, each of its required fields is reported missing.
 */
function issuesOf(issue: SchemaIssue, flat: boolean): Issue[] {
  const path = flat ? pathOf(issue.instancePath).slice(0, 1) : pathOf(issue.instancePath);
  const schema = issue.parentSchema;
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') {
    const property = issue.params.missingProperty;
    const properties = isRecord(schema) ? schema.properties : undefined;
    const propertySchema = isRecord(properties) ? properties[property] : undefined;
    const message = messageOf(propertySchema, 'required', undefined);
    if (message === undefined && isRecord(propertySchema)) {
      const fields = missingFieldsOf(propertySchema, [...path, property], flat);
      if (fields) return fields;
    }
    return [{ keyword: 'required', path: [...path, property], message }];
  }
  const message = messageOf(schema, issue.keyword, issue.data);
  if (issue.keyword === 'type' && message === undefined && isRecord(schema)) {
    const fields = missingFieldsOf(schema, path, flat);
    if (fields) return fields;
  }
  // A failed condition is reported through the failures of its branch.
  if (issue.keyword === 'if' && message === undefined) return [];
  return [{ keyword: issue.keyword, path, message }];
}

/**
 * The 422 field errors of a request that failed its schema: dotted field names (`order_data.card.cvv`;
 * a query parameter's own name), one message per field (the first rule that failed, see KEYWORD_RANK), fields in schema order.
 */
export function fieldErrorsOf(error: SchemaValidationError, request: FastifyRequest): FieldErrors {
  const found = new Map<string, { message: string | undefined; rank: number; keyword: string }>();
  // A query parameter is one field: a failing element of a list is reported on the list.
  const flat = error.validationContext === 'querystring';
  for (const issue of error.validation.flatMap((each) => issuesOf(each, flat))) {
    const field = issue.path.join('.');
    const rank = rankOf(issue.keyword);
    const current = found.get(field);
    if (!current) found.set(field, { message: issue.message, rank, keyword: issue.keyword });
    else if (issue.message !== undefined && (current.message === undefined || rank < current.rank)) {
      found.set(field, { message: issue.message, rank, keyword: issue.keyword });
    }
  }

  const errors: FieldErrors = {};
  // A rule comparing two fields (`minimumOf`) is checked once each field passed its own, so its
  // failure comes after every other field's.
  const compared: FieldErrors = {};
  for (const [field, { message, keyword }] of found) {
    const name = field === '' ? 'body' : field;
    (keyword === 'minimumOf' ? compared : errors)[name] = [message ?? `O campo ${name} é inválido.`];
  }
  return { ...inSchemaOrder(errors, partSchemaOf(request, error.validationContext)), ...compared };
}
