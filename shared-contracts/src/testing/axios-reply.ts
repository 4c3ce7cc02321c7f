import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/** A request's body as a test reads it: the object again when axios sent it as JSON text. */
export function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * A fake server's answer as the real adapters give it: the response, thrown as an AxiosError
 * carrying it from status 400 on.
 */
export function axiosReply(config: InternalAxiosRequestConfig, status: number, data: unknown = {}): AxiosResponse {
  const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
  if (status >= 400) {
    throw new AxiosError(
      `Request failed with status code ${status}`,
      status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      null,
      response,
    );
  }
  return response;
}
