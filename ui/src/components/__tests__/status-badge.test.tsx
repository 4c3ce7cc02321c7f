import { render, screen } from '@testing-library/react';
import { axe } from '../../testing/axe';
import { StatusBadge } from '../status-badge';

describe('StatusBadge', () => {
  it('says the status in words, the tone only colours it', async () => {
    const { container } = render(
      <table>
        <tbody>
          <tr>
            <th scope="row">Pedido 1042</th>
            <td>
              <StatusBadge tone="paid" label="Pago" />
            </td>
          </tr>
        </tbody>
      </table>,
    );
    expect(screen.getByRole('cell', { name: 'Pago' })).toBeInTheDocument();
    expect(screen.getByText('Pago')).toHaveClass('badge', 'paid');
    expect(await axe(container)).toHaveNoViolations();
  });
});
