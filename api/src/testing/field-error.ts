import type { TestResponse } from './test-server';

/** A 422 with the given message and messages per field. */
export function expectFieldErrors(response: TestResponse, message: string, errors: Record<string, string[]>): void {
  expect(response.status).toBe(422);
  expect(response.body).toEqual({ message, errors });
}

/** A 422 that refuses one field with one message, which is then also the message of the answer. */
export function expectFieldError(response: TestResponse, field: string, message: string): void {
  expectFieldErrors(response, message, { [field]: [message] });
}
