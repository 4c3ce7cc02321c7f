import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { FormField } from '../../components/form-field';
import { axe } from '../../testing/axe';
import { errorsOf, useForm } from '../use-form';

type Values = { name: string; zip: string };
const FIELDS = ['name', 'zip'] as const;

function answer(status: number, data: unknown): AxiosError {
  const response = { status, data, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } };
  return new AxiosError('falhou', 'ERR_BAD_REQUEST', undefined, undefined, response as AxiosResponse);
}

function AddressLike({ send }: { send: (values: Values) => Promise<void> }) {
  const { bind, errors, formError, sending, formRef, submitWith } = useForm<Values>({
    initial: { name: '', zip: '' },
  });
  const submit = submitWith({
    check: (current) => (current.name.trim() ? {} : { name: 'Informe o nome.' }),
    send,
    rejected: (fieldErrors) => ({ errors: errorsOf(fieldErrors, FIELDS), message: 'Revise os campos destacados.' }),
    failed: 'Não foi possível salvar agora. Tente novamente.',
  });
  return (
    <form ref={formRef} aria-label="Endereço" noValidate onSubmit={(event) => void submit(event)}>
      {formError && <p role="alert">{formError}</p>}
      {FIELDS.map((field) => (
        <FormField key={field} id={field} label={field === 'name' ? 'Nome' : 'CEP'} error={errors[field]}>
          {(control) => <input {...control} {...bind(field)} />}
        </FormField>
      ))}
      <button type="submit" aria-disabled={sending || undefined}>
        {sending ? 'Aguarde...' : 'Salvar'}
      </button>
    </form>
  );
}

describe('useForm', () => {
  it('stops on its own rules and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    const send = jest.fn(() => Promise.resolve());
    const { container } = render(<AddressLike send={send} />);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription('Informe o nome.');
    expect(await axe(container)).toHaveNoViolations();
  });

  it("says 'Aguarde...' while sending, then maps a 422 onto the fields it shows", async () => {
    const user = userEvent.setup();
    let reject: (error: unknown) => void = () => undefined;
    const send = jest.fn(() => new Promise<void>((_, fail) => (reject = fail)));
    render(<AddressLike send={send} />);
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Casa');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(send).toHaveBeenCalledWith({ name: 'Casa', zip: '' });
    expect(screen.getByRole('button', { name: 'Aguarde...' })).toHaveAttribute('aria-disabled', 'true');
    reject(answer(422, { message: 'Dados inválidos.', errors: { zip: ['CEP inválido.'], other: ['Ignorado.'] } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Revise os campos destacados.');
    expect(screen.getByRole('textbox', { name: 'CEP' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'CEP' })).toHaveAccessibleDescription('CEP inválido.');
    expect(screen.queryByText('Ignorado.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).not.toHaveAttribute('aria-disabled');
  });

  it('keeps what was typed on any other failure, and says nothing on a 401', async () => {
    const user = userEvent.setup();
    const send = jest.fn<Promise<void>, [Values]>().mockRejectedValueOnce(answer(500, {}));
    send.mockRejectedValueOnce(answer(401, {}));
    render(<AddressLike send={send} />);
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Casa');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível salvar agora. Tente novamente.');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByRole('button', { name: 'Salvar' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Casa');
  });
});
