import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import type { UserResponse } from 'shared-contracts';
import { deferred, useFakeApi, type Handler } from 'shared-contracts/testing/fake-api';
import { expectLoadingPage, renderHolding } from 'ui/testing/loading-page';
import { unprocessable } from 'ui/testing/api-replies';
import { casa, customer as demoCustomer } from '../../../testing/fixtures';
import { ok, renderRoutes, setUpBusAndNetwork } from '../../../testing/harness';
import { PersonalInformationPage } from '../personal-information-page';

const customer: UserResponse = { ...demoCustomer, addresses: [casa] };

const recorded = setUpBusAndNetwork();

function useApi(handlers: Record<string, Handler>) {
  return useFakeApi({ 'GET /api/user': ok(customer), ...handlers });
}

function renderPage() {
  return renderRoutes(
    '/cliente/dados-pessoais',
    <Route path="/cliente/dados-pessoais" element={<PersonalInformationPage />} />,
  ).user;
}

async function loadedForm() {
  return screen.findByRole('form', { name: 'Dados pessoais' });
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

async function replaceText(user: ReturnType<typeof userEvent.setup>, label: string | RegExp, text: string) {
  await user.clear(field(label));
  if (text !== '') await user.type(field(label), text);
}

function errorOf(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const messages = ids.map((id) => document.getElementById(id)?.textContent ?? '');
  return messages.length > 0 ? messages.join(' ') : null;
}

describe('PersonalInformationPage: loading', () => {
  it('shows a skeleton, then the saved data of the user', async () => {
    const { api, release } = renderHolding(useApi, 'GET /api/user', () => renderPage());
    expectLoadingPage('Dados pessoais', 'Carregando seus dados...');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando seus dados...');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    release(customer);
    await loadedForm();

    expect(field('Nome')).toHaveValue('Mariana Souza');
    expect(field('E-mail')).toHaveValue('cliente@demo.com.br');
    expect(field('E-mail')).toHaveAttribute('readonly');
    expect(field('CPF')).toHaveValue('529.982.247-25');
    expect(field(/^Telefone/)).toHaveValue('(11) 3245-6789');
    expect(field('Celular')).toHaveValue('(11) 98765-4321');
    expect(screen.getByRole('button', { name: 'Salvar alterações' })).toBeEnabled();
    expect(screen.getByRole('form', { name: 'Alterar senha' })).toBeInTheDocument();

    // The user is asked for, not taken from the shell's copy, and a 401 here is not silent.
    const calls = api.calls('GET /api/user');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.config.silent401).toBe(false);
  });

  it('summarises the saved addresses with a link to manage them', async () => {
    useApi({});
    renderPage();
    await loadedForm();

    const addresses = screen.getByRole('region', { name: 'Meus endereços' });
    const items = within(addresses).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Casa');
    expect(items[0]).toHaveTextContent('Rua Augusta, 1508 - Apto 42');
    expect(items[0]).toHaveTextContent('Consolação, São Paulo - SP');
    expect(items[0]).toHaveTextContent('CEP 01304-001');
    expect(within(addresses).getByRole('link', { name: 'Gerenciar endereços' })).toHaveAttribute(
      'href',
      '/cliente/enderecos',
    );
  });

  it('says so when there is no saved address', async () => {
    useApi({ 'GET /api/user': ok({ ...customer, addresses: [] }) });
    renderPage();
    await loadedForm();
    const addresses = screen.getByRole('region', { name: 'Meus endereços' });
    expect(addresses).toHaveTextContent('Você ainda não tem endereços salvos.');
    expect(within(addresses).getByRole('link', { name: 'Gerenciar endereços' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the data cannot be loaded', async () => {
    let attempts = 0;
    const api = useApi({
      'GET /api/user': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 500, data: { message: 'Erro interno do servidor.' } }
          : { status: 200, data: customer };
      },
    });
    const user = renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar seus dados agora. Tente novamente.');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await loadedForm();
    expect(field('Nome')).toHaveValue('Mariana Souza');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls('GET /api/user')).toHaveLength(2);
  });

  it('leaves an expired session to the shell: the event goes out and no error is shown', async () => {
    useApi({ 'GET /api/user': () => ({ status: 401, data: { message: 'Unauthenticated.' } }) });
    renderPage();

    await waitFor(() => expect(recorded.events).toContainEqual({ type: 'session-expired', url: '/api/user' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });
});

describe('PersonalInformationPage: personal data', () => {
  it('masks CPF and phones as they are typed', async () => {
    useApi({});
    const user = renderPage();
    await loadedForm();

    await replaceText(user, 'CPF', '39053344705');
    expect(field('CPF')).toHaveValue('390.533.447-05');

    await replaceText(user, 'CPF', '390abc533');
    expect(field('CPF')).toHaveValue('390.533');

    await replaceText(user, /^Telefone/, '2135127788');
    expect(field(/^Telefone/)).toHaveValue('(21) 3512-7788');

    await replaceText(user, 'Celular', '219912345678999');
    expect(field('Celular')).toHaveValue('(21) 99123-4567');
  });

  it('checks the CPF digits before sending anything', async () => {
    const api = useApi({ 'PUT /api/user': ok(customer) });
    const user = renderPage();
    await loadedForm();

    await replaceText(user, 'CPF', '52998224724');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    const cpf = field('CPF');
    expect(cpf).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(cpf)).toBe('Informe um CPF válido.');
    expect(cpf).toHaveFocus();
    expect(api.calls('PUT /api/user')).toHaveLength(0);
  });

  it('sends digits, shows "Salvando...", announces the success and tells the shell', async () => {
    const pending = deferred();
    const api = useApi({ 'PUT /api/user': pending.handler });
    const user = renderPage();
    await loadedForm();

    await replaceText(user, 'Nome', '  Mariana Souza Lima ');
    await replaceText(user, 'CPF', '39053344705');
    await replaceText(user, /^Telefone/, '');
    await replaceText(user, 'Celular', '21912345678');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByRole('button', { name: 'Salvando...' })).toBeDisabled();
    const [put] = api.calls('PUT /api/user');
    expect(put?.body).toEqual({
      name: 'Mariana Souza Lima',
      document: '39053344705',
      phone: '',
      cellphone: '21912345678',
    });
    // The anti-forgery cookie is fetched first.
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/user',
      'GET /sanctum/csrf-cookie',
      'PUT /api/user',
    ]);

    const saved: UserResponse = {
      ...customer,
      user: {
        ...customer.user,
        name: 'Mariana Souza Lima',
        document: '39053344705',
        phone: '',
        cellphone: '21912345678',
      },
    };
    pending.release({ status: 200, data: saved });

    const form = await loadedForm();
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Dados atualizados com sucesso.'));
    expect(screen.getByRole('button', { name: 'Salvar alterações' })).toBeEnabled();
    expect(field('Nome')).toHaveValue('Mariana Souza Lima');
    expect(recorded.events).toContainEqual({ type: 'login-succeeded', response: saved });
  });

  it('shows the API validation errors under their fields', async () => {
    useApi({
      'PUT /api/user': unprocessable('O campo nome é obrigatório. (e mais 1 erro)', {
        name: ['O campo nome é obrigatório.'],
        cellphone: ['O campo celular deve ter 11 dígitos.', 'outra mensagem'],
      }),
    });
    const user = renderPage();
    await loadedForm();

    await replaceText(user, 'Celular', '2199123');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    await waitFor(() => expect(field('Nome')).toHaveAttribute('aria-invalid', 'true'));
    expect(errorOf(field('Nome'))).toBe('O campo nome é obrigatório.');
    expect(field('Celular')).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(field('Celular'))).toBe('O campo celular deve ter 11 dígitos.');
    expect(field('CPF')).not.toHaveAttribute('aria-invalid');
    expect(field('Nome')).toHaveFocus();
    expect(recorded.events.some((e) => e.type === 'login-succeeded')).toBe(false);
    expect(screen.queryByText('Dados atualizados com sucesso.')).not.toBeInTheDocument();
  });

  it.each([
    ['the server fails', () => ({ status: 500, data: { message: 'Erro interno do servidor.' } })],
    ['the network is down', () => 'network' as const],
  ])('keeps what was typed when %s', async (_case, handler: Handler) => {
    useApi({ 'PUT /api/user': handler });
    const user = renderPage();
    await loadedForm();

    await replaceText(user, 'Nome', 'Mariana S. Lima');
    await replaceText(user, 'Celular', '21912345678');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível salvar agora. Tente novamente.');
    expect(field('Nome')).toHaveValue('Mariana S. Lima');
    expect(field('Celular')).toHaveValue('(21) 91234-5678');
    expect(screen.getByRole('button', { name: 'Salvar alterações' })).toBeEnabled();
    expect(recorded.events.some((e) => e.type === 'login-succeeded')).toBe(false);
  });

  it('leaves a 401 on save to the shell', async () => {
    useApi({ 'PUT /api/user': () => ({ status: 401, data: { message: 'Unauthenticated.' } }) });
    const user = renderPage();
    await loadedForm();
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    await waitFor(() => expect(recorded.events).toContainEqual({ type: 'session-expired', url: '/api/user' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('PersonalInformationPage: password', () => {
  async function fillPassword(user: ReturnType<typeof userEvent.setup>, current: string, next: string, again: string) {
    await user.type(field('Senha atual'), current);
    await user.type(field('Nova senha'), next);
    await user.type(field('Confirme a nova senha'), again);
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
  }

  it('changes the password, announces it and clears the fields', async () => {
    const api = useApi({ 'PUT /api/user/password': ok({ message: 'Senha alterada com sucesso.' }) });
    const user = renderPage();
    await loadedForm();

    await fillPassword(user, 'demo1234', 'nova-senha-forte', 'nova-senha-forte');

    const form = screen.getByRole('form', { name: 'Alterar senha' });
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Senha alterada com sucesso.'));
    expect(api.calls('PUT /api/user/password')[0]?.body).toEqual({
      current_password: 'demo1234',
      password: 'nova-senha-forte',
      password_confirmation: 'nova-senha-forte',
    });
    expect(field('Senha atual')).toHaveValue('');
    expect(field('Nova senha')).toHaveValue('');
    expect(field('Confirme a nova senha')).toHaveValue('');
    expect(field('Senha atual')).toHaveAttribute('type', 'password');
    expect(field('Senha atual')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('shows the API validation errors under their fields', async () => {
    useApi({
      'PUT /api/user/password': unprocessable('A senha atual está incorreta. (e mais 1 erro)', {
        current_password: ['A senha atual está incorreta.'],
        password_confirmation: ['A confirmação da nova senha não confere.'],
      }),
    });
    const user = renderPage();
    await loadedForm();

    await fillPassword(user, 'errada123', 'nova-senha-forte', 'outra-senha');

    await waitFor(() => expect(field('Senha atual')).toHaveAttribute('aria-invalid', 'true'));
    expect(errorOf(field('Senha atual'))).toBe('A senha atual está incorreta.');
    expect(errorOf(field('Confirme a nova senha'))).toBe('A confirmação da nova senha não confere.');
    expect(field('Nova senha')).not.toHaveAttribute('aria-invalid');
    expect(field('Nova senha')).toHaveValue('nova-senha-forte');
    expect(field('Senha atual')).toHaveFocus();
  });

  it('shows the wait message after too many wrong attempts', async () => {
    useApi({
      'PUT /api/user/password': () => ({
        status: 429,
        data: { message: 'Muitas tentativas. Tente novamente em 42 segundos.' },
      }),
    });
    const user = renderPage();
    await loadedForm();

    await fillPassword(user, 'errada123', 'nova-senha-forte', 'nova-senha-forte');
    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas tentativas. Tente novamente em 42 segundos.');
  });

  it('says so when the change fails for another reason', async () => {
    useApi({ 'PUT /api/user/password': () => 'network' });
    const user = renderPage();
    await loadedForm();

    await fillPassword(user, 'demo1234', 'nova-senha-forte', 'nova-senha-forte');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível alterar a senha agora. Tente novamente.',
    );
    expect(field('Nova senha')).toHaveValue('nova-senha-forte');
  });
});
