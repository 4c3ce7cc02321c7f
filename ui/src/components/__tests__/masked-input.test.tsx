import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axe } from '../../testing/axe';
import { FormField } from '../form-field';
import { MaskedInput, type MaskedKind } from '../masked-input';

function Field({ kind, label, onDigits }: { kind: MaskedKind; label: string; onDigits: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <FormField id={kind} label={label}>
      {(control) => (
        <MaskedInput
          {...control}
          kind={kind}
          name={kind}
          value={value}
          onChange={(digits) => {
            setValue(digits);
            onDigits(digits);
          }}
        />
      )}
    </FormField>
  );
}

describe('MaskedInput', () => {
  it('draws the CPF punctuation while the form keeps the digits', async () => {
    const user = userEvent.setup();
    const onDigits = jest.fn();
    const { container } = render(<Field kind="cpf" label="CPF" onDigits={onDigits} />);
    const field = screen.getByRole('textbox', { name: 'CPF' });
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('placeholder', '000.000.000-00');
    await user.type(field, '52998224725');
    expect(field).toHaveValue('529.982.247-25');
    expect(onDigits).toHaveBeenLastCalledWith('52998224725');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers the phone keyboard and autofill for a cellphone', async () => {
    const user = userEvent.setup();
    render(<Field kind="cellphone" label="Celular" onDigits={() => undefined} />);
    const field = screen.getByRole('textbox', { name: 'Celular' });
    expect(field).toHaveAttribute('type', 'tel');
    expect(field).toHaveAttribute('autocomplete', 'tel-national');
    await user.type(field, '11987654321');
    expect(field).toHaveValue('(11) 98765-4321');
  });
});
