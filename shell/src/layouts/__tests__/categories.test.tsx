import { render, screen } from '@testing-library/react';
import { categoriesQuery, queryCache } from 'shared-contracts';
import { useServerData } from 'ui';
import { CATEGORIES, fakeApi, resetLayoutTestState, settle } from './layout-test-utils';

afterEach(resetLayoutTestState);

function Names({ label }: { label: string }) {
  const { data = [], status } = useServerData(...categoriesQuery);
  return (
    <p>
      {label}: {status} {data.map(({ category }) => category.name).join(', ')}
    </p>
  );
}

describe('the categories of the header and footer', () => {
  it('starts loading, then lists the categories of GET /api/categories', async () => {
    fakeApi();
    render(<Names label="menu" />);
    expect(screen.getByText('menu: loading')).toBeInTheDocument();
    await settle();
    expect(screen.getByText(`menu: success ${CATEGORIES.map((c) => c.category.name).join(', ')}`)).toBeInTheDocument();
  });

  it('asks once per page load: every user shares the one request, later mounts reuse it', async () => {
    const api = fakeApi();
    const { unmount } = render(
      <>
        <Names label="cabeçalho" />
        <Names label="rodapé" />
      </>,
    );
    await settle();
    unmount();
    render(<Names label="de novo" />);
    expect(screen.getByText(/^de novo: success Eletrônicos/)).toBeInTheDocument();
    expect(api.requests).toEqual(['GET /api/categories']);
  });

  it('a new page load (an empty cache) asks again', async () => {
    const api = fakeApi();
    const { unmount } = render(<Names label="a" />);
    await settle();
    unmount();
    queryCache.clear();
    render(<Names label="b" />);
    await settle();
    expect(api.requests).toEqual(['GET /api/categories', 'GET /api/categories']);
  });

  it('a failure shows no categories (status error) and a later mount asks again', async () => {
    const failing = fakeApi({ status: 500 });
    const { unmount } = render(<Names label="falha" />);
    await settle();
    expect(screen.getByText('falha: error')).toBeInTheDocument();
    expect(failing.requests).toEqual(['GET /api/categories']);
    unmount();

    const working = fakeApi();
    render(<Names label="volta" />);
    await settle();
    expect(screen.getByText(/^volta: success Eletrônicos/)).toBeInTheDocument();
    expect(working.requests).toEqual(['GET /api/categories']);
  });
});
