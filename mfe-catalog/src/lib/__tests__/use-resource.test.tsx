import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useResource } from '../use-resource';

function Probe({ load }: { load: (id: number) => Promise<string> }) {
  const [id, setId] = useState(1);
  const { status, data, error, retry } = useResource(() => load(id), [id]);
  return (
    <div>
      <p>status: {status}</p>
      <p>data: {data ?? '-'}</p>
      <p>error: {error ? 'sim' : 'não'}</p>
      <button onClick={() => setId((n) => n + 1)}>próximo</button>
      <button onClick={retry}>de novo</button>
    </div>
  );
}

describe('useResource', () => {
  it('goes loading → success, reloads on a dependency change and keeps only the newest answer', async () => {
    const resolvers = new Map<number, (value: string) => void>();
    const load = (id: number) => new Promise<string>((resolve) => resolvers.set(id, resolve));
    render(<Probe load={load} />);
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'próximo' }));
    await act(async () => resolvers.get(2)?.('dois'));
    await act(async () => resolvers.get(1)?.('um'));
    expect(screen.getByText('status: success')).toBeInTheDocument();
    expect(screen.getByText('data: dois')).toBeInTheDocument();
  });

  it('error → retry asks again', async () => {
    let calls = 0;
    const load = () => (++calls === 1 ? Promise.reject(new Error('x')) : Promise.resolve('ok'));
    render(<Probe load={load} />);
    expect(await screen.findByText('status: error')).toBeInTheDocument();
    expect(screen.getByText('error: sim')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'de novo' }));
    expect(await screen.findByText('data: ok')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
