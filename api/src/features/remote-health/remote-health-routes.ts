import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BEACON_MAX_BYTES,
  BUCKET_COOKIE,
  BUCKET_COUNT,
  Beacon,
  BeaconRefusalBody,
  MessageBody,
  RemoteHealthAnswer,
  RemoteHealthQuery,
  ValidationErrorBody,
  beaconMessages,
  type HealthApp,
} from 'shared-contracts/schema';
import { HttpError, MESSAGES, ValidationError, answerError, isClientError, type FieldErrors } from '../../http/errors';
import { noContent } from '../../http/route-schemas';
import { safeEqual } from '../../lib/tokens';
import { jsonTextParser } from '../../plugins/body-parser';
import { requestFieldErrors } from '../../plugins/request-validation';
import {
  MINUTE_MS,
  minuteOf,
  pruneRemoteHealth,
  recordBeacon,
  remoteHealthSince,
  type AppTally,
} from './remote-health-repository';

export const REMOTE_HEALTH_MESSAGES = {
  operatorToken: 'Token de operador ausente ou inválido.',
} as const;

export interface RemoteHealthSettings {
  /**
   * The token operators send as `Authorization: Bearer <token>` to read the aggregates
   * (OPERATOR_TOKEN); without one the read answers 404, as if it did not exist.
   */
  operatorToken?: string | undefined;
  /** Beacons counted per canary bucket and minute, over every API instance (default 5). */
  beaconsPerBucketPerMinute?: number;
  /** Days the aggregates are kept (default 7). */
  retentionDays?: number;
  /** The clock of the minutes, in epoch milliseconds (tests move it; `Date.now` by default). */
  now?: () => number;
}

export const DEFAULT_BEACONS_PER_BUCKET_PER_MINUTE = 5;
export const DEFAULT_RETENTION_DAYS = 7;
/** Rows one read of the aggregates carries at most. */
export const REMOTE_HEALTH_MAX_ROWS = 2000;
/** A process prunes old rows at most this often, on a beacon it counts. */
const PRUNE_EVERY_MS = 10 * MINUTE_MS;
/** Bucket counts are kept this long: only the current minute's are read, whatever the clocks say. */
const QUOTA_KEPT_MS = 60 * MINUTE_MS;

const BUCKET_VALUE = /^(?:0|[1-9]\d*)$/;

/**
 * The browser's canary bucket from its cookie, or undefined when it is missing or not a whole
 * number from 0 to 99. Such a beacon is accepted but not counted: the aggregates compare buckets,
 * and one that belongs to none could only blur them.
 */
export function bucketOf(request: FastifyRequest): number | undefined {
  const value = request.cookies[BUCKET_COOKIE];
  if (value === undefined || !BUCKET_VALUE.test(value)) return undefined;
  const bucket = Number(value);
  return bucket < BUCKET_COUNT ? bucket : undefined;
}

/** A beacon refused: 400 with the fields at fault, in the shape of the API's 422. */
class BeaconRefused extends HttpError {
  constructor(readonly errors: FieldErrors) {
    super(400, beaconMessages.invalid);
  }

  override toBody(): Record<string, unknown> {
    return { message: this.message, errors: this.errors };
  }
}

/** What the beacon adds to each app it has events of. */
function talliesOf(beacon: Beacon): AppTally[] {
  const tallies = new Map<HealthApp, AppTally>();
  for (const event of beacon.events) {
    const version = beacon.apps[event.app];
    if (version === undefined) continue;
    let tally = tallies.get(event.app);
    if (tally === undefined) {
      tally = { app: event.app, version, pageViews: 0, loadFailures: 0, crashes: 0, errors: 0, vitals: [] };
      tallies.set(event.app, tally);
    }
    if ('name' in event) tally.vitals.push({ name: event.name, value: event.value });
    else if (event.type === 'page-view') tally.pageViews += 1;
    else if (event.type === 'load-failure') tally.loadFailures += 1;
    else if (event.type === 'crash') tally.crashes += 1;
    else tally.errors += 1;
  }
  return [...tallies.values()];
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
 * The shell's health beacons and the operators' read of them.
 *
 * `POST /api/beacons` keeps no personal data: no address, account, user agent or page is stored,
 * only per minute, app, version and canary bucket, how many page views and failures the beacons
 * reported, and their Core Web Vitals samples. At most `beaconsPerBucketPerMinute` beacons of a
 * bucket are counted in a minute, over every instance; the rest are answered the same 204 and
 * dropped, so a flood from a few browsers cannot outweigh the others. Rows older than the
 * retention are pruned by the instance that counts a beacon, at most every ten minutes.
 */
export async function remoteHealthRoutes(base: FastifyInstance, settings: RemoteHealthSettings = {}): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const now = settings.now ?? Date.now;
  const cap = Math.max(1, settings.beaconsPerBucketPerMinute ?? DEFAULT_BEACONS_PER_BUCKET_PER_MINUTE);
  const retentionMs = (settings.retentionDays ?? DEFAULT_RETENTION_DAYS) * 24 * 60 * MINUTE_MS;
  const operatorToken = settings.operatorToken === '' ? undefined : settings.operatorToken;

  // The buckets this process found full, with the minute they were full in: the rest of a flood
  // is dropped without asking the database again.
  const full = new Map<number, number>();
  let prunedAt = Number.NEGATIVE_INFINITY;

  async function prune(at: number): Promise<void> {
    if (at - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = at;
    await pruneRemoteHealth(app.kysely, minuteOf(at - retentionMs), minuteOf(at) - QUOTA_KEPT_MS).catch(
      (error: unknown) => app.log.error({ err: error }, 'remote health pruning failed'),
    );
  }

  async function count(beacon: Beacon, bucket: number): Promise<void> {
    const at = now();
    const minute = minuteOf(at);
    if (full.get(bucket) === minute) return;
    const counted = await recordBeacon(app.kysely, { minute, bucket, cap }, talliesOf(beacon));
    if (!counted) {
      full.set(bucket, minute);
      return;
    }
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
        'Sem sessão e sem o cabeçalho anti-falsificação (sendBeacon não envia cabeçalhos). O bucket de canário vem do ' +
        `cookie ${BUCKET_COOKIE}; sem ele, ou inválido, o beacon é aceito e não é contado. Até ${BEACON_MAX_BYTES} bytes.`,
      consumes: ['application/json', 'text/plain'],
      body: Beacon,
      response: {
        204: noContent('Recebido (contado, ou descartado quando o bucket já teve os seus beacons do minuto)'),
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
          // nobody's data; what it could add to the aggregates is capped per bucket and minute.
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
        const bucket = bucketOf(request);
        if (bucket !== undefined) await count(request.body, bucket);
        return reply.code(204).send(null);
      },
    );
  });

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
    return remoteHealthSince(app.kysely, {
      since: minuteOf(from),
      app: only,
      limit: REMOTE_HEALTH_MAX_ROWS,
    });
  });
}
