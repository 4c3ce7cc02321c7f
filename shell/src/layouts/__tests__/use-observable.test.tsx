import { act, render, screen } from '@testing-library/react';
import { logOut, setAuth } from 'shared-contracts';
import { useAuth, useSellerGroupCount } from '../hooks/use-auth';
import { useObservable, type Subscribable } from '../hooks/use-observable';
import { resetLayoutTestState, setCartGroups, signIn } from './layout-test-utils';

afterEach(resetLayoutTestState);

/** A hot source holding a current value, like a BehaviorSubject. */
function valueSource<T>(initial: T) {
  let value = initial;
  const listeners = new Set<(value: T) => void>();
  const source: Subscribable<T> = {
    subscribe(next) {
      listeners.add(next);
      next(value);
      return { unsubscribe: () => listeners.delete(next) };
    },
  };
  return {
    source,
    listeners,
    set(next: T) {
      value = next;
      listeners.forEach((listener) => listener(next));
    },
  };
}

function Show({ source }: { source: Subscribable<string> }) {
  return <p>{useObservable(source, 'inicial')}</p>;
}

describe('useObservable', () => {
  it('renders the current value on the first render and follows changes', () => {
    const state = valueSource('primeiro');
    render(<Show source={state.source} />);
    expect(screen.getByText('primeiro')).toBeInTheDocument();
    act(() => state.set('segundo'));
    expect(screen.getByText('segundo')).toBeInTheDocument();
  });

  it('falls back to the initial value for a source with no current value, and unsubscribes on unmount', () => {
    const listeners = new Set<(value: string) => void>();
    const source: Subscribable<string> = {
      subscribe(next) {
        listeners.add(next);
        return { unsubscribe: () => listeners.delete(next) };
      },
    };
    const { unmount } = render(<Show source={source} />);
    expect(screen.getByText('inicial')).toBeInTheDocument();
    expect(listeners.size).toBe(1);
    act(() => listeners.forEach((listener) => listener('chegou')));
    expect(screen.getByText('chegou')).toBeInTheDocument();
    unmount();
    expect(listeners.size).toBe(0);
  });
});

function Session() {
  const auth = useAuth();
  const count = useSellerGroupCount();
  return (
    <p>
      {auth.authenticated ? auth.user?.name : 'visitante'} / {count}
    </p>
  );
}

describe('useAuth and useSellerGroupCount (L-10, L-11)', () => {
  it('read auth$ and sellerGroupCount$ from the shared contract', () => {
    render(<Session />);
    expect(screen.getByText('visitante / 0')).toBeInTheDocument();
    act(() => {
      signIn(1, 'Maria Silva');
      setCartGroups(2);
    });
    expect(screen.getByText('Maria Silva / 2')).toBeInTheDocument();
    act(() => setAuth(logOut()));
    expect(screen.getByText('visitante / 2')).toBeInTheDocument();
  });

  it('tells every component reading the same source about a change, not only the first one', () => {
    const state = valueSource('primeiro');
    render(
      <>
        <Show source={state.source} />
        <Show source={state.source} />
      </>,
    );
    act(() => state.set('segundo'));
    expect(screen.getAllByText('segundo')).toHaveLength(2);
    act(() => state.set('terceiro'));
    expect(screen.getAllByText('terceiro')).toHaveLength(2);
  });
});
