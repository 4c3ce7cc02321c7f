import Fastify, { type FastifyInstance } from 'fastify';
import type { RemoteHealthRow } from 'shared-contracts/schema';

/** A token of the length production asks for. */
export const OPERATOR_TOKEN = 'op_test_0123456789abcdefghijklmnopqrstuv';

export interface FakeHealthApi {
  url: string;
  /** The rows it answers with, oldest minute first; change them between reads. */
  rows: RemoteHealthRow[];
  /** The `since` of every read that got past the token, in order. */
  reads: string[];
  /** How many rows one answer carries at most (the API's limit is 2,000). */
  pageSize: number;
  close(): Promise<void>;
}

/**
 * The API's operator read of the health aggregates, as the API answers it: 404 without a token
 * configured, 401 without the right one, the rows from the minute `since` falls in, in whole
 * minutes, at most `pageSize` a time with `truncated`.
 */
export async function startFakeHealthApi(token: string | null = OPERATOR_TOKEN): Promise<FakeHealthApi> {
  const app: FastifyInstance = Fastify();
  const api: FakeHealthApi = { url: '', rows: [], reads: [], pageSize: 2000, close: () => app.close() };
  app.get('/api/operator/remote-health', async (request, reply) => {
    if (token === null) return reply.code(404).send({ message: 'Não encontrado.' });
    if (request.headers.authorization !== `Bearer ${token}`) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: 'Token de operador ausente ou inválido.' });
    }
    const { since } = request.query as { since: string };
    api.reads.push(since);
    const from = Math.floor(Date.parse(since) / 60_000) * 60_000;
    const found = api.rows.filter((row) => Date.parse(row.minute) >= from);
    const truncated = found.length > api.pageSize;
    let rows = found.slice(0, api.pageSize);
    const last = rows.at(-1)?.minute;
    if (truncated && rows.some((row) => row.minute !== last)) rows = rows.filter((row) => row.minute !== last);
    return reply.header('cache-control', 'no-store').send({ rows, truncated });
  });
  api.url = await app.listen({ port: 0, host: '127.0.0.1' });
  return api;
}

export interface RowFigures {
  pageViews?: number;
  loadFailures?: number;
  crashes?: number;
  errors?: number;
  LCP?: number[];
  INP?: number[];
  CLS?: number[];
}

/** One aggregate row of `app` (default checkout) at the minute starting at `minute` (epoch ms). */
export function healthRow(
  minute: number,
  version: string,
  bucket: number,
  figures: RowFigures = {},
  app: RemoteHealthRow['app'] = 'checkout',
): RemoteHealthRow {
  return {
    minute: new Date(Math.floor(minute / 60_000) * 60_000).toISOString(),
    app,
    version,
    bucket,
    pageViews: figures.pageViews ?? 0,
    loadFailures: figures.loadFailures ?? 0,
    crashes: figures.crashes ?? 0,
    errors: figures.errors ?? 0,
    vitals: { LCP: figures.LCP ?? [], INP: figures.INP ?? [], CLS: figures.CLS ?? [] },
  };
}
