import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { bus } from '../bus/events';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Fetch the anti-forgery cookie first (set for every state-changing call). */
    csrf?: boolean;
    /** A 401 on this call is an expected answer, not an expired session (the start-up user fetch). */
    silent401?: boolean;
  }
}

const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);

/**
 * The one HTTP client of every app: cookies sent, X-Requested-With, JSON, the anti-forgery cookie
 * fetched before state-changing calls (axios echoes it as X-XSRF-TOKEN), and a 401 turned into a
 * 'session-expired' bus event.
 */
export const http: AxiosInstance = axios.create({
  withCredentials: true,
  headers: {
    'X-Requested-With': 'XMLHttpRequest',
    'Content-Type': 'application/json',
    Accept: 'application/json',
  },
});

export function fetchCsrfCookie(): Promise<void> {
  return http.get('/sanctum/csrf-cookie').then(() => undefined);
}

export function needsCsrf(config: Pick<InternalAxiosRequestConfig, 'method' | 'csrf'>): boolean {
  return config.csrf ?? STATE_CHANGING.has((config.method ?? 'get').toLowerCase());
}

http.interceptors.request.use(async (config) => {
  if (config.url !== '/sanctum/csrf-cookie' && needsCsrf(config)) await fetchCsrfCookie();
  return config;
});

http.interceptors.response.use(undefined, (error: unknown) => {
  if (error instanceof AxiosError && error.response?.status === 401 && !error.config?.silent401) {
    bus.emit({ type: 'session-expired', url: error.config?.url ?? '' });
  }
  return Promise.reject(error);
});

/** The body of an answer: what each typed call of the API modules gives back. */
export const dataOf = <T>(promise: Promise<{ data: T }>): Promise<T> => promise.then((r) => r.data);

/** A slug or an id as one segment of a path. */
export const pathSegment = (value: number | string): string => encodeURIComponent(String(value));
/** The HTTP status of a failed call, or null when no answer came (network down). */
export function statusOf(error: unknown): number | null {
  return error instanceof AxiosError ? (error.response?.status ?? null) : null;
}

/** The body of a failed call's answer, if any. */
export function bodyOf(error: unknown): unknown {
  return error instanceof AxiosError ? error.response?.data : undefined;
}
