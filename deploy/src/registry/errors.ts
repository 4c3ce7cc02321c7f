/**
 * Why the registry refused a command; the CLI maps each to an exit code. `unavailable`: what a
 * command reads from elsewhere (the API's health figures) could not be had.
 */
export type RefusalCode =
  | 'usage'
  | 'not-found'
  | 'invalid'
  | 'contract-mismatch'
  | 'conflict'
  | 'no-previous'
  | 'no-canary'
  | 'busy'
  | 'unavailable';

/** A refusal: nothing was changed. `problems` lists every reason found, one sentence each. */
export class RegistryError extends Error {
  constructor(
    readonly code: RefusalCode,
    message: string,
    readonly problems: string[] = [],
  ) {
    super(message);
    this.name = 'RegistryError';
  }
}

export const isRegistryError = (error: unknown): error is RegistryError => error instanceof RegistryError;
