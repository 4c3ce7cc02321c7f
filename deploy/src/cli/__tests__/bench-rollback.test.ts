import { secondsOf } from '../bench-rollback.js';

describe('the rollback bench', () => {
  it('reads the seconds the auto-rollback spec prints, and none from a run that printed none', () => {
    expect(
      secondsOf(
        '41 páginas, 9 com o canary (todas com falha); encerrado 23.4 s depois da primeira falha, com 9 visualizações',
      ),
    ).toBe(23.4);
    expect(secondsOf('encerrado 61 s depois da primeira falha')).toBe(61);
    expect(secondsOf('1 failed')).toBeNull();
  });
});
