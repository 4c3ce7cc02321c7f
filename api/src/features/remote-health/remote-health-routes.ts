import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BEACON_MAX_BYTES,
  Beacon,
  BeaconRefusalBody,
  MessageBody,
  RemoteHealthAnswer,
  RemoteHealthQuery,
  ValidationErrorBody,
  ViewBatch,
  beaconMessages,
  type HealthApp,
} from 'shared-contracts/schema';
import {
  VIEW_BATCH_SIGNATURE_HEADER,
  VIEW_TOKEN_LIFE_MS,
  verifyViewBatch,
  verifyViewToken,
  type ViewClaims,
} from 'shared-contracts/view-token';
import { HttpError, MESSAGES, ValidationError, answerError, isClientError, type FieldErrors } from '../../http/errors';
import { noContent } from '../../http/route-schemas';
import { safeEqual } from '../../lib/tokens';
import { jsonTextParser } from '../../plugins/body-parser';
import { requestFieldErrors } from '../../plugins/request-validation';
import {
  MINUTE_MS,
  minuteOf,
  pruneRemoteHealth,
  recordRejected,
  recordViewCounts,
  rejectedSince,
  remoteHealthSince,
  type ViewCount,
  type ViewMark,
} from './remote-health-repository';

export const REMOTE_HEALTH_MESSAGES = {
  operatorToken: 'Token de operador ausente ou inválido.',
  viewSignature: 'Lote de visualizações sem a assinatura do servidor do site.',
} as const;

export interface RemoteHealthSettings {
  /**
   * The token operators send as `Authorization: Bearer <token>` to read the aggregates
   * (OPERATOR_TOKEN); without one the read answers 404, as if it did not exist.
   */
  operatorToken?: string | undefined;
  /**
   * VIEW_TOKEN_SECRET, the one the site server signs its pages' view tokens and its view batches
   * with. Without it no beacon is counted (none can be verified) and the view batches answer 404.
   */
  viewSecret?: string | undefined;
  /**
   * Views one client (its key in the token) adds at most per app, version and kind of count in a
   * ten-minute period, over every API instance (default 3): one client fetching many pages cannot
   * outweigh everyone.
   */
  viewsPerClient?: number;
  /** Days the aggregates are kept (default 7). */
  retentionDays?: number;
  /** The clock of the minutes, in epoch milliseconds (tests move it; `Date.now` by default). */
  now?: () => number;
}

export const DEFAULT_VIEWS_PER_CLIENT = 3;
export const DEFAULT_RETENTION_DAYS = 7;
/** Rows one read of the aggregates carries at most. */
export const REMOTE_HEALTH_MAX_ROWS = 2000;
/** A process prunes old rows at most this often, on a beacon it counts. */
const PRUNE_EVERY_MS = 10 * MINUTE_MS;
/** A client's share of views is counted per period this long: the canary watcher's window. */
export const CLIENT_PERIOD_MS = 10 * MINUTE_MS;
/** The site server's view batches are small: 500 views of a few hundred bytes each. */
const VIEW_BATCH_MAX_BYTES = 256 * 1024;

/** Why a beacon's event was dropped, as the operators' figures name it. */
export type RejectionReason =
  'token-missing' | 'token-malformed' | 'token-signature' | 'token-expired' | 'version' | 'duplicate' | 'client-share';

/** A beacon refused: 400 with the fields at fault, in the shape of the API's 422. */
class BeaconRefused extends HttpError {
  constructor(readonly errors: FieldErrors) {
    super(400, beaconMessages.invalid);
  }

  override toBody(): Record<string, unknown> {
    return { message: this.message, errors: this.errors };
  }
}

const FAILURES = { 'load-failure': 'loadFailures', crash: 'crashes', error: 'errors' } as const;

/**
 * What a beacon with a valid token may count: for each app whose version the token names as the
 * beacon does, its first failure and its first sample of each vital (the database keeps a view to
 * one of each over all its beacons). Page views are the site server's: a beacon's are ignored.
 * The rest is returned as rejected, by reason.
 */
function countsOf(beacon: Beacon, claims: ViewClaims): { counts: ViewCount[]; rejected: RejectionReason[] } {
  const counts: ViewCount[] = [];
  const rejected: RejectionReason[] = [];
  const seen = new Set<string>();
  for (const event of beacon.events) {
    if (event.type === 'page-view') continue;
    const version = beacon.apps[event.app];
    if (version === undefined || claims.apps[event.app] !== version) {
      rejected.push('version');
      continue;
    }
    const mark: ViewMark = 'name' in event ? event.name : 'failure';
    const key = `${event.app} ${mark}`;
    if (seen.has(key)) {
      rejected.push('duplicate');
      continue;
    }
    seen.add(key);
    const base = { view: claims.view, client: claims.client, bucket: claims.bucket, app: event.app, version, mark };
    counts.push('name' in event ? { ...base, value: event.value } : { ...base, failure: FAILURES[event.type] });
  }
  return { counts, rejected };
}

