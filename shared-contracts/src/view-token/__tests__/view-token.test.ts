import {
  VIEW_TOKEN_LIFE_MS,
  clientKey,
  newViewId,
  signBucket,
  signViewToken,
  verifyBucket,
  verifyViewToken,
  type ViewClaims,
} from '..';

const SECRET = 'segredo-de-teste-com-trinta-e-dois-caracteres';
const NOW = Date.UTC(2025, 5, 1, 10, 0, 0);
const CLAIMS: ViewClaims = {
  view: newViewId(),
  bucket: 17,
  apps: { shell: '1.2.0-ab12cd34ef', checkout: '3.1.0-canary' },
  issuedAt: NOW,
  client: clientKey(SECRET, '203.0.113.9'),
};

describe('the view token', () => {
  it('gives back what it was signed with, within its life', () => {
    const token = signViewToken(SECRET, CLAIMS);
    expect(verifyViewToken(SECRET, token, NOW)).toEqual({ ok: true, claims: CLAIMS });
    expect(verifyViewToken(SECRET, token, NOW + VIEW_TOKEN_LIFE_MS)).toEqual({ ok: true, claims: CLAIMS });
    expect(verifyViewToken(SECRET, token, NOW + VIEW_TOKEN_LIFE_MS + 1)).toEqual({ ok: false, problem: 'expired' });
  });

  it('refuses a token signed with another secret, or with its payload changed', () => {
    const token = signViewToken(SECRET, CLAIMS);
    expect(verifyViewToken('outro-segredo-qualquer-de-32-caracteres', token, NOW)).toEqual({
      ok: false,
      problem: 'signature',
    });
    const [payload, signature] = token.split('.') as [string, string];
    const changed = Buffer.from(
      Buffer.from(payload, 'base64url').toString('utf8').replace('3.1.0-canary', '3.0.0'),
    ).toString('base64url');
    expect(verifyViewToken(SECRET, `${changed}.${signature}`, NOW)).toEqual({ ok: false, problem: 'signature' });
    expect(verifyViewToken(SECRET, undefined, NOW)).toEqual({ ok: false, problem: 'missing' });
    expect(verifyViewToken(SECRET, payload, NOW)).toEqual({ ok: false, problem: 'malformed' });
  });

  it('keys a client by its address without naming it', () => {
    const key = clientKey(SECRET, '203.0.113.9');
    expect(key).not.toContain('203');
    expect(clientKey(SECRET, '203.0.113.9')).toBe(key);
    expect(clientKey(SECRET, '203.0.113.10')).not.toBe(key);
    expect(clientKey('outro-segredo-qualquer-de-32-caracteres', '203.0.113.9')).not.toBe(key);
  });
});

describe('the signed bucket', () => {
  it('reads back a bucket it signed, and nothing else', () => {
    for (const bucket of [0, 9, 42, 99]) expect(verifyBucket(SECRET, signBucket(SECRET, bucket))).toBe(bucket);
    const signed = signBucket(SECRET, 42);
    const signature = signed.split('.')[1] ?? '';
    for (const value of [
      '42',
      `3.${signature}`,
      signBucket('outro-segredo-qualquer-de-32-caracteres', 42),
      `${signed}x`,
      `100.${signature}`,
      '',
      null,
      undefined,
    ]) {
      expect([value, verifyBucket(SECRET, value)]).toEqual([value, null]);
    }
  });
});
