/**
 * The health of the released front-end apps, as shoppers' browsers see it: the beacon the shell
 * sends with `navigator.sendBeacon` (`POST /api/beacons`), and the per-minute aggregates operators
 * read back (`GET /api/operator/remote-health`) to judge a canary release.
 */
import { Type, type Static } from 'typebox';
import {
  BEACON_COUNTED_EVENTS,
  BEACON_MAX_EVENTS,
  BEACON_VERSION_MAX_LENGTH,
  BEACON_VERSION_PATTERN,
  HEALTH_APPS,
  VIEW_BATCH_MAX,
  VITAL_MAX,
  type VitalName,
} from '../constants';
import { OneOf, ValidationErrorBody } from './common';
import { beaconMessages } from './messages';
import { QueryChoice } from './query';

export {
  BEACON_COUNTED_EVENTS,
  BEACON_MAX_BYTES,
  BEACON_MAX_EVENTS,
  BEACON_VERSION_MAX_LENGTH,
  BEACON_VERSION_PATTERN,
  BUCKET_COOKIE,
  BUCKET_COUNT,
  HEALTH_APPS,
  VITAL_MAX,
  VITAL_NAMES,
  VIEW_BATCH_MAX,
  type BeaconCountedEvent,
  type HealthApp,
  type VitalName,
} from '../constants';

/**
 * Only these keys: any other fails the schema. (`additionalProperties: false` would not do: the
 * API's validator quietly drops the extra keys it names.)
 */
const onlyKeys = (keys: readonly string[]) => ({ propertyNames: { enum: [...keys] } });

const HealthAppName = OneOf(HEALTH_APPS);

const AppVersion = Type.String({
  pattern: BEACON_VERSION_PATTERN,
  maxLength: BEACON_VERSION_MAX_LENGTH,
  description: 'Versão publicada do app (`1.4.0-3f2a9c01bd`)',
  errorMessage: beaconMessages.version(BEACON_VERSION_MAX_LENGTH),
});

/** The version of each app on the page; only the apps listed, at least one. */
export const BeaconApps = Type.Object(
  {
    shell: Type.Optional(AppVersion),
    catalog: Type.Optional(AppVersion),
    checkout: Type.Optional(AppVersion),
    account: Type.Optional(AppVersion),
    affiliates: Type.Optional(AppVersion),
  },
  {
    ...onlyKeys(HEALTH_APPS),
    minProperties: 1,
    errorMessage: { propertyNames: beaconMessages.apps, minProperties: beaconMessages.apps, type: beaconMessages.apps },
  },
);

/** A page view, or a failure of the app: its remote did not load, it crashed, or it reported an error. */
export const BeaconCountEvent = Type.Object(
  { type: OneOf(BEACON_COUNTED_EVENTS), app: HealthAppName },
  onlyKeys(['type', 'app']),
);

const vitalEvent = <Name extends VitalName>(name: Name) =>
  Type.Object(
    {
      type: Type.Literal('vital'),
      app: HealthAppName,
      name: Type.Literal(name),
      value: Type.Number({ minimum: 0, maximum: VITAL_MAX[name] }),
    },
    onlyKeys(['type', 'app', 'name', 'value']),
  );

/** One measure of a Core Web Vital (LCP and INP in milliseconds, CLS without unit), or a counted event. */
export const BeaconEvent = Type.Union([BeaconCountEvent, vitalEvent('LCP'), vitalEvent('INP'), vitalEvent('CLS')], {
  errorMessage: beaconMessages.event,
});

/**
 * `POST /api/beacons`: what one page of the shop reports, with the view token the site server
 * signed into the page. The `app` of every event must be one of `apps` (the API checks that beside
 * the schema); what counts is only what the token's view and versions allow.
 */
export const Beacon = Type.Object(
  {
    // Not checked by the schema: a beacon without a valid token is answered 204 and dropped.
    view: Type.Optional(
      Type.String({ description: 'O token de visualização que a página trouxe (meta marketplace-view)' }),
    ),
    apps: BeaconApps,
    events: Type.Array(BeaconEvent, {
      minItems: 1,
      maxItems: BEACON_MAX_EVENTS,
      errorMessage: {
        minItems: beaconMessages.events(BEACON_MAX_EVENTS),
        maxItems: beaconMessages.events(BEACON_MAX_EVENTS),
        type: beaconMessages.events(BEACON_MAX_EVENTS),
      },
    }),
  },
  { ...onlyKeys(['view', 'apps', 'events']), description: 'Beacon de saúde dos apps de uma página' },
);

