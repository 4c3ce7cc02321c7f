import { ValidationError, type FieldErrors } from './errors';

/** A query string as Fastify parses it: repeated keys become arrays. */
export type RawQuery = Record<string, string | string[] | undefined>;

export function asRawQuery(query: unknown): RawQuery {
  return typeof query === 'object' && query !== null ? (query as RawQuery) : {};
}

const INTEGER = /^\d+$/;
const DECIMAL = /^\d+(?:[.,]\d+)?$/;

/** pt-BR messages for query parameters, in the wording of Laravel's Portuguese language pack. */
export const queryMessages = {
  integer: (attribute: string) => `O campo ${attribute} deve ser um número inteiro.`,
  integers: (attribute: string) => `O campo ${attribute} deve conter apenas números inteiros.`,
  numeric: (attribute: string) => `O campo ${attribute} deve ser um número.`,
  min: (attribute: string, min: number) => `O campo ${attribute} deve ser pelo menos ${min}.`,
  between: (attribute: string, min: number, max: number) => `O campo ${attribute} deve estar entre ${min} e ${max}.`,
  in: (attribute: string) => `O campo ${attribute} selecionado é inválido.`,
  gte: (attribute: string, other: string) => `O campo ${attribute} deve ser maior ou igual a ${other}.`,
  maxLength: (attribute: string, max: number) => `O campo ${attribute} não pode ser superior a ${max} caracteres.`,
};

function lastValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

/**
 * The single value of a parameter, trimmed; undefined when absent or blank.
 * A repeated key keeps its last value, as PHP does.
 */
export function queryValue(query: RawQuery, name: string): string | undefined {
  const value = lastValue(query[name])?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/**
 * Every value given for a list parameter, in any of the styles clients use:
 * `name[]=1&name[]=2` (axios), `name=1&name=2`, `name[0]=1` and `name=1,2`.
 */
export function queryList(query: RawQuery, name: string): string[] {
  const indexed = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\[\\d*\\]$`);
  const values: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (key !== name && !indexed.test(key)) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined) continue;
      for (const part of item.split(',')) {
        const trimmed = part.trim();
        if (trimmed !== '') values.push(trimmed);
      }
    }
  }
  return values;
}

/**
 * Collects the errors of several query parameters and throws one 422 with all
 * of them, like a Laravel form request.
 */
export class QueryReader {
  private readonly errors: FieldErrors = {};

  constructor(private readonly query: RawQuery) {}

  private fail(field: string, message: string): undefined {
    this.errors[field] ??= [message];
    return undefined;
  }

  hasErrors(): boolean {
    return Object.keys(this.errors).length > 0;
  }

  /** An optional whole number with bounds; `fallback` when absent. */
  integer(field: string, attribute: string, options: { min?: number; max?: number; fallback: number }): number;
  integer(field: string, attribute: string, options?: { min?: number; max?: number }): number | undefined;
  integer(
    field: string,
    attribute: string,
    options: { min?: number; max?: number; fallback?: number } = {},
  ): number | undefined {
    // On error the fallback is returned so callers keep a usable value until assertValid() throws.
    const invalid = (message: string): number | undefined => {
      this.fail(field, message);
      return options.fallback;
    };
    const raw = queryValue(this.query, field);
    if (raw === undefined) return options.fallback;
    if (!INTEGER.test(raw)) return invalid(queryMessages.integer(attribute));
    const value = Number(raw);
    if (!Number.isSafeInteger(value)) return invalid(queryMessages.integer(attribute));
    const { min, max } = options;
    if (min !== undefined && max !== undefined && (value < min || value > max)) {
      return invalid(queryMessages.between(attribute, min, max));
    }
    if (min !== undefined && value < min) return invalid(queryMessages.min(attribute, min));
    return value;
  }

  /** A page number: a whole number from 1, default 1. Negative or non-numeric values are errors. */
  page(field = 'page', attribute = 'página'): number {
    const raw = queryValue(this.query, field);
    if (raw !== undefined && /^-\d+$/.test(raw)) {
      return this.fail(field, queryMessages.min(attribute, 1)) ?? 1;
    }
    return this.integer(field, attribute, { min: 1, fallback: 1 });
  }

  /** One of the allowed values (compared as text); `fallback` when absent. */
  oneOf<T extends string | number>(field: string, attribute: string, allowed: readonly T[], fallback: T): T {
    const raw = queryValue(this.query, field);
    if (raw === undefined) return fallback;
    const match = allowed.find((candidate) => String(candidate) === raw);
    return match ?? this.fail(field, queryMessages.in(attribute)) ?? fallback;
  }

  /** An optional non-negative decimal (dot or comma), in integer cents. */
  priceCents(field: string, attribute: string): number | undefined {
    const raw = queryValue(this.query, field);
    if (raw === undefined) return undefined;
    if (/^-\d+(?:[.,]\d+)?$/.test(raw)) return this.fail(field, queryMessages.min(attribute, 0));
    if (!DECIMAL.test(raw)) return this.fail(field, queryMessages.numeric(attribute));
    const cents = Math.round(Number(raw.replace(',', '.')) * 100);
    return Number.isSafeInteger(cents) ? cents : this.fail(field, queryMessages.numeric(attribute));
  }

  /** An optional list of positive whole numbers, without repeats. */
  integerList(field: string, attribute: string): number[] {
    const raw = queryList(this.query, field);
    if (raw.some((value) => !INTEGER.test(value) || !Number.isSafeInteger(Number(value)))) {
      this.fail(field, queryMessages.integers(attribute));
      return [];
    }
    return [...new Set(raw.map(Number))];
  }

  /** Optional free text, trimmed, with a length limit. */
  text(field: string, attribute: string, maxLength: number): string | undefined {
    const raw = queryValue(this.query, field);
    if (raw === undefined) return undefined;
    if (raw.length > maxLength) return this.fail(field, queryMessages.maxLength(attribute, maxLength));
    return raw;
  }

  /** Records an error found by a rule spanning several fields. */
  addError(field: string, message: string): void {
    this.fail(field, message);
  }

  /** Throws the 422 when any parameter was invalid. */
  assertValid(): void {
    if (this.hasErrors()) throw new ValidationError(this.errors);
  }
}
