import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { deferred } from 'shared-contracts/testing/fake-api';
import { casa, customer, descriptionOf, ok, renderAt, setUpBusAndNetwork, typeAddress, useApi } from './render';

const recorded = setUpBusAndNetwork();

type User = ReturnType<typeof userEvent.setup>;

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const form = (name: string) => screen.findByRole('form', { name });

const created = { ...casa, id: 42, name: 'Trabalho', complement: null };

const fillNewAddress = (user: User) =>
  typeAddress(user, {
    name: 'Trabalho',
    zip: '01304001',
    street: 'Rua Augusta',
    number: '1508',
    neighborhood: 'Consolação',
    city: 'São Paulo',
    state: 'SP',
  });

const path = () => screen.getByTestId('path').textContent;
const navigationState = () => JSON.parse(screen.getByTestId('state').textContent ?? 'null') as unknown;

describe('AddressEditPage: a new address', () => {
  it('is an empty form with a masked CEP and the 27 states', async () => {
    const api = useApi({});
    renderAt('/cliente/enderecos/novo');
    await form('Novo endereço');

    for (const label of ['Identificação', 'CEP', 'Rua', 'Número', /^Complemento/, 'Bairro', 'Cidade']) {
      expect(field(label)).toHaveValue('');
    }
    const states = within(field('Estado')).getAllByRole('option');
    expect(states).toHaveLength(28);
    expect(states[0]).toHaveTextContent('Selecione');
    expect(screen.getByRole('option', { name: 'São Paulo (SP)' })).toHaveValue('SP');
    expect(screen.getByRole('option', { name: 'Distrito Federal (DF)' })).toHaveValue('DF');
    expect(screen.getByRole('button', { name: 'Salvar endereço' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/cliente/enderecos');
    expect(api.requests).toHaveLength(0);
  });

  it('draws the CEP mask while typing', async () => {
    useApi({});
    const { user } = renderAt('/cliente/enderecos/novo');
    await form('Novo endereço');
    await user.type(field('CEP'), '01304001999');
    expect(field('CEP')).toHaveValue('01304-001');
  });

  it('saves, refreshes the shell’s user and goes back to the list announcing it', async () => {
    const api = useApi({
      'POST /api/addresses': ok(created, 201),
      'GET /api/addresses': ok([created, casa]),
    });
    const { user } = renderAt('/cliente/enderecos/novo');
    await form('Novo endereço');
    await fillNewAddress(user);
    await user.type(field(/^Complemento/), '  ');
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Meus endereços' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Endereço salvo.'));
    expect(await screen.findByRole('article', { name: 'Trabalho' })).toBeInTheDocument();

    expect(api.calls('POST /api/addresses')[0]?.body).toEqual({
      name: 'Trabalho',
      zip_code: '01304001',
      street: 'Rua Augusta',
      number: '1508',
      complement: '',
      neighborhood: 'Consolação',
      city_name: 'São Paulo',
      state_name: 'SP',
    });
    expect(api.calls('GET /api/user')).toHaveLength(1);
    expect(recorded.events).toContainEqual({ type: 'login-succeeded', response: customer });
  });

  it('shows "Salvando..." while the call runs', async () => {
    const pending = deferred();
    useApi({ 'POST /api/addresses': pending.handler, 'GET /api/addresses': ok([created]) });
    const { user } = renderAt('/cliente/enderecos/novo');
    await form('Novo endereço');
    await fillNewAddress(user);
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    expect(screen.getByRole('button', { name: 'Salvando...' })).toHaveAttribute('aria-disabled', 'true');
    pending.release({ status: 201, data: created });
    expect(await screen.findByRole('heading', { level: 1, name: 'Meus endereços' })).toBeInTheDocument();
  });

  it('still goes on when refreshing the shell’s user fails', async () => {
    useApi({
      'POST /api/addresses': ok(created, 201),
      'GET /api/user': () => 'network',
      'GET /api/addresses': ok([created]),
    });
    const { user } = renderAt('/cliente/enderecos/novo');
    await form('Novo endereço');
    await fillNewAddress(user);
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    expect(await screen.findByRole('article', { name: 'Trabalho' })).toBeInTheDocument();
    expect(recorded.events.some((event) => event.type === 'login-succeeded')).toBe(false);
  });
});

describe('AddressEditPage: checks and failures', () => {
  it('checks the required fields before sending', async () => {
    const api = useApi({});
    const { user } = renderAt('/cliente/enderecos/novo');
    await form('Novo endereço');
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));

    const expected: Array<[string | RegExp, string]> = [
      ['Identificação', 'Informe uma identificação para o endereço.'],
      ['CEP', 'Informe um CEP com 8 dígitos.'],
      ['Rua', 'Informe a rua.'],
      ['Número', 'Informe o número (ou S/N).'],
      ['Bairro', 'Informe o bairro.'],
      ['Cidade', 'Informe a cidade.'],
      ['Estado', 'Selecione o estado.'],
    ];
    for (const [label, message] of expected) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(descriptionOf(field(label))).toContain(message);
    }
    expect(field(/^Complemento/)).not.toHaveAttribute('aria-invalid');
    expect(field('Identificação')).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });

  it('wants all 8 digits of the CEP', async () => {
    const api = useApi({});
    const { user } = renderAt('/cliente/enderecos/novo');
    await form('Novo endereço');
    await fillNewAddress(user);
    await user.clear(field('CEP'));
    await user.type(field('CEP'), '0130400');
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    expect(descriptionOf(field('CEP'))).toBe('Informe um CEP com 8 dígitos.');
    expect(field('CEP')).toHaveFocus();
    expect(field('Rua')).not.toHaveAttribute('aria-invalid');
    expect(api.requests).toHaveLength(0);
  });

  it('shows the API’s 422 messages on their fields', async () => {
    useApi({
      'POST /api/addresses': ok(
        {
          message: 'O campo CEP deve ter 8 dígitos. (e mais 1 erro)',
          errors: {
            zip_code: ['O campo CEP deve ter 8 dígitos.'],
            state_name: ['O campo estado deve ser uma UF válida.'],
          },
        },
        422,
      ),
    });
    const { user } = renderAt('/cliente/enderecos/novo');
    await form('Novo endereço');
    await fillNewAddress(user);
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));

    await waitFor(() => expect(field('CEP')).toHaveAttribute('aria-invalid', 'true'));
    expect(descriptionOf(field('CEP'))).toBe('O campo CEP deve ter 8 dígitos.');
    expect(descriptionOf(field('Estado'))).toBe('O campo estado deve ser uma UF válida.');
    expect(field('Rua')).not.toHaveAttribute('aria-invalid');
    expect(field('CEP')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Salvar endereço' })).toBeInTheDocument();
  });

  it('shows the limit of addresses the API answers on the label', async () => {
    useApi({
      'POST /api/addresses': ok(
        {
          message: 'Você pode cadastrar até 10 endereços.',
          errors: { name: ['Você pode cadastrar até 10 endereços.'] },
        },
        422,
      ),
    });
    const { user } = renderAt('/cliente/enderecos/novo');
    await form('Novo endereço');
    await fillNewAddress(user);
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    await waitFor(() =>
      expect(descriptionOf(field('Identificação'))).toContain('Você pode cadastrar até 10 endereços.'),
    );
  });

  it.each([
    ['a server error', ok({ message: 'Erro interno do servidor.' }, 500)],
    ['a lost connection', () => 'network' as const],
    ['a 422 without field errors', ok({ message: 'Os dados fornecidos são inválidos.' }, 422)],
  ])('keeps what was typed after %s', async (_case, handler) => {
    useApi({ 'POST /api/addresses': handler });
    const { user } = renderAt('/cliente/enderecos/novo');
    await form('Novo endereço');
    await fillNewAddress(user);
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível salvar o endereço. Tente novamente.');
    expect(field('Identificação')).toHaveValue('Trabalho');
    expect(field('CEP')).toHaveValue('01304-001');
    expect(field('Estado')).toHaveValue('SP');
    expect(screen.getByRole('button', { name: 'Salvar endereço' })).not.toHaveAttribute('aria-disabled');
  });

  it('leaves a 401 to the shell', async () => {
    useApi({ 'POST /api/addresses': ok({ message: 'Unauthenticated.' }, 401) });
    const { user } = renderAt('/cliente/enderecos/novo');
    await form('Novo endereço');
    await fillNewAddress(user);
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    await waitFor(() => expect(recorded.events).toContainEqual({ type: 'session-expired', url: '/api/addresses' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('AddressEditPage: back to the cart (C-01)', () => {
  it('goes to the cart with the new address in the state and the query', async () => {
    useApi({ 'POST /api/addresses': ok(created, 201) });
    const { user } = renderAt('/cliente/enderecos/novo?redirect=cart');
    await form('Novo endereço');
    expect(screen.getByText(/você volta para o carrinho/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/carrinho');

    await fillNewAddress(user);
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));

    await screen.findByTestId('location');
    expect(path()).toBe('/carrinho?endereco=42');
    expect(navigationState()).toEqual({ selectedAddressId: 42 });
    expect(recorded.events).toContainEqual({ type: 'login-succeeded', response: customer });
  });

  it('ignores any other redirect value', async () => {
    useApi({ 'POST /api/addresses': ok(created, 201), 'GET /api/addresses': ok([created]) });
    const { user } = renderAt('/cliente/enderecos/novo?redirect=https%3A%2F%2Fexample.com');
    await form('Novo endereço');
    await fillNewAddress(user);
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meus endereços' })).toBeInTheDocument();
  });
});

describe('AddressEditPage: an existing address', () => {
  it('loads it behind a skeleton, then saves the changes', async () => {
    const pending = deferred();
    const updated = { ...casa, name: 'Apartamento', number: 'S/N' };
    const api = useApi({
      'GET /api/addresses/10': pending.handler,
      'PUT /api/addresses/10': ok(updated),
      'GET /api/addresses': ok([updated]),
    });
    const { user } = renderAt('/cliente/enderecos/10');

    expect(screen.getByRole('heading', { level: 1, name: 'Editar endereço' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando o endereço...');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    pending.release({ status: 200, data: casa });
    await form('Editar endereço');
    expect(field('Identificação')).toHaveValue('Casa');
    expect(field('CEP')).toHaveValue('01304-001');
    expect(field('Rua')).toHaveValue('Rua Augusta');
    expect(field('Número')).toHaveValue('1508');
    expect(field(/^Complemento/)).toHaveValue('Apto 42');
    expect(field('Bairro')).toHaveValue('Consolação');
    expect(field('Cidade')).toHaveValue('São Paulo');
    expect(field('Estado')).toHaveValue('SP');
    expect(api.calls('GET /api/addresses/10')[0]?.config.silent401).not.toBe(true);

    await user.clear(field('Identificação'));
    await user.type(field('Identificação'), 'Apartamento');
    await user.clear(field('Número'));
    await user.type(field('Número'), 'S/N');
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));

    expect(await screen.findByRole('article', { name: 'Apartamento' })).toBeInTheDocument();
    expect(api.calls('PUT /api/addresses/10')[0]?.body).toEqual({
      name: 'Apartamento',
      zip_code: '01304001',
      street: 'Rua Augusta',
      number: 'S/N',
      complement: 'Apto 42',
      neighborhood: 'Consolação',
      city_name: 'São Paulo',
      state_name: 'SP',
    });
    expect(api.calls('POST /api/addresses')).toHaveLength(0);
  });

  it('says the address was not found when the API does not know it', async () => {
    useApi({ 'GET /api/addresses/99': ok({ message: 'Endereço não encontrado.' }, 404) });
    renderAt('/cliente/enderecos/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Endereço não encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para meus endereços' })).toHaveAttribute(
      'href',
      '/cliente/enderecos',
    );
  });

  it.each(['abc', '0', '-3', '1.5', '10abc', 'NOVO'])('treats the id "%s" as not found, without asking', async (id) => {
    const api = useApi({});
    renderAt(`/cliente/enderecos/${id}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Endereço não encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para meus endereços' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('offers a retry when loading fails', async () => {
    let fail = true;
    useApi({
      'GET /api/addresses/10': () => (fail ? { status: 500, data: {} } : { status: 200, data: casa }),
    });
    const { user } = renderAt('/cliente/enderecos/10');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar este endereço agora.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await form('Editar endereço');
    expect(field('Identificação')).toHaveValue('Casa');
  });

  it('goes back to the cart after editing with redirect=cart', async () => {
    useApi({ 'GET /api/addresses/10': ok(casa), 'PUT /api/addresses/10': ok(casa) });
    const { user } = renderAt('/cliente/enderecos/10?redirect=cart');
    await form('Editar endereço');
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    await screen.findByTestId('location');
    expect(path()).toBe('/carrinho?endereco=10');
    expect(navigationState()).toEqual({ selectedAddressId: 10 });
  });
});
