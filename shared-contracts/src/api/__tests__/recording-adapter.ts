import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { axiosReply, parseBody } from '../../testing/axios-reply';

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
    return axiosReply(config, reply.status, reply.data);
  };
  return { adapter, requests };
}

/** The requests without the anti-forgery cookie fetches. */
export function withoutCsrf(requests: RecordedRequest[]): RecordedRequest[] {
  return requests.filter((r) => r.url !== '/sanctum/csrf-cookie');
}
