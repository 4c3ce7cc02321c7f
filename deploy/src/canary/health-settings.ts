/**
 * The thresholds of the canary evaluator as an operator sets them: flags of `mfe status --health`
 * (`--window`, `--min-page-views`, `--significance`, …) and the site server's environment for its
 * watcher (`CANARY_WINDOW_MINUTES`, `CANARY_MIN_PAGE_VIEWS`, `CANARY_SIGNIFICANCE`, …). A value
 * that is not one is refused, named.
 */
import { RegistryError } from '../registry/errors.js';
import { DEFAULT_HEALTH_SETTINGS, type HealthSettings } from './health.js';

interface Setting {
  key: keyof HealthSettings;
  flag: string;
  env: string;
  integer: boolean;
  min: number;
  max: number;
  /** The minimum itself is refused (a significance of 0 would never end a canary). */
  aboveMin?: boolean;
  /** What is expected, in Portuguese. */
  rule: string;
}

/** A week: as long as the API keeps the aggregates. */
const WEEK_MINUTES = 7 * 24 * 60;

export const HEALTH_SETTINGS: readonly Setting[] = [
  {
    key: 'windowMinutes',
    flag: 'window',
    env: 'CANARY_WINDOW_MINUTES',
    integer: true,
    min: 1,
    max: WEEK_MINUTES,
    rule: `um número inteiro de minutos, de 1 a ${WEEK_MINUTES}`,
  },
  {
    key: 'minPageViews',
    flag: 'min-page-views',
    env: 'CANARY_MIN_PAGE_VIEWS',
    integer: true,
    min: 1,
    max: Number.MAX_SAFE_INTEGER,
    rule: 'um número inteiro a partir de 1',
  },
  {
    key: 'margin',
    flag: 'margin',
    env: 'CANARY_MARGIN',
    integer: false,
    min: 0,
    max: 1,
    rule: 'uma fração de 0 a 1 (0.05 são 5 pontos percentuais)',
  },
  {
    key: 'significance',
    flag: 'significance',
    env: 'CANARY_SIGNIFICANCE',
    integer: false,
    min: 0,
    aboveMin: true,
    max: 0.5,
    rule: 'uma fração maior que 0 e até 0.5 (0.01: 1 % de chance de a diferença ser acaso)',
  },
  {
    key: 'minFailures',
    flag: 'min-failures',
    env: 'CANARY_MIN_FAILURES',
    integer: true,
    min: 1,
    max: Number.MAX_SAFE_INTEGER,
    rule: 'um número inteiro a partir de 1',
  },
  {
    key: 'vitalsRatio',
    flag: 'vitals-ratio',
    env: 'CANARY_VITALS_RATIO',
    integer: false,
    min: 1,
    max: 100,
    rule: 'um número de 1 a 100 (vezes o p75 da versão no ar)',
  },
  {
    key: 'inpMarginMs',
    flag: 'inp-margin',
    env: 'CANARY_INP_MARGIN_MS',
    integer: false,
    min: 0,
    max: 60_000,
    rule: 'milissegundos, de 0 a 60000',
  },
  {
    key: 'lcpMarginMs',
    flag: 'lcp-margin',
    env: 'CANARY_LCP_MARGIN_MS',
    integer: false,
    min: 0,
    max: 120_000,
    rule: 'milissegundos, de 0 a 120000',
  },
];

const NUMBER = /^\s*\d+(?:[.,]\d+)?\s*$/;

function parseSetting(setting: Setting, text: string, name: string): number {
  const value = NUMBER.test(text) ? Number(text.trim().replace(',', '.')) : Number.NaN;
  const inRange = (setting.aboveMin ? value > setting.min : value >= setting.min) && value <= setting.max;
  if ((setting.integer && !Number.isInteger(value)) || !inRange) {
    throw new RegistryError('usage', `${name} precisa ser ${setting.rule} (recebido: ${text}).`);
  }
  return value;
}

/** The settings from command-line flags (by their names without `--`), the defaults for the others. */
export function healthSettingsFromFlags(values: Readonly<Record<string, unknown>>): HealthSettings {
  const settings: HealthSettings = { ...DEFAULT_HEALTH_SETTINGS };
  for (const setting of HEALTH_SETTINGS) {
    const text = values[setting.flag];
    if (typeof text === 'string') settings[setting.key] = parseSetting(setting, text, `--${setting.flag}`);
  }
  return settings;
}

/** The settings from the environment (an empty variable is unset), the defaults for the others. */
export function healthSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): HealthSettings {
  const settings: HealthSettings = { ...DEFAULT_HEALTH_SETTINGS };
  for (const setting of HEALTH_SETTINGS) {
    const text = env[setting.env];
    if (text) settings[setting.key] = parseSetting(setting, text, setting.env);
  }
  return settings;
}
