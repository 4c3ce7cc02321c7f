import { EMAIL_PATTERN, INVALID_TEXT_PATTERN, fieldMessages } from 'shared-contracts/schema';
import { ValidationError, type FieldErrors } from './errors';

/** Outcome of checking one field: its normalised value, or the message to report. */
export type FieldResult<T> = { ok: true; value: T } | { ok: false; message: string };

export interface FieldRule<T> {
  check: (value: unknown) => FieldResult<T>;
}

type Schema = Record<string, FieldRule<unknown>>;
export type Validated<S extends Schema> = { [K in keyof S]: S[K] extends FieldRule<infer T> ? T : never };

/** pt-BR messages in the wording of Laravel's Portuguese language pack (the contract's, shared with the schemas). */
export const validationMessages = fieldMessages;

/**
 * Characters a text field never holds: NUL (SQLite's length() and CHECK constraints stop counting
 * at it, so a value the route accepted would fail in the database) and the other C0 controls except
 * tab and line breaks, plus unpaired UTF-16 surrogates (not representable in the database's UTF-8).
 */
const INVALID_TEXT = new RegExp(INVALID_TEXT_PATTERN);

/** True when the text can be stored and counted the same way by the route and the database. */
export function isStorableText(value: string): boolean {
  return !INVALID_TEXT.test(value);
}

// Practical address check (local@domain.tld), without spaces or a second "@".
const EMAIL = new RegExp(EMAIL_PATTERN);

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

interface StringOptions {
  email?: boolean;
  max?: number;
}

function checkString(value: unknown, attribute: string, options: StringOptions): FieldResult<string> {
  if (typeof value !== 'string') return { ok: false, message: validationMessages.string(attribute) };
  const trimmed = value.trim();
  if (!isStorableText(trimmed)) return { ok: false, message: validationMessages.invalidCharacters(attribute) };
  if (options.max !== undefined && trimmed.length > options.max) {
    return { ok: false, message: validationMessages.max(attribute, options.max) };
  }
  if (options.email && !EMAIL.test(trimmed)) {
    return { ok: false, message: validationMessages.email(attribute) };
  }
  return { ok: true, value: trimmed };
}

/** A required text field (trimmed); blank counts as missing, as in Laravel. */
export function requiredString(attribute: string, options: StringOptions = {}): FieldRule<string> {
  return {
    check: (value) =>
      isBlank(value)
        ? { ok: false, message: validationMessages.required(attribute) }
        : checkString(value, attribute, options),
  };
}

export function optionalString(attribute: string, options: StringOptions = {}): FieldRule<string | null> {
  return {
    check: (value) => (isBlank(value) ? { ok: true, value: null } : checkString(value, attribute, options)),
  };
}

/** Laravel's "boolean": true, false, 1, 0, "1", "0"; missing means false. */
export function optionalBoolean(attribute: string): FieldRule<boolean> {
  return {
    check: (value) => {
      if (value === undefined || value === null) return { ok: true, value: false };
      if (value === true || value === 1 || value === '1' || value === 'true') return { ok: true, value: true };
      if (value === false || value === 0 || value === '0' || value === 'false') return { ok: true, value: false };
      return { ok: false, message: validationMessages.boolean(attribute) };
    },
  };
}

/**
 * Checks a request body against a schema of field rules, stopping at the first
 * failing rule of each field, and throws a 422 ValidationError listing every
 * failing field. Returns the normalised values with their inferred types.
 */
export function validate<S extends Schema>(input: unknown, schema: S): Validated<S> {
  const source: Record<string, unknown> =
    typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const errors: FieldErrors = {};
  const values: Record<string, unknown> = {};

  for (const [field, rule] of Object.entries(schema)) {
    const result = rule.check(Object.hasOwn(source, field) ? source[field] : undefined);
    if (result.ok) values[field] = result.value;
    else errors[field] = [result.message];
  }

  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return values as Validated<S>;
}
