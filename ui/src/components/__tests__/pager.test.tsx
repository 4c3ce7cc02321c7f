import { render, screen } from '@testing-library/react';
import { axe } from '../../testing/axe';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { Pager, pagerWindow } from '../pager';

const inRouter = (ui: ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('Pager', () => {
  it('K-02 shows a window of 3 pages kept inside the range', () => {
    expect(pagerWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pagerWindow(5, 10)).toEqual([4, 5, 6]);
    expect(pagerWindow(10, 10)).toEqual([8, 9, 10]);
    expect(pagerWindow(1, 2)).toEqual([1, 2]);
    expect(pagerWindow(1, 1)).toEqual([1]);
    expect(pagerWindow(1, 0)).toEqual([]);
  });

  it('P-04 marks the current page and links previous and next', async () => {
    const { container } = inRouter(<Pager current={5} last={9} hrefFor={(page) => `/busca?page=${page}`} />);
    expect(screen.getByRole('navigation', { name: 'Paginação' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Página 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Página 4' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('link', { name: 'Página 3' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Página 7' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Página anterior' })).toHaveAttribute('href', '/busca?page=4');
    expect(screen.getByRole('link', { name: 'Próxima página' })).toHaveAttribute('href', '/busca?page=6');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('P-04 has no previous on the first page, no next on the last, nothing for one page', async () => {
    const { unmount, container } = inRouter(<Pager current={1} last={3} hrefFor={(page) => `?page=${page}`} />);
    expect(screen.queryByRole('link', { name: 'Página anterior' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Próxima página' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    unmount();
    inRouter(<Pager current={3} last={3} hrefFor={(page) => `?page=${page}`} />);
    expect(screen.queryByRole('link', { name: 'Próxima página' })).not.toBeInTheDocument();
    inRouter(<Pager current={1} last={1} hrefFor={(page) => `?page=${page}`} label="Páginas das lojas" />);
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
  });

  it('takes its label and an extra class', () => {
    inRouter(<Pager current={2} last={4} hrefFor={(page) => `?page=${page}`} label="Páginas" className="extra" />);
    expect(screen.getByRole('navigation', { name: 'Páginas' })).toHaveClass('pager', 'extra');
  });
});
