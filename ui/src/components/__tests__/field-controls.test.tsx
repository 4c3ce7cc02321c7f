import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from '../../testing/axe';
import { NameField, SelectField, TextField } from '../field-controls';
import { FieldLook } from '../form-field';

describe('TextField', () => {
  it('labels a text box and hands it the props that are not the field’s', async () => {
    const { container } = render(
      <TextField
        id="city"
        label="Cidade"
        hint="Onde você mora."
        className="half"
        inputClassName="box"
        name="city"
        maxLength={40}
        defaultValue="Recife"
        required
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Cidade' });
    expect(box).toHaveAttribute('type', 'text');
    expect(box).toHaveAttribute('name', 'city');
    expect(box).toHaveAttribute('maxlength', '40');
    expect(box).toHaveClass('box');
    expect(box).not.toHaveClass('half');
    expect(box).toBeRequired();
    expect(box).toHaveValue('Recife');
    expect(box).toHaveAccessibleDescription('Onde você mora.');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('marks the text box invalid with the error, drawn with the look around it', async () => {
    const { container } = render(
      <FieldLook errorClassName="strong">
        <TextField id="site" label="Site" type="url" optional error="Informe um endereço válido." />
      </FieldLook>,
    );
    const box = screen.getByRole('textbox', { name: 'Site (opcional)' });
    expect(box).toHaveAttribute('type', 'url');
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Informe um endereço válido.');
    expect(screen.getByText('Informe um endereço válido.')).toHaveClass('strong');
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('SelectField', () => {
  it('asks for a choice first and offers the options, some of them disabled', async () => {
    const chosen: string[] = [];
    const { container } = render(
      <SelectField
        id="month"
        label="Mês"
        placeholder="Escolha"
        options={[
          { value: '01', label: 'Janeiro', disabled: true },
          { value: '02', label: 'Fevereiro' },
        ]}
        defaultValue=""
        onChange={(event) => chosen.push(event.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Mês' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Escolha',
      'Janeiro',
      'Fevereiro',
    ]);
    expect(screen.getByRole('option', { name: 'Escolha' })).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Janeiro' })).toBeDisabled();
    await userEvent.selectOptions(select, '02');
    expect(chosen).toEqual(['02']);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('marks the select invalid with the error', () => {
    render(<SelectField id="uf" label="Estado" placeholder="Selecione" options={[]} error="Selecione o estado." />);
    expect(screen.getByRole('combobox', { name: 'Estado' })).toBeInvalid();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveAccessibleDescription('Selecione o estado.');
  });
});

describe('NameField', () => {
  it("asks for the person's name with the account's limit", async () => {
    const { container } = render(<NameField id="name" className="half" name="name" defaultValue="Ana" required />);
    const box = screen.getByRole('textbox', { name: 'Nome' });
    expect(box).toHaveAttribute('autocomplete', 'name');
    expect(box).toHaveAttribute('maxlength', '255');
    expect(box).toBeRequired();
    expect(await axe(container)).toHaveNoViolations();
  });
});
