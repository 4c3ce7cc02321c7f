import type { InternalAxiosRequestConfig } from 'axios';
import { http } from 'shared-contracts';
import { axiosReply, parseBody } from 'shared-contracts/testing/axios-reply';

type Adapter = Extract<NonNullable<typeof http.defaults.adapter>, (...args: never[]) => unknown>;

export interface FakeRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  data?: unknown;
  /** Answer only after this promise settles (to see in-flight states). */
  wait?: Promise<unknown>;
}

/** 'GET /api/search' → answer. A request without a route fails the test. */
export type Routes = Record<string, (request: FakeRequest) => FakeReply>;

const originalAdapter = http.defaults.adapter;

/**
 * The network boundary of a test: every request is recorded; routes answer by 'METHOD /path'
 * (anti-forgery cookie answered by default); status >= 400 rejects like axios does.
 */
export function fakeApi(routes: Routes): { requests: FakeRequest[]; calls: (line: string) => FakeRequest[] } {
  const requests: FakeRequest[] = [];
  const adapter: Adapter = async (config: InternalAxiosRequestConfig) => {
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params as Record<string, unknown> | undefined) ?? {},
      body: parseBody(config.data),
    };
    requests.push(request);
    const line = `${request.method} ${request.url}`;
    const csrf = (): FakeReply => ({ status: 204 });
    const route = routes[line] ?? (line === 'GET /sanctum/csrf-cookie' ? csrf : undefined);
    if (!route) throw new Error(`Unexpected request: ${line}`);
    const reply = route(request);
    if (reply.wait) await reply.wait;
    return axiosReply(config, reply.status ?? 200, reply.data);
  };
  http.defaults.adapter = adapter;
  return {
    requests,
    calls: (line) => requests.filter((r) => `${r.method} ${r.url}` === line),
  };
}

export function restoreApi(): void {
  http.defaults.adapter = originalAdapter;
}

/** A promise the test resolves by hand. */
export function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
