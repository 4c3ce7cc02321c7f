/**
 * The operator token `npm start` gives its API and site server. Outside production, without
 * OPERATOR_TOKEN, a random one for this run only, so the canary watcher runs on the demo too; it is
 * never printed (set OPERATOR_TOKEN to read the health figures yourself). In production only the one
 * given: without it the API's health read answers 404 and the watcher does not run.
 */
import { randomBytes } from 'node:crypto';
import { isProduction } from '../server/production-check.js';

export function startOperatorToken(env: NodeJS.ProcessEnv): { token: string | undefined; generated: boolean } {
  if (env.OPERATOR_TOKEN) return { token: env.OPERATOR_TOKEN, generated: false };
  if (isProduction(env)) return { token: undefined, generated: false };
  return { token: randomBytes(32).toString('base64url'), generated: true };
}

/** What `npm start` says of the watcher: whether it runs, and how often; never the token. */
export function watcherNotice(
  token: { token: string | undefined; generated: boolean },
  watch: { enabled: boolean; intervalMs: number },
): string {
  if (!token.token) return 'Vigia de canaries: desligado (sem OPERATOR_TOKEN).';
  if (!watch.enabled) return 'Vigia de canaries: desligado (CANARY_WATCH=false).';
  const seconds = new Intl.NumberFormat('pt-BR').format(watch.intervalMs / 1000);
  const every = `Vigia de canaries: ligado, a cada ${seconds} s`;
  return token.generated
    ? `${every} (OPERATOR_TOKEN gerado só para esta execução; defina OPERATOR_TOKEN para usar mfe status --health e /operacao/remotes).`
    : `${every}.`;
}
