import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, fakeApi, restoreApi } from '../../../testing/fake-api';
import { renderAt } from '../../../testing/render';
import { NewsletterForm } from '../newsletter-form';

afterEach(restoreApi);

async function fillAndSend() {
  await userEvent.type(screen.getByLabelText('Nome'), 'Ana Souza');
  await userEvent.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com.br');
  await userEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
}

describe('NewsletterForm', () => {
  it("H-03 shows 'Aguarde...' while sending, then the success sentence", async () => {
    const gate = deferred();
    const api = fakeApi({ 'POST /api/newsletter/save': () => ({ status: 200, data: {}, wait: gate.promise }) });
    renderAt(<NewsletterForm />);
    await fillAndSend();
    expect(await screen.findByRole('button', { name: 'Aguarde...' })).toBeDisabled();
    gate.resolve();
    expect(await screen.findByText('Seu dados foram salvos com sucesso. Agradecemos o interesse.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cadastrar' })).toBeEnabled();
    expect(api.calls('POST /api/newsletter/save')[0]?.body).toEqual({ name: 'Ana Souza', email: 'ana@exemplo.com.br' });
    expect(screen.getByLabelText('Nome')).toHaveValue('');
  });

  it('H-03 a 422 shows the first message of each field as a list', async () => {
    fakeApi({
      'POST /api/newsletter/save': () => ({
        status: 422,
        data: {
          message: 'Dados inválidos.',
          errors: {
            name: ['O campo nome é obrigatório.', 'segunda'],
            email: ['Este e-mail já está cadastrado.'],
          },
        },
      }),
    });
    renderAt(<NewsletterForm />);
    await fillAndSend();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'O campo nome é obrigatório.',
      'Este e-mail já está cadastrado.',
    ]);
    expect(screen.queryByText(/salvos com sucesso/)).not.toBeInTheDocument();
  });

  it('H-03 success empties the form; the same e-mail again gets the 422 of a subscribed e-mail', async () => {
    // The API keeps one sign-up per e-mail and answers a second one as a field error.
    const subscribed = new Set<string>();
    const duplicate = 'Este e-mail já está cadastrado na nossa newsletter.';
    fakeApi({
      'POST /api/newsletter/save': (request) => {
        const { email } = request.body as { email: string };
        if (subscribed.has(email.toLowerCase())) {
          return { status: 422, data: { message: duplicate, errors: { email: [duplicate] } } };
        }
        subscribed.add(email.toLowerCase());
        return { status: 200, data: { message: 'Seu dados foram salvos com sucesso. Agradecemos o interesse.' } };
      },
    });
    renderAt(<NewsletterForm />);
    const form = screen.getByRole('region', { name: 'Receba nossas ofertas' });
    await fillAndSend();
    expect(
      await within(form).findByText('Seu dados foram salvos com sucesso. Agradecemos o interesse.'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Nome')).toHaveValue('');
    expect(within(form).getByLabelText('E-mail')).toHaveValue('');

    await fillAndSend();
    const items = await within(form).findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([duplicate]);
    expect(within(form).queryByText(/salvos com sucesso/)).not.toBeInTheDocument();
  });

  it('H-03 any other failure clears the errors and shows no success', async () => {
    let status = 422;
    fakeApi({
      'POST /api/newsletter/save': () =>
        status === 422
          ? { status, data: { message: 'x', errors: { email: ['E-mail inválido.'] } } }
          : { status: 500, data: { message: 'Erro' } },
    });
    renderAt(<NewsletterForm />);
    await fillAndSend();
    expect(await screen.findByText('E-mail inválido.')).toBeInTheDocument();
    status = 500;
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await screen.findByRole('button', { name: 'Cadastrar' });
    expect(screen.queryByText('E-mail inválido.')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText(/salvos com sucesso/)).not.toBeInTheDocument();
  });
});
