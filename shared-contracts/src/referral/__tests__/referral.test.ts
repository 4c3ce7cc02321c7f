import { recordReferralClick } from '../../api/affiliates';
import { restoreApi, useFakeApi } from '../../testing/fake-api';
import { referralCodeOf, withoutReferral } from '../referral';

afterEach(restoreApi);

describe('affiliate referral', () => {
  it('reads the link code of ?ref=, lower-cased, and nothing of another shape', () => {
    expect(referralCodeOf('?ref=abcd2345')).toBe('abcd2345');
    expect(referralCodeOf('?x=1&ref=WXYZ6789')).toBe('wxyz6789');
    expect(referralCodeOf('?busca=tv')).toBeNull();
    expect(referralCodeOf("?ref=x'or'1")).toBeNull();
    expect(referralCodeOf('?ref=')).toBeNull();
  });

  it('takes the referral out of a query string and keeps the rest', () => {
    expect(withoutReferral('?ref=abcd2345')).toBe('');
    expect(withoutReferral('?search=tv&ref=abcd2345&page=2')).toBe('?search=tv&page=2');
    expect(withoutReferral('?search=tv')).toBe('?search=tv');
  });

  it('C-20 reports a ?ref= landing as POST /api/r/{code}, anti-forgery cookie first, with no body of its own', async () => {
    const api = useFakeApi({ 'POST /api/r/abcd2345': () => ({ status: 204 }) });
    await expect(recordReferralClick('abcd2345')).resolves.toBeUndefined();
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /api/r/abcd2345',
    ]);
    expect(api.calls('POST /api/r/abcd2345')[0]?.body).toBeUndefined();
  });

  it('passes the API’s refusal of an unknown link to the caller', async () => {
    useFakeApi({
      'POST /api/r/zzzzzzzz': () => ({ status: 404, data: { message: 'Link de afiliado não encontrado.' } }),
    });
    await expect(recordReferralClick('zzzzzzzz')).rejects.toMatchObject({ response: { status: 404 } });
  });
});
