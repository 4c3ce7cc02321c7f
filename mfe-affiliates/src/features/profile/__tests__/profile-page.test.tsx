import { screen, waitFor, within } from '@testing-library/react';
import { bus, type BusEvent, type UserResponse } from 'shared-contracts';
import { deferred, ok, restoreApi, useFakeApi, type FakeRequest } from 'shared-contracts/testing/fake-api';
import { expectLoadingPage, renderHolding } from 'ui/testing/loading-page';
import { unprocessable } from 'ui/testing/api-replies';
import { PROFILE } from '../../../testing/fixtures';
import { renderAt } from '../../../testing/render';

const USER: UserResponse = {
  user: {
    id: 2,
    name: 'Rafael Lima Souza',
    email: 'afiliado@demo.com.br',
    document: '16899535009',
    phone: '',
    cellphone: '21991234567',
    user_type: 2,
  },
  user_type: 2,
};

let events: BusEvent[] = [];
let unsubscribe: () => void = () => undefined;

beforeEach(() => {
  events = [];
  const subscription = bus.all().subscribe((event) => events.push(event));
  unsubscribe = () => subscription.unsubscribe();
});

afterEach(() => {
  unsubscribe();
  restoreApi();
});

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const form = () => screen.findByRole('form', { name: 'Meus dados' });

async function replace(user: ReturnType<typeof renderAt>['user'], label: string | RegExp, text: string) {
  await user.clear(field(label));
  if (text) await user.type(field(label), text);
}

