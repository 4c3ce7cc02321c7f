import { render, screen } from '@testing-library/react';
import { axe } from '../../testing/axe';
import { LoadingNotice, Skeleton } from '../skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology and sized like the content it stands for', async () => {
    const { container } = render(
      <div>
        <Skeleton width="120px" height="20px" />
        <Skeleton ratio="1 / 1" round className="avatar" />
        <Skeleton lines={3} width="80%" />
        <LoadingNotice />
      </div>,
    );
    const [block, media, lines] = Array.from(container.querySelectorAll('[aria-hidden="true"]')) as HTMLElement[];
    expect(block).toHaveStyle({ width: '120px', height: '20px' });
    expect(media).toHaveClass('block', 'round', 'avatar');
    expect(media?.style.aspectRatio).toBe('1 / 1');
    const rows = Array.from(lines?.children ?? []) as HTMLElement[];
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => row.style.width)).toEqual(['80%', '80%', '60%']);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('announces its own label', () => {
    render(<LoadingNotice label="Carregando suas vendas..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando suas vendas...');
  });
});
