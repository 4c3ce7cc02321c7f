import type { Handler } from 'shared-contracts/testing/fake-api';

/** The API's answer to invalid input (422): its summary `message` and the messages of each field. */
export function unprocessable(message: string, errors: Record<string, string[]>): Handler {
  return () => ({ status: 422, data: { message, errors } });
}
