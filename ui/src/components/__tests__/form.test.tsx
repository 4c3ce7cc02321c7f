import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from '../../testing/axe';
import { Form } from '../form';
import { FormField } from '../form-field';

function Example({ error, onSubmit = jest.fn() }: { error?: string | null; onSubmit?: () => void }) {
  return (
    <section>
      <h2 id="address-title">Novo endereço</h2>
      <Form
        labelledBy="address-title"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        error={error}
        focus="outline"
      >
        <FormField id="zip" label="CEP" error={error ? 'Informe o CEP.' : undefined}>
          {(control) => <input {...control} type="text" required />}
        </FormField>
        <FormField id="complement" label="Complemento" optional>
          {(control) => <input {...control} type="text" />}
        </FormField>
        <button type="submit">Salvar</button>
      </Form>
    </section>
  );
}

describe('Form', () => {
  it('is named by its heading and leaves the checks to its own rules', async () => {
    const onSubmit = jest.fn();
    const { container } = render(<Example onSubmit={onSubmit} />);
    const form = screen.getByRole('form', { name: 'Novo endereço' });
    expect(form).toHaveAttribute('novalidate');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Complemento (opcional)' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('announces why it could not be sent above its fields', async () => {
    const { container } = render(<Example error="Não foi possível salvar o endereço." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível salvar o endereço.');
    expect(alert.compareDocumentPosition(screen.getByRole('textbox', { name: 'CEP' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getByRole('textbox', { name: 'CEP' })).toHaveAccessibleDescription('Informe o CEP.');
    expect(await axe(container)).toHaveNoViolations();
  });
});