/**
 * A beacon refused (400): with the fields at fault in the shape of a 422 when it failed its schema,
 * with only the message when it was not even JSON.
 */
export const BeaconRefusalBody = Type.Object(
  { message: Type.String(), errors: Type.Optional(ValidationErrorBody.properties.errors) },
  { description: 'Beacon recusado: a mensagem, e os campos com problema quando o corpo é JSON' },
);

/** `GET /api/operator/remote-health`. */
export const RemoteHealthQuery = Type.Object({
  since: Type.String({
    format: 'date-time',
    description: 'Desde este minuto (ISO 8601 com fuso), inclusive',
    errorMessage: { required: beaconMessages.since, default: beaconMessages.since },
  }),
  app: Type.Optional(QueryChoice('app', HEALTH_APPS, { description: 'Só este app' })),
});

const Samples = (description: string) => Type.Array(Type.Number(), { description });

/** What the beacons counted of one app version, in one bucket, in one minute. */
export const RemoteHealthRow = Type.Object({
  minute: Type.String({ format: 'date-time', description: 'Início do minuto (UTC)' }),
  app: HealthAppName,
  version: Type.String(),
  bucket: Type.Integer({ minimum: 0, description: 'Bucket de canário do navegador (0 a 99)' }),
  pageViews: Type.Integer(),
  loadFailures: Type.Integer(),
  crashes: Type.Integer(),
  errors: Type.Integer(),
  vitals: Type.Object({
    LCP: Samples('Amostras de LCP, em milissegundos'),
    INP: Samples('Amostras de INP, em milissegundos'),
    CLS: Samples('Amostras de CLS'),
  }),
});

/** Beacon events the API dropped in one minute, for one reason. */
export const RemoteHealthRejection = Type.Object({
  minute: Type.String({ format: 'date-time', description: 'Início do minuto (UTC)' }),
  reason: Type.String({
    description:
      'Por que: token ausente, inválido ou vencido, versão que o token não nomeia, segundo relato da mesma visualização, cliente acima da sua parte',
  }),
  events: Type.Integer({ minimum: 0 }),
});

export const RemoteHealthAnswer = Type.Object({
  rows: Type.Array(RemoteHealthRow),
  rejected: Type.Array(RemoteHealthRejection, {
    description: 'Eventos de beacons descartados, por minuto e motivo, desde o mesmo minuto',
  }),
  truncated: Type.Boolean({
    description: 'Há mais linhas do que uma resposta leva: peça de novo a partir do minuto da última',
  }),
});

/** A page view the site server counted: the view, its bucket and client, and the apps it counts for. */
export const ServedView = Type.Object({
  view: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
  client: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
  bucket: Type.Integer({ minimum: 0, maximum: 99 }),
  apps: BeaconApps,
});

/**
 * `POST /api/remote-health/views`: the page views the site server counted, signed with the view
 * secret (header `x-view-signature`); only the site server can send them.
 */
export const ViewBatch = Type.Object(
  { views: Type.Array(ServedView, { minItems: 1, maxItems: VIEW_BATCH_MAX }) },
  { description: 'Visualizações contadas pelo servidor do site' },
);

export type ServedView = Static<typeof ServedView>;
export type ViewBatch = Static<typeof ViewBatch>;
export type RemoteHealthRejection = Static<typeof RemoteHealthRejection>;
export type BeaconApps = Static<typeof BeaconApps>;
export type BeaconEvent = Static<typeof BeaconEvent>;
export type Beacon = Static<typeof Beacon>;
export type BeaconRefusalBody = Static<typeof BeaconRefusalBody>;
export type RemoteHealthQuery = Static<typeof RemoteHealthQuery>;
export type RemoteHealthRow = Static<typeof RemoteHealthRow>;
export type RemoteHealthAnswer = Static<typeof RemoteHealthAnswer>;
