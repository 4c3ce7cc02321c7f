import { render, screen } from '@testing-library/react';
import { axe } from '../../testing/axe';
import { cx } from '../../lib/class-names';
import { VisuallyHidden } from '../visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name and carries the id it is given', async () => {
    const { container } = render(
      <>
        <button type="button">
          <span aria-hidden="true">×</span>
          <VisuallyHidden>Remover item</VisuallyHidden>
        </button>
        <p aria-describedby="dica">Campo</p>
        <VisuallyHidden id="dica">Use só números</VisuallyHidden>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Remover item' })).toBeInTheDocument();
    expect(screen.getByText('Use só números')).toHaveAttribute('id', 'dica');
    expect(screen.getByText('Remover item')).toHaveClass('visuallyHidden');
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('cx', () => {
  it('joins only the class names that are set', () => {
    expect(cx('a', false, null, undefined, '', 'b')).toBe('a b');
    expect(cx()).toBe('');
  });
});
