import { REFERRAL_STORAGE_KEY, captureReferral, currentReferral, setReferralWindowDays } from '../referral';

const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => {
  localStorage.clear();
  setReferralWindowDays(30);
});

describe('affiliate referral', () => {
  it('keeps the code of ?ref= with the time of the click; the last click wins', () => {
    const first = new Date('2026-03-01T12:00:00Z');
    expect(captureReferral('?ref=abcd2345', first)).toEqual({ code: 'abcd2345', clicked_at: first.toISOString() });
    const second = new Date('2026-03-02T12:00:00Z');
    captureReferral('?x=1&ref=wxyz6789', second);
    expect(currentReferral(second)).toEqual({ code: 'wxyz6789', clicked_at: second.toISOString() });
  });

  it('ignores pages without a referral or with a malformed code, keeping the one it had', () => {
    const at = new Date('2026-03-01T12:00:00Z');
    captureReferral('?ref=abcd2345', at);
    expect(captureReferral('?busca=tv', at)).toBeNull();
    expect(captureReferral("?ref=x'or'1", at)).toBeNull();
    expect(currentReferral(at)?.code).toBe('abcd2345');
  });

  it('forgets a referral after its window (30 days by default, configurable)', () => {
    const at = new Date('2026-03-01T12:00:00Z');
    captureReferral('?ref=abcd2345', at);
    expect(currentReferral(new Date(at.getTime() + 30 * DAY))?.code).toBe('abcd2345');
    setReferralWindowDays(7);
    expect(currentReferral(new Date(at.getTime() + 8 * DAY))).toBeNull();
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
  });

  it('drops a stored value that is not a referral', () => {
    localStorage.setItem(REFERRAL_STORAGE_KEY, '{"code":"<script>","clicked_at":"ontem"}');
    expect(currentReferral()).toBeNull();
    localStorage.setItem(REFERRAL_STORAGE_KEY, 'não é json');
    expect(currentReferral()).toBeNull();
  });
});
