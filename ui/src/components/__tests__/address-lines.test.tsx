import { render, screen } from '@testing-library/react';
import { casa } from 'shared-contracts/testing/demo-customer';
import { axe } from '../../testing/axe';
import { AddressLines } from '../address-lines';

describe('AddressLines', () => {
  it('writes street and number with the complement, district and city, and the formatted CEP', async () => {
    const { container } = render(
      <address>
        <AddressLines address={casa} />
      </address>,
    );
    const lines = Array.from(container.querySelectorAll('address > span'), (line) => line.textContent);
    expect(lines).toEqual(['Rua Augusta, 1508 - Apto 42', 'Consolação, São Paulo - SP', 'CEP 01304-001']);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('leaves out a missing complement', () => {
    render(<AddressLines address={{ ...casa, complement: null }} />);
    expect(screen.getByText('Rua Augusta, 1508')).toBeInTheDocument();
  });
});
