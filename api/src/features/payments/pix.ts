/**
 * Pix "copia e cola": the BR Code EMV payload of a static QR code with an amount
 * (Manual de Padrões para Iniciação do Pix, Banco Central do Brasil).
 * Each field is ID (2) · length (2) · value; field 63 closes the payload with the
 * CRC16/CCITT-FALSE of everything before it, "6304" included.
 */

function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`Field ${id} is longer than 99 characters.`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), 4 upper-case hex digits. */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(payload, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Upper-case ASCII letters, digits and spaces only, as the merchant fields require. */
export function pixText(text: string, maxLength: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength)
    .trim();
}

/**
 * The transaction id of a static Pix: 1 to 25 letters and digits ([A-Za-z0-9]); any other
 * character (the hyphen of 'MB-000123') is left out.
 */
export function pixTxid(reference: string): string {
  const txid = reference.replace(/[^A-Za-z0-9]+/g, '').slice(0, 25);
  return txid === '' ? '***' : txid;
}

export interface PixInput {
  /** The receiver's Pix key (here a random key, a UUID). */
  key: string;
  amountCents: number;
  merchantName: string;
  merchantCity: string;
  txid: string;
}

export function buildPixCopyPaste(input: PixInput): string {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) throw new Error('Pix needs an amount.');
  const account = field('00', 'br.gov.bcb.pix') + field('01', input.key);
  const payload =
    field('00', '01') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    field('54', (input.amountCents / 100).toFixed(2)) +
    field('58', 'BR') +
    field('59', pixText(input.merchantName, 25)) +
    field('60', pixText(input.merchantCity, 15)) +
    field('62', field('05', input.txid)) +
    '6304';
  return `${payload}${crc16(payload)}`;
}
