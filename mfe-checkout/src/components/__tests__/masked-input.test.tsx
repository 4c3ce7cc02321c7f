import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MASKS, cardNumberMask } from 'shared-contracts/forms';
import { MaskedInput } from '../masked-input';

let masksFetched = false;
jest.mock('react-imask', () => {
  masksFetched = true;
  return jest.requireActual('react-imask');
});

/** An IntersectionObserver under the test's control: `near()` brings every observed field near. */
let observed: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
beforeEach(() => {
  observed = [];
  window.IntersectionObserver = class {
    constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
    observe() {
      observed.push(this.callback);
    }
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});
const near = () => act(() => observed.forEach((callback) => callback([{ isIntersecting: true }])));

function Cpf({ initial = '', onAccept }: { initial?: string; onAccept?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="cpf">CPF</label>
      <MaskedInput
        id="cpf"
        mask={MASKS.cpf}
        value={value}
        onAccept={(digits) => {
          setValue(digits);
          onAccept?.(digits);
        }}
      />
    </>
  );
}

describe('MaskedInput (C-05 masks, fetched when wanted)', () => {
  it('fetches no mask code while the field is far from the viewport, and formats once it comes near', async () => {
    const accepted = jest.fn();
    render(<Cpf initial="52998224725" onAccept={accepted} />);
    await act(async () => undefined);
    expect(masksFetched).toBe(false);

    await near();
    await waitFor(() => expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25'));
    expect(masksFetched).toBe(true);
    // Formatting what was there is not a change by the shopper.
    expect(accepted).not.toHaveBeenCalled();
  });

  it('keeps what was typed before the mask arrived, formats it, and reports the digits', async () => {
    const accepted = jest.fn();
    render(<Cpf onAccept={accepted} />);
    const input = screen.getByLabelText('CPF');
    await userEvent.type(input, '390533447');
    await userEvent.type(input, '05');
    await waitFor(() => expect(input).toHaveValue('390.533.447-05'));
    expect(input).toHaveFocus();
    expect(accepted).toHaveBeenLastCalledWith('39053344705');
  });

  it('follows a mask that changes with the value (the card number by brand)', async () => {
    function CardNumber() {
      const [number, setNumber] = useState('');
      return (
        <>
          <label htmlFor="numero">Número do cartão</label>
          <MaskedInput id="numero" mask={cardNumberMask(number)} value={number} onAccept={setNumber} />
        </>
      );
    }
    render(<CardNumber />);
    const input = screen.getByLabelText('Número do cartão');
    await userEvent.click(input);
    await userEvent.type(input, '378282246310005');
    await waitFor(() => expect(input).toHaveValue('3782 822463 10005'));
    await userEvent.clear(input);
    await userEvent.type(input, '4111111111111111');
    await waitFor(() => expect(input).toHaveValue('4111 1111 1111 1111'));
  });
});
