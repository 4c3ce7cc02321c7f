/**
 * `npm run sandbox -- pay MB-000123`: the sandbox gateway tells the running API that an order's
 * boleto or Pix was paid, with a signed notification, exactly as a real gateway would.
 *
 * The secret comes from PAYMENT_WEBHOOK_SECRET or, by default, from the API's database (the
 * secret the API made on its first start: the PostgreSQL of DATABASE_URL, else the SQLite file);
 * the API from SANDBOX_API_URL or 127.0.0.1:API_PORT.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { databaseLocation } from '../db/engine';
import { SIGNATURE_HEADER, signNotification } from '../features/payments/notification-signature';
import { WEBHOOK_SECRET_SETTING } from '../features/payments/payment-settings';
import { NOTIFICATION_PATH } from '../features/payments/payment-routes';

const USAGE = 'Uso: npm run sandbox -- pay MB-000123';

const NO_SECRET_YET = 'A API ainda não criou o segredo das notificações: suba a API primeiro (npm start).';

async function secretFromPostgres(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ value: string }>('SELECT value FROM app_settings WHERE name = $1', [
      WEBHOOK_SECRET_SETTING,
    ]);
    if (rows[0] === undefined) throw new Error(NO_SECRET_YET);
    return rows[0].value;
  } finally {
    await client.end();
  }
}

async function secretFromDatabase(): Promise<string> {
  const dataDir = path.resolve(process.env.DATA_DIR || path.join(__dirname, '..', '..', 'data'));
  const location = databaseLocation(process.env.DATABASE_URL, path.join(dataDir, 'marketplace.sqlite'));
  if (location.engine === 'postgres') return secretFromPostgres(location.url);
  const file = location.file;
  if (!existsSync(file)) throw new Error(`Banco de dados não encontrado em ${file}: suba a API primeiro (npm start).`);
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT value FROM app_settings WHERE name = ?').get(WEBHOOK_SECRET_SETTING) as
      { value: string } | undefined;
    if (!row) throw new Error(NO_SECRET_YET);
    return row.value;
  } finally {
    db.close();
  }
}

async function pay(orderNumber: string): Promise<void> {
  const number = orderNumber.trim().toUpperCase();
  if (!/^MB-\d{6,}$/.test(number)) throw new Error(`Número de pedido inválido: ${orderNumber}. ${USAGE}`);
  const secret = process.env.PAYMENT_WEBHOOK_SECRET || (await secretFromDatabase());
  const apiUrl = process.env.SANDBOX_API_URL || `http://127.0.0.1:${process.env.API_PORT || 8081}`;
  const body = JSON.stringify({ id: `cli_${randomUUID()}`, type: 'payment.approved', data: { order: number } });
  const response = await fetch(`${apiUrl}${NOTIFICATION_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signNotification(secret, body) },
    body,
  });
  const answer = (await response.json().catch(() => ({}))) as { status_changed?: boolean; message?: string };
  if (!response.ok) throw new Error(`A API recusou a notificação (${response.status}): ${answer.message ?? ''}`.trim());
  console.log(
    answer.status_changed
      ? `Pedido ${number}: pagamento confirmado.`
      : `Pedido ${number}: nada mudou (não estava aguardando pagamento, ou o prazo já tinha expirado).`,
  );
}

async function main(argv: string[]): Promise<void> {
  const [command, argument] = argv;
  if (command === 'pay' && argument) return pay(argument);
  throw new Error(USAGE);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
