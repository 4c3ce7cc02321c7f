/** Error shapes of the API. */

/** Laravel-style 422 body. */
export interface ValidationErrorBody {
  message: string;
  errors: Record<string, string[]>;
}

/** The first message of each field, in the order the API sent them (spec §5, §8). */
export function firstErrorPerField(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isValidationErrorBody(body)) return out;
  for (const [field, messages] of Object.entries(body.errors)) {
    const first = messages[0];
    if (typeof first === 'string') out[field] = first;
  }
  return out;
}

export function isValidationErrorBody(body: unknown): body is ValidationErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const errors = (body as { errors?: unknown }).errors;
  return (
    typeof errors === 'object' &&
    errors !== null &&
    Object.values(errors).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))
  );
}
