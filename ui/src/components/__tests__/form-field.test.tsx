import { render, screen } from '@testing-library/react';
import { axe } from '../../testing/axe';
import { FieldLook, FormField, Optional } from '../form-field';

describe('FormField', () => {
  it('labels its control and describes it with the hint', async () => {
    const { container } = render(
      <FormField
        id="nickname"
        label={
          <>
            Apelido
            <Optional />
          </>
        }
        hint="Como você quer ser chamado."
      >
        {(control) => <input {...control} type="text" />}
      </FormField>,
    );
    const field = screen.getByRole('textbox', { name: 'Apelido (opcional)' });
    expect(field).toHaveAccessibleDescription('Como você quer ser chamado.');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(await axe(container)).toHaveNoViolations();
  });

  it("says '(opcional)' after the label of an optional field", async () => {
    const { container } = render(
      <FormField id="phone" label="Telefone" optional>
        {(control) => <input {...control} type="tel" />}
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Telefone (opcional)' })).not.toBeRequired();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('marks the control invalid and reads the error after the hint', async () => {
    const { container } = render(
      <FormField
        id="zip"
        label="CEP"
        hint="Só números."
        error="Informe um CEP válido."
        focus="ring"
        errorClassName="strong"
      >
        {(control) => <input {...control} type="text" />}
      </FormField>,
    );
    const field = screen.getByRole('textbox', { name: 'CEP' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Só números. Informe um CEP válido.');
    expect(screen.getByText('Informe um CEP válido.')).toHaveClass('error', 'strong');
    expect(container.firstChild).toHaveClass('field', 'ringFocus');
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('FieldLook', () => {
  it('gives the fields inside one look, which a field may still change', () => {
    render(
      <FieldLook focus="outline" errorClassName="strong">
        <FormField id="street" label="Rua" error="Informe a rua.">
          {(control) => <input {...control} type="text" />}
        </FormField>
        <FormField id="number" label="Número" focus="ring">
          {(control) => <input {...control} type="text" />}
        </FormField>
      </FieldLook>,
    );
    expect(screen.getByRole('textbox', { name: 'Rua' }).parentElement).toHaveClass('outlineFocus');
    expect(screen.getByText('Informe a rua.')).toHaveClass('error', 'strong');
    expect(screen.getByRole('textbox', { name: 'Número' }).parentElement).toHaveClass('ringFocus');
  });
});
