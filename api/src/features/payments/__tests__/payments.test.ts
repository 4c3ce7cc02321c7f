import { barcodeCheckDigit, buildBoleto, bancoDoBrasilFreeField, dueDateFactor, modulo10 } from '../boleto';
import { addDays, storeDay } from '../calendar';
import { cvvLength, detectCardBrand, hasBrandLength, isExpired, isLuhnValid } from '../card';
import { buildPixCopyPaste, crc16, pixText, pixTxid } from '../pix';
import { SANDBOX_DECLINED_CARDS, createSandboxGateway } from '../sandbox-gateway';

describe('cards', () => {
  it('C-07 detects the brand by prefix, as the card form does', () => {
    expect(detectCardBrand('4111111111111111')).toBe('visa');
    expect(detectCardBrand('5555555555554444')).toBe('mastercard');
    expect(detectCardBrand('2221000000000009')).toBe('mastercard');
    expect(detectCardBrand('378282246310005')).toBe('amex');
    expect(detectCardBrand('6362970000457013')).toBe('elo');
    expect(detectCardBrand('6062825624254001')).toBe('hipercard');
    expect(detectCardBrand('30569309025904')).toBe('diners');
    expect(detectCardBrand('6011111111111117')).toBe('discover');
    expect(detectCardBrand('1234567812345670')).toBe('unknown');
  });

  it('checks the Luhn digit and the lengths of each brand', () => {
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('378282246310005')).toBe(true);
    expect(isLuhnValid('6362970000457013')).toBe(true);
    expect(hasBrandLength('378282246310005', 'amex')).toBe(true);
    expect(hasBrandLength('3782822463100050', 'amex')).toBe(false);
    expect(cvvLength('amex')).toBe(4);
    expect(cvvLength('visa')).toBe(3);
  });

  it('C-08 counts a card as valid through its expiry month', () => {
    const now = { year: 2026, month: 11 };
    expect(isExpired(2026, 11, now)).toBe(false);
    expect(isExpired(2026, 10, now)).toBe(true);
    expect(isExpired(2025, 12, now)).toBe(true);
    expect(isExpired(2027, 1, now)).toBe(false);
  });

  it('declines the documented test cards and approves other valid ones with an authorization code', () => {
    const gateway = createSandboxGateway({ pixKey: 'k', merchantName: 'Loja', merchantCity: 'Cidade' });
    expect(Object.keys(SANDBOX_DECLINED_CARDS)).toEqual(['4000000000000002', '5105105105105100']);
    for (const number of Object.keys(SANDBOX_DECLINED_CARDS)) {
      expect(isLuhnValid(number)).toBe(true);
      expect(
        gateway.chargeCard({ number, brand: detectCardBrand(number), amountCents: 1000, installments: 1 }),
      ).toEqual({
        approved: false,
      });
    }
    const approved = gateway.chargeCard({
      number: '4111111111111111',
      brand: 'visa',
      amountCents: 1000,
      installments: 1,
    });
    expect(approved).toEqual({ approved: true, authorizationCode: expect.stringMatching(/^[A-Z2-9]{6}$/) });
  });
});

describe('boleto', () => {
  it('counts the due-date factor from 1997-10-07 and restarts at 1000 on 2025-02-22', () => {
    expect(dueDateFactor('2000-07-03')).toBe('1000');
    expect(dueDateFactor('2025-02-21')).toBe('9999');
    expect(dueDateFactor('2025-02-22')).toBe('1000');
    expect(dueDateFactor('2025-02-23')).toBe('1001');
    expect(dueDateFactor('2026-11-25')).toBe(String(1000 + 641));
  });

  it('computes módulo 10 and the general módulo 11 digit as FEBRABAN does', () => {
    // Field 1 of a published Banco do Brasil example: 00190.00009 → digit 9.
    expect(modulo10('001900000')).toBe(9);
    expect(modulo10('0')).toBe(0);
    // Remainders that would give 0, 10 or 11 become 1.
    const digits43 = '0'.repeat(43);
    expect(barcodeCheckDigit(digits43)).toBe(1);
  });

  it('builds a 44-digit barcode and a 47-digit line that carry the same data', () => {
    const freeField = bancoDoBrasilFreeField('1234567', 42, '17');
    expect(freeField).toBe('0000001234567000000004217');
    const { barcode, digitableLine } = buildBoleto({
      bankCode: '001',
      amountCents: 123456,
      dueDate: '2026-11-25',
      freeField,
    });
    expect(barcode).toMatch(/^\d{44}$/);
    expect(digitableLine).toMatch(/^\d{47}$/);
    expect(barcode.slice(0, 4)).toBe('0019');
    expect(barcode.slice(5, 9)).toBe(dueDateFactor('2026-11-25'));
    expect(barcode.slice(9, 19)).toBe('0000123456');
    expect(barcode.slice(19)).toBe(freeField);
    expect(Number(barcode[4])).toBe(barcodeCheckDigit(barcode.slice(0, 4) + barcode.slice(5)));
    const rebuilt =
      digitableLine.slice(0, 4) +
      digitableLine.slice(32, 33) +
      digitableLine.slice(33, 47) +
      digitableLine.slice(4, 9) +
      digitableLine.slice(10, 20) +
      digitableLine.slice(21, 31);
    expect(rebuilt).toBe(barcode);
  });

  it('is due three days after the day of the order in Brasília', () => {
    const gateway = createSandboxGateway({ pixKey: 'k', merchantName: 'Loja', merchantCity: 'Cidade' });
    // 01:00 UTC on 1 March is still 28 February in Brasília.
    const now = new Date('2027-03-01T01:00:00Z');
    expect(storeDay(now)).toBe('2027-02-28');
    const slip = gateway.issueBankSlip({ sequence: 7, amountCents: 5000, now });
    expect(slip.dueDate).toBe(addDays('2027-02-28', 3));
    expect(slip.dueDate).toBe('2027-03-03');
  });
});

describe('Pix copia e cola', () => {
  it('uses CRC16/CCITT-FALSE (check value 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('matches the example of the BR Code manual', () => {
    // The example static BR Code published by the Banco Central do Brasil.
    const example =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304';
    expect(crc16(example)).toBe('1D3D');
  });

  it('builds the payload with the amount, merchant without accents and the order number as TXID', () => {
    const code = buildPixCopyPaste({
      key: '123e4567-e12b-12d1-a456-426655440000',
      amountCents: 15990,
      merchantName: 'Mercado Brasil',
      merchantCity: 'São Paulo',
      txid: pixTxid('MB-000123'),
    });
    expect(code).toBe(
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
        '52040000' +
        '5303986' +
        '5406159.90' +
        '5802BR' +
        '5914MERCADO BRASIL' +
        '6009SAO PAULO' +
        '62120508MB000123' +
        `6304${crc16(code.slice(0, -4))}`,
    );
    expect(pixText('Açaí & Cia. Ltda — São João', 25)).toBe('ACAI CIA LTDA SAO JOAO');
  });
});
