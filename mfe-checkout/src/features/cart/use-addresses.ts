import { useCallback, useEffect, useState } from 'react';
import { getAddresses, statusOf, type Address } from 'shared-contracts';

export type AddressesState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; addresses: Address[] };

/** The signed-in customer's saved addresses, with loading, error and retry. */
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

  return { state, retry };
}