/** The schema's failures and the events naming an app the beacon gives no version of. */
function beaconErrors(request: FastifyRequest, beacon: Beacon): FieldErrors {
  const errors = requestFieldErrors(request);
  if (Object.keys(errors).length > 0) return errors;
  beacon.events.forEach((event, index) => {
    if (beacon.apps[event.app] === undefined) errors[`events.${index}.app`] = [beaconMessages.eventApp];
  });
  return errors;
}

/**
 * The shell's health beacons, the site server's page views and the operators' read of them.
 *
 * The site server counts the pages it serves (`POST /api/remote-health/views`, signed with the
 * view secret) and signs each page a view token; `POST /api/beacons` counts a failure or a vital
 * only with a valid, unexpired token, for the versions it names, in the bucket it names, at most
 * one failure per app and one sample per vital per view, and at most `viewsPerClient` views of a
 * client per app, version and kind in a ten-minute period. Everything else is answered the same 204
 * and dropped, and counted by reason in the operators' figures: no outsider can make a view count
 * twice, nor take the place of another's. Nothing names a person: the aggregates are per minute,
 * app, version and bucket; a view's id and its client key (the address hashed by the site server)
 * are kept only as long as a token lives, to count each view once. Old rows are pruned by the
 * instance that counts, at most every ten minutes.
 */
