import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { axe } from '../../testing/axe';
import { Button, ButtonLink } from '../button';

describe('Button', () => {
  it('is a button that does not submit unless asked, in the chosen colours', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: Event) => event.preventDefault());
    const onClick = jest.fn();
    const { container } = render(
      <form aria-label="Cupom" onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button variant="quiet" onClick={onClick}>
          Limpar
        </Button>
        <Button type="submit">Aplicar</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Limpar' })).toHaveClass('button', 'quiet', 'ring');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Aplicar' })).toHaveClass('primary');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says it is busy through aria-disabled and keeps its name', async () => {
    const { container } = render(
      <Button variant="danger" aria-disabled>
        Aguarde...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Aguarde...' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveClass('danger', 'busy');
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('ButtonLink', () => {
  it('is a link that looks like a button', async () => {
    const { container } = render(
      <MemoryRouter>
        <ButtonLink variant="secondary" to="/afiliados/produtos" className="extra">
          Ver produtos
        </ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Ver produtos' });
    expect(link).toHaveAttribute('href', '/afiliados/produtos');
    expect(link).toHaveClass('button', 'secondary', 'extra');
    expect(await axe(container)).toHaveNoViolations();
  });
});
