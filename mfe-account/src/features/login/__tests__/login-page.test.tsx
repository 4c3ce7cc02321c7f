import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { bus, http, resetSiteConfig, type BusEvent, type UserResponse } from 'shared-contracts';
import { unprocessable } from 'ui/testing/api-replies';
import { LoginPage } from '../login-page';
import { deferred, fakeApi, type Handler } from 'shared-contracts/testing/fake-api';

const customer: UserResponse = {
  user: { id: 1, name: 'Mariana Souza', document: '52998224725', phone: '', cellphone: '11987654321', user_type: 1 },
  user_type: 1,
  addresses: [],
};

const originalAdapter = http.defaults.adapter;
const originalFetch = globalThis.fetch;
let events: BusEvent[] = [];
let unsubscribe: () => void = () => undefined;

/** /site-config.json as the site server would answer it. */
function siteConfig(googleClientId: string | null): void {
  resetSiteConfig();
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    json: async () => ({ googleClientId }),
  })) as unknown as typeof fetch;
}

function renderLogin(handlers: Record<string, Handler>) {
  const api = fakeApi(handlers);
  http.defaults.adapter = api.adapter;
  render(
    <MemoryRouter initialEntries={['/login?redirect=%2Fcarrinho']}>
      <LoginPage />
    </MemoryRouter>,
  );
  return api;
}

async function submit(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('E-mail'), email);
  await userEvent.type(screen.getByLabelText('Senha'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

beforeEach(() => {
  siteConfig(null);
  events = [];
  const subscription = bus.all().subscribe((event) => events.push(event));
  unsubscribe = () => subscription.unsubscribe();
});

afterEach(() => {
  unsubscribe();
  http.defaults.adapter = originalAdapter;
  globalThis.fetch = originalFetch;
  resetSiteConfig();
});

describe('LoginPage', () => {
  it('signs in and hands the user to the shell (which then follows ?redirect=)', async () => {
    const api = renderLogin({ 'POST /api/login': () => ({ status: 200, data: customer }) });
    await submit('cliente@demo.com.br', 'demo1234');
    await waitFor(() => expect(events).toContainEqual({ type: 'login-succeeded', response: customer }));
    expect(api.calls('POST /api/login')[0]?.body).toEqual({
      email: 'cliente@demo.com.br',
      password: 'demo1234',
      remember: false,
    });
    // C-20: the anti-forgery cookie came first.
    expect(api.requests[0]?.url).toBe('/sanctum/csrf-cookie');
  });

  it('shows the first 422 message of each field beside it', async () => {
    renderLogin({
      'POST /api/login': unprocessable('Estas credenciais não correspondem aos nossos registros.', {
        email: ['Estas credenciais não correspondem aos nossos registros.', 'segunda'],
      }),
    });
    await submit('cliente@demo.com.br', 'errada');
    expect(await screen.findByText('Estas credenciais não correspondem aos nossos registros.')).toBeInTheDocument();
    expect(screen.queryByText('segunda')).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveValue('cliente@demo.com.br');
    expect(events.some((e) => e.type === 'login-succeeded')).toBe(false);
  });

  it('shows the throttle message of a 429 and a clear message when the network fails', async () => {
    let answer: 'throttled' | 'network' = 'throttled';
    renderLogin({
      'POST /api/login': () =>
        answer === 'throttled'
          ? { status: 429, data: { message: 'Muitas tentativas de login. Tente novamente em 42 segundos.' } }
          : 'network',
    });
    await submit('cliente@demo.com.br', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Tente novamente em 42 segundos.');
    answer = 'network';
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Verifique sua conexão');
  });

  it("reads 'Entrando...' and ignores a second submit while the first is under way", async () => {
    const pending = deferred();
    const api = renderLogin({ 'POST /api/login': pending.handler });
    await submit('cliente@demo.com.br', 'demo1234');
    expect(screen.getByRole('button', { name: 'Entrando...' })).toBeDisabled();
    pending.release({ status: 200, data: customer });
    await waitFor(() => expect(events.some((e) => e.type === 'login-succeeded')).toBe(true));
    expect(api.calls('POST /api/login')).toHaveLength(1);
  });

  it("A-12 hides 'Entrar com Google' unless a Google client id is configured", async () => {
    renderLogin({});
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalledWith('/site-config.json', expect.anything()));
    expect(screen.queryByRole('button', { name: 'Entrar com Google' })).not.toBeInTheDocument();
  });

  it("A-12 offers 'Entrar com Google' when a Google client id is configured", async () => {
    siteConfig('123-abc.apps.googleusercontent.com');
    renderLogin({});
    expect(await screen.findByRole('button', { name: 'Entrar com Google' })).toBeInTheDocument();
  });
});