export async function remoteHealthRoutes(base: FastifyInstance, settings: RemoteHealthSettings = {}): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const now = settings.now ?? Date.now;
  const perClient = Math.max(1, settings.viewsPerClient ?? DEFAULT_VIEWS_PER_CLIENT);
  const retentionMs = (settings.retentionDays ?? DEFAULT_RETENTION_DAYS) * 24 * 60 * MINUTE_MS;
  const operatorToken = settings.operatorToken === '' ? undefined : settings.operatorToken;
  const viewSecret = settings.viewSecret === '' ? undefined : settings.viewSecret;

  let prunedAt = Number.NEGATIVE_INFINITY;

  async function prune(at: number): Promise<void> {
    if (at - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = at;
    await pruneRemoteHealth(app.kysely, {
      before: minuteOf(at - retentionMs),
      // A mark outlives its token by a minute: a late beacon of the view still finds it.
      marksBefore: minuteOf(at - VIEW_TOKEN_LIFE_MS) - MINUTE_MS,
      periodsBefore: periodOf(at) - CLIENT_PERIOD_MS,
    }).catch((error: unknown) => app.log.error({ err: error }, 'remote health pruning failed'));
  }

  const periodOf = (at: number): number => Math.floor(at / CLIENT_PERIOD_MS) * CLIENT_PERIOD_MS;

  async function reject(minute: number, reasons: readonly RejectionReason[]): Promise<void> {
    if (reasons.length === 0) return;
    const tally = new Map<string, number>();
    for (const reason of reasons) tally.set(reason, (tally.get(reason) ?? 0) + 1);
    await recordRejected(app.kysely, minute, tally);
  }

  async function count(beacon: Beacon): Promise<void> {
    const at = now();
    const minute = minuteOf(at);
    const counted = beacon.events.filter((event) => event.type !== 'page-view').length;
    const verified = viewSecret === undefined ? null : verifyViewToken(viewSecret, beacon.view, at);
    if (verified === null || !verified.ok) {
      const reason: RejectionReason = verified === null ? 'token-missing' : `token-${verified.problem}`;
      await reject(minute, Array<RejectionReason>(counted).fill(reason));
      return;
    }
    const { counts, rejected } = countsOf(beacon, verified.claims);
    const refused = await recordViewCounts(app.kysely, { minute, period: periodOf(at), perClient }, counts);
    await reject(minute, [...rejected, ...refused]);
    await prune(at);
  }

  await app.register(async (beacons) => {
    // navigator.sendBeacon posts a Blob: `application/json` when the shell types it so, but some
    // browsers send `text/plain;charset=UTF-8`; both carry the same JSON (here, and only here).
    beacons.removeContentTypeParser('text/plain');
    beacons.addContentTypeParser('text/plain', { parseAs: 'string' }, jsonTextParser(beacons));

    const schema = {
      tags: ['saúde dos apps'],
      summary: 'Beacon de saúde dos apps de uma página (navigator.sendBeacon)',
      description:
        'Sem sessão e sem o cabeçalho anti-falsificação (sendBeacon não envia cabeçalhos). Conta só com o token de ' +
        'visualização que o servidor do site assinou na página (`view`), válido e no prazo, para as versões e o bucket ' +
        'que ele nomeia: uma falha por app e uma amostra por métrica por visualização. O resto é aceito, descartado e ' +
        `contado como rejeitado. Eventos page-view são ignorados (o servidor do site conta as páginas). Até ${BEACON_MAX_BYTES} bytes.`,
      consumes: ['application/json', 'text/plain'],
      body: Beacon,
      response: {
        204: noContent('Recebido (contado, ou descartado e contado como rejeitado)'),
        400: BeaconRefusalBody,
        413: MessageBody,
        429: MessageBody,
      },
    };
    beacons.withTypeProvider<TypeBoxTypeProvider>().post(
      '/api/beacons',
      {
        schema,
        bodyLimit: BEACON_MAX_BYTES,
        config: {
          // No anti-forgery header: navigator.sendBeacon cannot send one, and a forged beacon changes
          // nobody's data; it counts only with a token the site server signed, once per view.
          csrf: 'open',
          // The schema's failures are answered 400 (below), not with the API's 422.
          validation: 'handler',
        },
        // A beacon is worth less than the errors it could cause: a failure of the server (the
        // database, the limits' store) is logged and the beacon dropped, never answered 5xx.
        errorHandler: (error, request, reply) => {
          if (isClientError(error)) return answerError(error, request, reply);
          request.log.error({ err: error }, 'beacon dropped');
          return reply.code(204).send(null);
        },
      },
      async (request, reply) => {
        const errors = beaconErrors(request, request.body);
        if (Object.keys(errors).length > 0) throw new BeaconRefused(errors);
        await count(request.body);
        return reply.code(204).send(null);
      },
    );
  });

  // The site server's page views, only with the view secret: each view counted once, for the
  // apps it names (the route's remote and the shell), within its client's share.
  if (viewSecret !== undefined) {
    await app.register(async (views) => {
      const bodies = new WeakMap<FastifyRequest, string>();
      const parse = jsonTextParser(views);
      views.removeContentTypeParser('application/json');
      views.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        bodies.set(request, text);
        parse(request, text, done);
      });
      views.withTypeProvider<TypeBoxTypeProvider>().post(
        '/api/remote-health/views',
        {
          schema: {
            tags: ['saúde dos apps'],
            summary: 'Visualizações contadas pelo servidor do site (só ele: corpo assinado com VIEW_TOKEN_SECRET)',
            body: ViewBatch,
            response: { 204: noContent('Contadas'), 401: MessageBody, 422: ValidationErrorBody },
          },
          bodyLimit: VIEW_BATCH_MAX_BYTES,
          // Signed by the site server: no session, no anti-forgery header, and never limited with the
          // writes of the address it comes from (the shoppers' limits are theirs).
          config: { csrf: false, rateLimit: false },
          preValidation: (request, _reply, done) => {
            const signature = request.headers[VIEW_BATCH_SIGNATURE_HEADER];
            const ok = verifyViewBatch(
              viewSecret,
              bodies.get(request) ?? '',
              typeof signature === 'string' ? signature : undefined,
            );
            done(ok ? undefined : new HttpError(401, REMOTE_HEALTH_MESSAGES.viewSignature));
          },
        },
        async (request, reply) => {
          const at = now();
          const counts: ViewCount[] = request.body.views.flatMap((view) =>
            Object.entries(view.apps).map(([name, version]) => ({
              view: view.view,
              client: view.client,
              bucket: view.bucket,
              app: name as HealthApp,
              version,
              mark: 'view' as const,
            })),
          );
          await recordViewCounts(app.kysely, { minute: minuteOf(at), period: periodOf(at), perClient }, counts);
          await prune(at);
          return reply.code(204).send(null);
        },
      );
    });
  }

  /** Operators only: 404 while no token is configured, 401 without the right one. */
  function requireOperator(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void {
    if (operatorToken === undefined) {
      done(new HttpError(404, MESSAGES.notFound));
      return;
    }
    const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
    if (match?.[1] === undefined || !safeEqual(match[1], operatorToken)) {
      done(new HttpError(401, REMOTE_HEALTH_MESSAGES.operatorToken, { 'www-authenticate': 'Bearer' }));
      return;
    }
    reply.header('cache-control', 'no-store');
    done();
  }

  const readSchema = {
    tags: ['saúde dos apps'],
    summary: 'Agregados por minuto, app, versão e bucket dos beacons de saúde (operadores)',
    description:
      'Com `Authorization: Bearer <OPERATOR_TOKEN>`. Sem OPERATOR_TOKEN configurado, responde 404. ' +
      `No máximo ${REMOTE_HEALTH_MAX_ROWS} linhas, em minutos inteiros; amostras das métricas em ordem crescente.`,
    security: [{ operator: [] }],
    querystring: RemoteHealthQuery,
    response: { 200: RemoteHealthAnswer, 401: MessageBody, 404: MessageBody, 422: ValidationErrorBody },
  };
  app.get('/api/operator/remote-health', { schema: readSchema, preHandler: requireOperator }, async (request) => {
    const { since, app: only } = request.query;
    const from = Date.parse(since);
    // A moment the format allows and the calendar does not (a leap second).
    if (!Number.isFinite(from)) throw ValidationError.withMessage('since', beaconMessages.since);
    const [found, rejected] = await Promise.all([
      remoteHealthSince(app.kysely, { since: minuteOf(from), app: only, limit: REMOTE_HEALTH_MAX_ROWS }),
      rejectedSince(app.kysely, minuteOf(from)),
    ]);
    return { ...found, rejected };
  });
}
