import { render, screen } from '@testing-library/react';
import { axe } from '../../testing/axe';
import { Money } from '../money';

describe('Money', () => {
  it('writes reais the Brazilian way, in one unbreakable piece', async () => {
    const { container } = render(
      <dl>
        <dt>Total</dt>
        <dd>
          <Money value={1234.5} className="total" />
        </dd>
      </dl>,
    );
    expect(screen.getByRole('definition')).toHaveTextContent('R$ 1.234,50');
    expect(screen.getByText(/1\.234,50/)).toHaveClass('money', 'total');
    expect(await axe(container)).toHaveNoViolations();
  });
});
