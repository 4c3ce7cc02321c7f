import { useCallback, useEffect, useState } from 'react';
import { getAddresses, statusOf, type Address } from 'shared-contracts';

export type AddressesState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; addresses: Address[] };

/**
 * The customer's addresses as the API has them, with loading, error and retry. The call is not
 * silent: a 401 reaches the shell (logout and login), so the skeleton just stays until then.
 */
export function useAddresses() {
  const [state, setState] = useState<AddressesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    getAddresses().then(
      (addresses) => {
        if (current) setState({ status: 'ready', addresses });
      },
      (error: unknown) => {
        if (current && statusOf(error) !== 401) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  /** Drops an address that no longer exists on the server. */
  const remove = useCallback((id: number) => {
    setState((previous) =>
      previous.status === 'ready'
        ? { status: 'ready', addresses: previous.addresses.filter((address) => address.id !== id) }
        : previous,
    );
  }, []);

  return { state, retry, remove };
}
