import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from '../../testing/axe';
import { EmptyState, ErrorState, stateLinkClass } from '../status-states';

describe('ErrorState', () => {
  it('says what failed in Portuguese and retries on "Tentar novamente"', async () => {
    const onRetry = jest.fn();
    const { container } = render(<ErrorState onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar este conteúdo.');
    expect(alert).toHaveTextContent('Verifique sua conexão e tente novamente.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('takes its own title, message and ways out; no retry button without onRetry', async () => {
    const { container } = render(
      <ErrorState title="Não foi possível carregar seu pedido." message="Tente mais tarde." compact>
        <a className={stateLinkClass} href="/minha-conta/pedidos">
          Ver meus pedidos
        </a>
      </ErrorState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar seu pedido.Tente mais tarde.');
    expect(screen.getByRole('alert')).toHaveClass('compact');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver meus pedidos' })).toHaveClass('link');
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('EmptyState', () => {
  it('shows a sentence, more text and what to do next, without an alert', async () => {
    const { container } = render(
      <EmptyState title="Nenhuma venda ainda." actions={<a href="/afiliados/mercado">Ver o mercado</a>}>
        Promova produtos para começar.
      </EmptyState>,
    );
    expect(screen.getByText('Nenhuma venda ainda.')).toBeInTheDocument();
    expect(screen.getByText('Promova produtos para começar.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver o mercado' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
