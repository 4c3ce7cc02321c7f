import { startOperatorToken, watcherNotice } from '../operator-token.js';

describe("npm start's operator token", () => {
  it('outside production, without one, is random for each run, and never said', () => {
    const first = startOperatorToken({ NODE_ENV: 'development' });
    const second = startOperatorToken({});
    expect(first).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), generated: true });
    expect(second.token).not.toBe(first.token);
    const notice = watcherNotice(first, { enabled: true, intervalMs: 10_000 });
    expect(notice).toBe(
      'Vigia de canaries: ligado, a cada 10 s (OPERATOR_TOKEN gerado só para esta execução; defina OPERATOR_TOKEN para usar mfe status --health e /operacao/remotes).',
    );
    expect(notice).not.toContain(first.token);
  });

  it('is the one given, in production or not; in production without one there is none', () => {
    const given = 'op_given_0123456789abcdefghijklmnopqrstu';
    expect(startOperatorToken({ OPERATOR_TOKEN: given })).toEqual({ token: given, generated: false });
    expect(startOperatorToken({ NODE_ENV: 'production', OPERATOR_TOKEN: given })).toEqual({
      token: given,
      generated: false,
    });
    expect(startOperatorToken({ NODE_ENV: 'production' })).toEqual({ token: undefined, generated: false });
    expect(watcherNotice({ token: given, generated: false }, { enabled: true, intervalMs: 2500 })).toBe(
      'Vigia de canaries: ligado, a cada 2,5 s.',
    );
    expect(watcherNotice({ token: undefined, generated: false }, { enabled: true, intervalMs: 10_000 })).toBe(
      'Vigia de canaries: desligado (sem OPERATOR_TOKEN).',
    );
    expect(watcherNotice({ token: given, generated: false }, { enabled: false, intervalMs: 10_000 })).toBe(
      'Vigia de canaries: desligado (CANARY_WATCH=false).',
    );
  });
});
