import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from '../../testing/axe';
import { LoadFailed } from '../load-failed';

describe('LoadFailed', () => {
  it('announces what failed and tries again on request', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    const { container } = render(
      <LoadFailed onRetry={onRetry} buttonClassName="primary">
        Não foi possível carregar seus pedidos agora.
      </LoadFailed>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar seus pedidos agora.');
    const button = screen.getByRole('button', { name: 'Tentar novamente' });
    expect(button).toHaveClass('primary');

    await user.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(await axe(container)).toHaveNoViolations();
  });
});
