import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

/** One request as the network boundary saw it. */
export interface RecordedRequest {
  method: string;
  url: string;
  params: unknown;
  body: unknown;
  headers: AxiosHeaders;
  withCredentials: boolean | undefined;
  config: InternalAxiosRequestConfig;
}

export interface Reply {
  status: number;
  data?: unknown;
}

/** What the fake server answers: by default 200 with an empty object. */
export type Responder = (request: RecordedRequest) => Reply;

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * A recording axios adapter: every request is kept in `requests`; answers with status >= 400
 * are thrown as an AxiosError carrying the response, as the real adapters do.
 */
export function recordingAdapter(responder: Responder = () => ({ status: 200, data: {} })): {
  adapter: AxiosAdapter;
  requests: RecordedRequest[];
} {
  const requests: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toLowerCase(),
      url: config.url ?? '',
      params: config.params,
      body: parseBody(config.data),
      headers: AxiosHeaders.from(config.headers),
      withCredentials: config.withCredentials,
      config,
    };
    requests.push(request);
    const reply = responder(request);
    const response: AxiosResponse = {
      data: reply.data ?? {},
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
    };
    if (reply.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
        reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
        config,
        null,
        response,
      );
    }
    return response;
  };
  return { adapter, requests };
}

/** The requests without the anti-forgery cookie fetches. */
export function withoutCsrf(requests: RecordedRequest[]): RecordedRequest[] {
  return requests.filter((r) => r.url !== '/sanctum/csrf-cookie');
}