describe('ProfilePage (Meus dados)', () => {
  it('shows a skeleton, then the saved data with their masks', async () => {
    const { release } = renderHolding(useFakeApi, 'GET /api/affiliates/profile', () =>
      renderAt('/afiliados/meus-dados'),
    );
    expectLoadingPage('Meus dados', 'Carregando seus dados...', 'Meus dados | Mercado Brasil');

    release(PROFILE);
    await form();
    expect(field('Nome')).toHaveValue('Rafael Lima');
    expect(field('E-mail')).toHaveAttribute('readonly');
    expect(field('CPF')).toHaveValue('168.995.350-09');
    expect(field('Celular')).toHaveValue('(21) 99123-4567');
    expect(field('Tipo de chave Pix')).toHaveValue('cpf');
    expect(field('Chave Pix')).toHaveValue('168.995.350-09');
    expect(field('Banco')).toHaveValue('Banco do Brasil');
    expect(field('Agência')).toHaveValue('1234-5');
    expect(field('Conta')).toHaveValue('56789-0');
    expect(field(/^Bio/)).toHaveValue('Indico tecnologia e casa.');
    expect(screen.getByText('25/500 caracteres')).toBeInTheDocument();
    expect(field(/^Site/)).toHaveValue('https://rafaellima.com.br');
    expect(field(/^Instagram/)).toHaveValue('@rafael.indica');
  });

  it('masks the Pix key by its type', async () => {
    useFakeApi({ 'GET /api/affiliates/profile': ok({ ...PROFILE, pix_key_type: null, pix_key: null }) });
    const { user } = renderAt('/afiliados/meus-dados');
    await form();
    expect(field('Chave Pix')).toBeDisabled();

    await user.selectOptions(field('Tipo de chave Pix'), 'Celular');
    await user.type(field('Chave Pix'), '11987654321');
    expect(field('Chave Pix')).toHaveValue('(11) 98765-4321');

    await user.selectOptions(field('Tipo de chave Pix'), 'CPF');
    expect(field('Chave Pix')).toHaveValue('');
    await user.type(field('Chave Pix'), '52998224725');
    expect(field('Chave Pix')).toHaveValue('529.982.247-25');

    await user.selectOptions(field('Tipo de chave Pix'), 'E-mail');
    expect(field('Chave Pix')).toHaveAttribute('type', 'email');
    await user.type(field('Chave Pix'), 'ana@exemplo.com');
    expect(field('Chave Pix')).toHaveValue('ana@exemplo.com');

    await user.selectOptions(field('Tipo de chave Pix'), 'Chave aleatória');
    expect(field('Chave Pix')).toHaveValue('');
    expect(field('Chave Pix')).toHaveAccessibleDescription(
      '32 caracteres ou o formato com hífens, como o banco mostra.',
    );
  });

  it('saves, announces it and hands the new name to the shell', async () => {
    const save = deferred();
    const api = useFakeApi({
      'GET /api/affiliates/profile': ok(PROFILE),
      'PUT /api/affiliates/profile': save.handler,
      'GET /api/user': ok(USER),
    });
    const { user } = renderAt('/afiliados/meus-dados');
    await form();

    await replace(user, 'Nome', 'Rafael Lima Souza');
    await user.selectOptions(field('Tipo de chave Pix'), 'Celular');
    await user.type(field('Chave Pix'), '21991234567');
    await user.click(screen.getByRole('button', { name: 'Salvar dados' }));
    expect(screen.getByRole('button', { name: 'Salvando...' })).toHaveAttribute('aria-disabled', 'true');

    const body = (api.calls('PUT /api/affiliates/profile')[0] as FakeRequest).body;
    expect(body).toEqual({
      name: 'Rafael Lima Souza',
      document: '16899535009',
      cellphone: '21991234567',
      pix_key_type: 'phone',
      pix_key: '21991234567',
      bank_name: 'Banco do Brasil',
      bank_agency: '1234-5',
      bank_account: '56789-0',
      bio: 'Indico tecnologia e casa.',
      website: 'https://rafaellima.com.br',
      instagram: '@rafael.indica',
    });

    save.release({
      status: 200,
      data: { ...PROFILE, name: 'Rafael Lima Souza', pix_key_type: 'phone', pix_key: '21991234567' },
    });
    const status = await screen.findByText('Dados salvos com sucesso.');
    expect(status.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(field('Chave Pix')).toHaveValue('(21) 99123-4567');
    await waitFor(() => expect(events).toContainEqual({ type: 'login-succeeded', response: USER }));
  });

  it('shows the 422 of each field and focuses the first one', async () => {
    useFakeApi({
      'GET /api/affiliates/profile': ok(PROFILE),
      'PUT /api/affiliates/profile': unprocessable('A chave Pix deve ser um CPF válido. (e mais 1 erro)', {
        pix_key: ['A chave Pix deve ser um CPF válido.'],
        bank_account: ['O campo conta deve ter de 1 a 12 dígitos e o dígito verificador (00000-0).'],
      }),
    });
    const { user } = renderAt('/afiliados/meus-dados');
    await form();
    await user.click(screen.getByRole('button', { name: 'Salvar dados' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Revise os campos destacados.');
    expect(field('Chave Pix')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Chave Pix')).toHaveAccessibleDescription(/A chave Pix deve ser um CPF válido\./);
    expect(field('Conta')).toHaveAccessibleDescription(/O campo conta deve ter de 1 a 12 dígitos/);
    expect(field('Chave Pix')).toHaveFocus();
    expect(screen.queryByText('Dados salvos com sucesso.')).not.toBeInTheDocument();
    expect(field('Nome')).not.toHaveAttribute('aria-invalid');
  });

  it('answers the 422 of a random Pix key on its field, then saves it, and shows it on the next visit', async () => {
    // The API's message for a random key (affiliateProfileMessages.pixRandom in the schema).
    const RANDOM_KEY = 'A chave Pix aleatória deve ter 32 caracteres hexadecimais ou o formato UUID.';
    const uuid = '7d44a1c2-6b1e-4b3f-9a3e-2f5c8d9e0a1b';
    const bio = 'Indico tecnologia, casa e cozinha no Rio de Janeiro.';
    let stored = PROFILE;
    const api = useFakeApi({
      'GET /api/affiliates/profile': () => ({ status: 200, data: stored }),
      // As the API answers: '123-abc' is no random key (neither 32 hex digits nor a UUID); a UUID is kept.
      'PUT /api/affiliates/profile': (request) => {
        const body = request.body as { pix_key: string; bio: string };
        if (body.pix_key !== uuid) return unprocessable(RANDOM_KEY, { pix_key: [RANDOM_KEY] })(request);
        stored = { ...PROFILE, pix_key_type: 'random', pix_key: uuid, bio: body.bio };
        return { status: 200, data: stored };
      },
      'GET /api/user': ok(USER),
    });
    const first = renderAt('/afiliados/meus-dados');
    const { user } = first;
    const profile = await form();
    expect(field('CPF')).toHaveValue('168.995.350-09');

    await user.selectOptions(field('Tipo de chave Pix'), 'Chave aleatória');
    await user.type(field('Chave Pix'), '123-abc');
    await user.click(screen.getByRole('button', { name: 'Salvar dados' }));
    expect(await within(profile).findByRole('alert')).toHaveTextContent(/^Revise os campos destacados\.$/);
    expect(api.calls('PUT /api/affiliates/profile')[0]?.body).toMatchObject({
      pix_key_type: 'random',
      pix_key: '123-abc',
    });
    expect(field('Chave Pix')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(RANDOM_KEY)).toBeVisible();
    expect(field('Chave Pix')).toHaveFocus();

    await replace(user, 'Chave Pix', uuid);
    await replace(user, /^Bio/, bio);
    await user.click(screen.getByRole('button', { name: 'Salvar dados' }));
    const saved = await within(profile).findByText('Dados salvos com sucesso.');
    expect(saved.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(within(profile).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls('PUT /api/affiliates/profile')[1]?.body).toMatchObject({
      pix_key_type: 'random',
      pix_key: uuid,
      bio,
    });

    // Coming back to the screen reads the profile again, with what was saved.
    first.unmount();
    renderAt('/afiliados/meus-dados');
    await form();
    expect(api.calls('GET /api/affiliates/profile')).toHaveLength(2);
    expect(field('Tipo de chave Pix')).toHaveValue('random');
    expect(field('Chave Pix')).toHaveValue(uuid);
  });

  it('keeps what was typed and says so when saving fails otherwise', async () => {
    useFakeApi({ 'GET /api/affiliates/profile': ok(PROFILE), 'PUT /api/affiliates/profile': () => 'network' });
    const { user } = renderAt('/afiliados/meus-dados');
    await form();
    await replace(user, 'Banco', 'Nubank');
    await user.click(screen.getByRole('button', { name: 'Salvar dados' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível salvar agora. Tente novamente.');
    expect(field('Banco')).toHaveValue('Nubank');
  });

  it('shows an error with a retry when the data cannot be loaded', async () => {
    let attempts = 0;
    useFakeApi({
      'GET /api/affiliates/profile': () => {
        attempts += 1;
        return attempts === 1 ? { status: 500 } : { status: 200, data: PROFILE };
      },
    });
    const { user } = renderAt('/afiliados/meus-dados');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os seus dados.');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await form()).toBeInTheDocument();
  });
});
