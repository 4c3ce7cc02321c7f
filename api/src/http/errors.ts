import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fieldErrorsOf, isSchemaValidationError } from './schema-errors';

export type FieldErrors = Record<string, string[]>;

export const MESSAGES = {
  notFound: 'Recurso não encontrado.',
  serverError: 'Erro interno do servidor.',
  badRequest: 'Requisição inválida.',
  invalidJson: 'O corpo da requisição não é um JSON válido.',
  payloadTooLarge: 'O conteúdo enviado é grande demais.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado.',
  unauthenticated: 'Unauthenticated.',
  csrfMismatch: 'CSRF token mismatch.',
} as const;

/** An error whose status and message are safe to show to the client as they are. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly headers: Readonly<Record<string, string>>;

  constructor(statusCode: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.headers = headers;
  }

  toBody(): Record<string, unknown> {
    return { message: this.message };
  }
}

/**
 * Laravel's summary line: the first message, plus "(e mais N erro[s])" counting
 * every other message of every field.
 */
export function summarizeFieldErrors(errors: FieldErrors): string {
  const all = Object.values(errors).flat();
  const first = all[0] ?? 'Os dados fornecidos são inválidos.';
  const others = all.length - 1;
  if (others <= 0) return first;
  return `${first} (e mais ${others} ${others === 1 ? 'erro' : 'erros'})`;
}

/** 422 with the Laravel body `{ message, errors: { field: [messages] } }`. */
export class ValidationError extends HttpError {
  readonly errors: FieldErrors;

  constructor(errors: FieldErrors) {
    super(422, summarizeFieldErrors(errors));
    this.name = 'ValidationError';
    this.errors = errors;
  }

  /** A single message attached to one field (e.g. wrong credentials on "email"). */
  static withMessage(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] });
  }

  override toBody(): Record<string, unknown> {
    return { message: this.message, errors: this.errors };
  }
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  const { statusCode } = error;
  return typeof statusCode === 'number' ? statusCode : undefined;
}

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error;
  return typeof code === 'string' ? code : undefined;
}

/** Message for client errors raised by the framework itself (bad JSON, body too large...). */
function clientErrorMessage(status: number, code: string | undefined): string {
  if (status === 404) return MESSAGES.notFound;
  if (status === 413) return MESSAGES.payloadTooLarge;
  if (status === 415) return MESSAGES.unsupportedMediaType;
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return MESSAGES.invalidJson;
  }
  return MESSAGES.badRequest;
}

export function sendHttpError(reply: FastifyReply, error: HttpError): FastifyReply {
  return reply.code(error.statusCode).headers(error.headers).send(error.toBody());
}

/** Whether an error is the client's (4xx, answered as it is) rather than a failure of the server. */
export function isClientError(error: unknown): boolean {
  if (error instanceof HttpError) return error.statusCode < 500;
  if (isSchemaValidationError(error)) return true;
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500;
}

/**
 * JSON errors everywhere. Known HTTP errors keep their status and message; a request that fails
 * its route's schema is the spec's 422 with the messages the schema carries; framework client
 * errors get a Portuguese message; anything else is logged and answered with a bare 500, never
 * with its message or stack.
 */
export function answerError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof HttpError) return sendHttpError(reply, error);
  if (isSchemaValidationError(error)) {
    return sendHttpError(reply, new ValidationError(fieldErrorsOf(error, request)));
  }

  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) {
    return reply.code(status).send({ message: clientErrorMessage(status, codeOf(error)) });
  }

  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ message: MESSAGES.serverError });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: MESSAGES.notFound }));
  app.setErrorHandler(answerError);
}
