import type { FastifyRequest } from 'fastify';
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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

/** Where a field comes in its part's schema (the order the hand-written rules reported fields in). */
function fieldOrder(request: FastifyRequest, context: string | undefined): string[] {
  const schemas = request.routeOptions.schema as Record<string, unknown> | undefined;
  const partSchema = context ? schemas?.[context] : undefined;
  return isRecord(partSchema) && isRecord(partSchema.properties) ? Object.keys(partSchema.properties) : [];
}

/**
 * The 422 field errors of a request that failed its schema: dotted field names (`order_data.card.cvv`;
 * a query parameter's own name), one message per field (the first rule that failed, see KEYWORD_RANK), fields in schema order.
 */
export function fieldErrorsOf(error: SchemaValidationError, request: FastifyRequest): FieldErrors {
  const found = new Map<string, { message: string | undefined; rank: number; seq: number; keyword: string }>();
  // A query parameter is one field: a failing element of a list is reported on the list.
  const flat = error.validationContext === 'querystring';
  error.validation.forEach((issue, seq) => {
    const path = flat ? pathOf(issue.instancePath).slice(0, 1) : pathOf(issue.instancePath);
    let message: string | undefined;
    if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') {
      const property = issue.params.missingProperty;
      path.push(property);
      const properties = isRecord(issue.parentSchema) ? issue.parentSchema.properties : undefined;
      message = messageOf(isRecord(properties) ? properties[property] : undefined, 'required', undefined);
    } else {
      message = messageOf(issue.parentSchema, issue.keyword, issue.data);
    }
    const field = path.join('.');
    const rank = rankOf(issue.keyword);
    const current = found.get(field);
    if (!current) found.set(field, { message, rank, seq, keyword: issue.keyword });
    else if (message !== undefined && (current.message === undefined || rank < current.rank)) {
      found.set(field, { message, rank, seq: current.seq, keyword: issue.keyword });
    }
  });

  const order = fieldOrder(request, error.validationContext);
  // A rule comparing two fields (`minimumOf`) is checked once each field passed its own, so its
  // failure comes after every other field's.
  const position = (field: string, keyword: string): number => {
    if (keyword === 'minimumOf') return order.length + 1;
    const index = order.indexOf(field.split('.')[0] ?? field);
    return index === -1 ? order.length : index;
  };
  const fields = [...found.entries()].sort(
    ([a, x], [b, y]) => position(a, x.keyword) - position(b, y.keyword) || x.seq - y.seq,
  );

  const errors: FieldErrors = {};
  for (const [field, { message }] of fields) {
    const name = field === '' ? 'body' : field;
    errors[name] = [message ?? `O campo ${name} é inválido.`];
  }
  return errors;
}
