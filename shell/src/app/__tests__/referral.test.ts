import { waitFor } from '@testing-library/react';
import { restoreApi, useFakeApi, type Handler } from 'shared-contracts/testing/fake-api';
import { startReferralTracking, type ReferralRouter } from '../referral';

type Location = ReferralRouter['state']['location'];

/** A router at `path` that records its replacements and lets the test move it. */
function fakeRouter(path: string) {
  const at = (to: string): Location => {
    const url = new URL(to, 'https://loja.example');
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  };
  const listeners = new Set<(state: { location: Location }) => void>();
  const replaced: string[] = [];
  const router: ReferralRouter = {
    state: { location: at(path) },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, options) {
      if (options.replace) replaced.push(to);
      visit(to);
    },
  };
  function visit(to: string): void {
    router.state = { location: at(to) };
    for (const listener of listeners) listener(router.state);
  }
  return { router, replaced, visit };
}

const recorded: Handler = () => ({ status: 204 });
let stop: () => void = () => undefined;
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

afterEach(() => {
  stop();
  restoreApi();
});

describe('a page opened with ?ref= (the shell reports the click to the API)', () => {
  it('C-20 asks the API to record the click, anti-forgery cookie first, and takes the code out of the address', async () => {
    const api = useFakeApi({ 'POST /api/r/abcd2345': recorded });
    const { router, replaced } = fakeRouter('/produto/loja-azul/tv-50?cor=azul&ref=ABCD2345#fotos');
    stop = startReferralTracking(router);

    await waitFor(() => expect(api.calls('POST /api/r/abcd2345')).toHaveLength(1));
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /api/r/abcd2345',
    ]);
    // The rest of the address stays; a reload or a copied link does not report the click again.
    expect(replaced).toEqual(['/produto/loja-azul/tv-50?cor=azul#fotos']);
    expect(router.state.location.search).toBe('?cor=azul');
  });

  it('asks nothing on a page without ?ref= or with one that is no link code', async () => {
    const api = useFakeApi({});
    for (const path of ['/produto/loja-azul/tv-50', "/busca?search=tv&ref=x'or'1"]) {
      const { router, replaced } = fakeRouter(path);
      stop = startReferralTracking(router);
      await settle();
      stop();
      expect(replaced).toEqual([]);
    }
    expect(api.requests).toEqual([]);
  });

  it('reports a later navigation to a page with ?ref= too, once, and nothing after it stops', async () => {
    const api = useFakeApi({ 'POST /api/r/wxyz6789': recorded, 'POST /api/r/abcd2345': recorded });
    const { router, replaced, visit } = fakeRouter('/');
    stop = startReferralTracking(router);
    visit('/busca?search=tv&ref=wxyz6789');
    await waitFor(() => expect(api.calls('POST /api/r/wxyz6789')).toHaveLength(1));
    expect(replaced).toEqual(['/busca?search=tv']);
    visit('/carrinho');
    stop();
    visit('/?ref=abcd2345');
    await settle();
    expect(api.calls('POST /api/r/wxyz6789')).toHaveLength(1);
    expect(api.calls('POST /api/r/abcd2345')).toHaveLength(0);
  });

  it('an unknown link or a failed call changes nothing for the visitor', async () => {
    const api = useFakeApi({
      'POST /api/r/zzzzzzzz': () => ({ status: 404, data: { message: 'Link de afiliado não encontrado.' } }),
      'POST /api/r/abcd2345': () => 'network',
    });
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      for (const code of ['zzzzzzzz', 'abcd2345']) {
        const { router, replaced } = fakeRouter(`/produto/loja-azul/tv-50?ref=${code}`);
        stop = startReferralTracking(router);
        await waitFor(() => expect(api.calls(`POST /api/r/${code}`)).toHaveLength(1));
        await settle();
        stop();
        expect(replaced).toEqual(['/produto/loja-azul/tv-50']);
      }
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
