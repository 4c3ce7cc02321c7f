/** SQLite's and PostgreSQL's (23505) codes of an insert refused by a UNIQUE constraint. */
const UNIQUE_VIOLATIONS = new Set(['SQLITE_CONSTRAINT_UNIQUE', '23505']);

export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    UNIQUE_VIOLATIONS.has(error.code)
  );
}
