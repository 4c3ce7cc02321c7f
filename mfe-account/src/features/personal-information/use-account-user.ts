import { useCallback, useEffect, useState } from 'react';
import { getUser, statusOf, type UserResponse } from 'shared-contracts';

export type AccountUserState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; response: UserResponse };

/**
 * The signed-in user as the API has it now (not the copy the shell keeps), with loading, error
 * and retry. The fetch is not silent: a 401 reaches the shell as an expired session, which logs
 * out and sends to login, so this screen just keeps its skeleton until then.
 */
export function useAccountUser() {
  const [state, setState] = useState<AccountUserState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    getUser().then(
      (response) => {
        if (current) setState({ status: 'ready', response });
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

  /** After a save: the API's answer is the user as it is now. */
  const replace = useCallback((response: UserResponse) => setState({ status: 'ready', response }), []);

  return { state, retry, replace };
}
