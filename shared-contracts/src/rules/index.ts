/**
 * The validation rules the API and the screens share. Plain functions and constants only: this
 * entry point loads no HTTP client, event bus or browser code, so the API can import it.
 */
export * from './documents';
export * from './limits';
export * from './card-brand';
export * from './pix-key';
