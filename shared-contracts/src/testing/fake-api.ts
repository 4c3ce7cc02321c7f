import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../api/client';
import { axiosReply, parseBody } from './axios-reply';

/** One request as the network boundary saw it. */
export interface FakeRequest {
  method: string;
  url: string;
  /** The query parameters axios was given. */
  params: Record<string, unknown>;
  body: unknown;
  config: InternalAxiosRequestConfig;
}

/** A status and body, or `network` for a request that never got an answer. */
export type Reply = { status: number; data?: unknown } | 'network';
export type Handler = (request: FakeRequest) => Reply | Promise<Reply>;

/**
 * A fake API for the shared axios instance: handlers keyed by 'METHOD /path'; the anti-forgery
 * cookie is always served; any other request fails the test loudly. Answers >= 400 are thrown
 * as AxiosErrors carrying the response, as the real adapters do.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const requests: FakeRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params ?? {}) as Record<string, unknown>,
      body: parseBody(config.data),
      config,
    };
    requests.push(request);
    const key = `${request.method} ${request.url}`;
    const csrfCookie: Handler = () => ({ status: 204 });
    const handler = key === 'GET /sanctum/csrf-cookie' ? csrfCookie : handlers[key];
    if (!handler) throw new Error(`Unexpected request: ${key}`);

    const reply = await handler(request);
    if (reply === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    return axiosReply(config, reply.status, reply.data);
  };

  return {
    adapter,
    requests,
    /** The requests to one endpoint, e.g. calls('PUT /api/user'). */
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.url}` === key),
  };
}

const originalAdapter = http.defaults.adapter;

/** Puts a fake API in front of the shared client for one test; `restoreApi` in afterEach. */
export function useFakeApi(handlers: Record<string, Handler>) {
  const api = fakeApi(handlers);
  http.defaults.adapter = api.adapter;
  return api;
}

export function restoreApi(): void {
  http.defaults.adapter = originalAdapter;
}

/** A handler answering 200 with this body. */
export const ok =
  (data: unknown): Handler =>
  () => ({ status: 200, data });

/** A reply the test releases when it wants, to look at the screen while a call is under way. */
export function deferred(): { handler: Handler; release: (reply: Reply) => void } {
  let release: (reply: Reply) => void = () => undefined;
  const pending = new Promise<Reply>((resolve) => {
    release = resolve;
  });
  return { handler: () => pending, release: (reply) => release(reply) };
}
