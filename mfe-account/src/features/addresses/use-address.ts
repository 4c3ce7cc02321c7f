import { useCallback, useEffect, useState } from 'react';
import { getAddress, statusOf, type Address } from 'shared-contracts';

export type AddressState =
  { status: 'loading' } | { status: 'error' } | { status: 'not-found' } | { status: 'ready'; address: Address | null };

/**
 * The address being edited: null for a new one (nothing to load), a loaded address, or
 * 'not-found' for an id the API does not know for this customer. A 401 is left to the shell.
 * The id is fixed for the life of the component (the page keys it by id).
 */
export function useAddress(id: number | null) {
  const [state, setState] = useState<AddressState>(() =>
    id === null ? { status: 'ready', address: null } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (id === null) return;
    let current = true;
    getAddress(id).then(
      (address) => {
        if (current) setState({ status: 'ready', address });
      },
      (error: unknown) => {
        if (!current) return;
        const status = statusOf(error);
        if (status === 404) setState({ status: 'not-found' });
        else if (status !== 401) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
