import { bus, getUser } from 'shared-contracts';

/**
 * The shell keeps the user's addresses with its auth state; after a change it is handed the user
 * as the API has it now, the same way a sign-in does. A failure changes nothing here: the
 * addresses screens read the API themselves.
 */
export async function refreshShellUser(): Promise<void> {
  try {
    const response = await getUser();
    bus.emit({ type: 'login-succeeded', response });
  } catch {
    // Ignored on purpose (see above); a 401 has already reached the shell through the client.
  }
}
