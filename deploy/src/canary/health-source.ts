/**
 * The API's per-minute aggregates of the shell's health beacons, as operators read them
 * (`GET /api/operator/remote-health` with `Authorization: Bearer <OPERATOR_TOKEN>`): every row from
 * a minute on, over as many answers as it takes. What goes wrong is said in Portuguese, without
 * the token.
 */
import type { RemoteHealthRow } from 'shared-contracts/schema';
import { RegistryError } from '../registry/errors.js';

export const OPERATOR_HEALTH_PATH = '/api/operator/remote-health';

/** The rows from the minute `since` falls in (epoch milliseconds) up to now, oldest first. */
export type HealthRows = (since: number) => Promise<RemoteHealthRow[]>;

export interface ApiHealthOptions {
  /** The API's origin (or the site's, which passes /api through). */
  apiUrl: string;
  /** OPERATOR_TOKEN, as the API has it. */
  token: string | undefined;
  fetch?: typeof fetch;
  /** How long one answer may take (default 5 s). */
  timeoutMs?: number;
}

const MINUTE_MS = 60_000;

/** Where the command line reads the API: API_URL, else the address `npm start` gives it (API_PORT, 8081). */
export function healthApiUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.API_URL || `http://127.0.0.1:${env.API_PORT || 8081}`;
}
/** Answers one read may take: 50 of 2,000 rows each, far more than a window holds. */
const MAX_PAGES = 50;

/** The API's URL as it can be shown: no credentials, no query. */
function shown(apiUrl: string): string {
  try {
    const url = new URL(apiUrl);
    return `${url.origin}${url.pathname.replace(/\/$/, '')}`;
  } catch {
    return apiUrl;
  }
}

const unavailable = (message: string): RegistryError => new RegistryError('unavailable', message);

function isRow(value: unknown): value is RemoteHealthRow {
  const row = value as RemoteHealthRow | null;
  return (
    typeof row === 'object' &&
    row !== null &&
    typeof row.minute === 'string' &&
    typeof row.app === 'string' &&
    typeof row.version === 'string' &&
    Number.isInteger(row.bucket) &&
    typeof row.pageViews === 'number' &&
    typeof row.loadFailures === 'number' &&
    typeof row.crashes === 'number' &&
    typeof row.errors === 'number' &&
    typeof row.vitals === 'object' &&
    row.vitals !== null &&
    Array.isArray(row.vitals.LCP) &&
    Array.isArray(row.vitals.INP) &&
    Array.isArray(row.vitals.CLS)
  );
}

/**
 * Reads the aggregates from the API. Refused (`unavailable`) with a Portuguese sentence when there
 * is no token, the API does not answer, refuses the token (401), has no health read (404: it runs
 * without OPERATOR_TOKEN, or the address is not the API's) or answers something else.
 */
export function apiHealthRows(options: ApiHealthOptions): HealthRows {
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const where = shown(options.apiUrl);
  return async (since) => {
    const token = options.token;
    if (!token) {
      throw unavailable('Defina OPERATOR_TOKEN (o mesmo da API) para ler a saúde dos apps.');
    }
    const rows: RemoteHealthRow[] = [];
    let from = since;
    for (let page = 0; page < MAX_PAGES; page++) {
      const url = new URL(OPERATOR_HEALTH_PATH, options.apiUrl);
      url.searchParams.set('since', new Date(from).toISOString());
      let response: Response;
      try {
        response = await doFetch(url, {
          headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const reason = (error as Error).name === 'TimeoutError' ? `sem resposta em ${timeoutMs} ms` : 'fora do ar';
        throw unavailable(
          `Não foi possível ler a saúde dos apps em ${where} (${reason}). Confira API_URL e se a API está no ar.`,
        );
      }
      if (response.status === 401 || response.status === 403) {
        throw unavailable(`A API em ${where} recusou o OPERATOR_TOKEN (${response.status}): use o mesmo da API.`);
      }
      if (response.status === 404) {
        throw unavailable(
          `A API em ${where} não tem a leitura de saúde dos apps (404): ela roda sem OPERATOR_TOKEN, ou API_URL não é o endereço dela.`,
        );
      }
      if (!response.ok) {
        throw unavailable(`A API em ${where} respondeu ${response.status} ao ler a saúde dos apps; tente de novo.`);
      }
      const body = (await response.json().catch(() => null)) as { rows?: unknown; truncated?: unknown } | null;
      if (!body || !Array.isArray(body.rows) || !body.rows.every(isRow) || typeof body.truncated !== 'boolean') {
        throw unavailable(`A API em ${where} respondeu algo que não é a saúde dos apps.`);
      }
      rows.push(...body.rows);
      const last = body.rows.at(-1);
      if (!body.truncated || !last) break;
      // The answer ends with whole minutes: the next one starts at the minute after its last row.
      from = Date.parse(last.minute) + MINUTE_MS;
    }
    return rows;
  };
}
