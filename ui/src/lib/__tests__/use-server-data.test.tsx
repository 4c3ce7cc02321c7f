import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { AxiosError } from 'axios';
import { queryCache } from 'shared-contracts';
import { useServerData } from '../use-server-data';

function Names({ id, fetcher }: { id: string; fetcher: () => Promise<string> }) {
  const names = useServerData(['/api/names', id], fetcher);
  if (names.status === 'loading') return <p>Carregando…</p>;
  if (names.status === 'error') return <button onClick={names.refetch}>Tentar novamente</button>;
  return <p>{names.data}</p>;
}

describe('useServerData', () => {
  it('loads, then shows the data', async () => {
    render(<Names id="a" fetcher={async () => 'Ana'} />);
    expect(screen.getByText('Carregando…')).toBeInTheDocument();
    expect(await screen.findByText('Ana')).toBeInTheDocument();
  });

  it('two screens asking for the same key share one request', async () => {
    const fetcher = jest.fn(async () => 'Ana');
    render(
      <>
        <Names id="a" fetcher={fetcher} />
        <Names id="a" fetcher={fetcher} />
      </>,
    );
    expect(await screen.findAllByText('Ana')).toHaveLength(2);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('shows the error, and Tentar novamente loads again', async () => {
    const fetcher = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new AxiosError('Network Error', AxiosError.ERR_NETWORK))
      .mockResolvedValueOnce('Ana');
    render(<Names id="a" fetcher={fetcher} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Ana')).toBeInTheDocument();
  });

  it('keeps the previous key’s data while another key loads', async () => {
    const { result, rerender } = renderHook(({ page }) => useServerData(['/api/page', page], async () => page), {
      initialProps: { page: 1 },
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    rerender({ page: 2 });
    expect(result.current).toMatchObject({ status: 'loading', previous: 1 });
    await waitFor(() => expect(result.current.data).toBe(2));
  });

  it('a null key asks nothing', () => {
    const fetcher = jest.fn(async () => 'x');
    const { result } = renderHook(() => useServerData(null, fetcher));
    expect(result.current.status).toBe('loading');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('setData shows what an action answered to every screen on the key', async () => {
    render(<Names id="a" fetcher={async () => 'Ana'} />);
    await screen.findByText('Ana');
    act(() => queryCache.set(JSON.stringify(['/api/names', 'a']), 'Ana Maria'));
    expect(screen.getByText('Ana Maria')).toBeInTheDocument();
  });
});
