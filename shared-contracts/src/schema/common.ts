/**
 * Building blocks of the API's JSON Schemas (TypeBox). The schemas are the contract: the API
 * validates requests and serializes answers with them, OpenAPI is generated from them and the
 * model types of the apps are inferred from them.
 */
import { Type, type Static, type TLiteral, type TObject, type TSchema, type TUnion, type TUnsafe } from 'typebox';

/** `T | null` for a scalar, written as a type list so serializers need no branch matching. */
export function NullableScalar<T extends 'string' | 'number' | 'integer' | 'boolean'>(
  type: T,
  options: Record<string, unknown> = {},
): TUnsafe<(T extends 'string' ? string : T extends 'boolean' ? boolean : number) | null> {
  return Type.Unsafe({ ...options, type: [type, 'null'] });
}

export const NullableString = (options: Record<string, unknown> = {}) => NullableScalar('string', options);
export const NullableNumber = (options: Record<string, unknown> = {}) => NullableScalar('number', options);
export const NullableInteger = (options: Record<string, unknown> = {}) => NullableScalar('integer', options);

/** An object or null, as one schema (`type: ['object', 'null']`). */
export function NullableObject<T extends TObject>(schema: T): TUnsafe<Static<T> | null> {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: ['object', 'null'] });
}

/** One of these strings: a union of their literals. */
export function OneOf<const T extends readonly string[]>(values: T) {
  return Type.Union(values.map((value) => Type.Literal(value))) as TUnion<{ -readonly [K in keyof T]: TLiteral<T[K]> }>;
}

/** Any of the schemas or null. */
export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

/** Laravel's 422 body: a summary message and the messages of each field. */
export const ValidationErrorBody = Type.Object(
  {
    message: Type.String(),
    errors: Type.Record(Type.String(), Type.Array(Type.String())),
  },
  { description: 'Erros de validação por campo (o primeiro de cada campo é o que as telas mostram).' },
);

/** Answers that only confirm, and every error other than 422: `{ message }`. */
export const MessageBody = Type.Object({ message: Type.String() });

/** Laravel's length-aware paginator without its items. */
export const PageMeta = Type.Object({
  current_page: Type.Integer(),
  from: NullableInteger(),
  to: NullableInteger(),
  last_page: Type.Integer(),
  per_page: Type.Integer(),
  total: Type.Integer(),
  next_page_url: NullableString(),
  prev_page_url: NullableString(),
  first_page_url: Type.Optional(Type.String()),
  last_page_url: Type.Optional(Type.String()),
  path: Type.Optional(Type.String()),
});

/** Laravel's length-aware paginator of `item`. */
export function Paginator<T extends TSchema>(item: T) {
  return Type.Object({ ...PageMeta.properties, data: Type.Array(item) });
}

export const NamedOption = Type.Object({ id: Type.Integer(), name: Type.String() });

/** A path parameter: always text; the route decides what an unusable one answers (usually 404). */
export const PathParam = (description?: string) => Type.String(description ? { description } : {});

export type ValidationErrorBody = Static<typeof ValidationErrorBody>;
export type MessageBody = Static<typeof MessageBody>;
export type PageMeta = Static<typeof PageMeta>;
export type NamedOption = Static<typeof NamedOption>;
