import { createContext, useContext } from 'react';
import type { DataSnapshot } from 'shared-contracts';

/**
 * The public answers a server-rendered screen is drawn with, for one root: the request's data on the
 * server, the page's copy of it in the browser while the root hydrates. Null everywhere else.
 */
export const DataSnapshotContext = createContext<DataSnapshot | null>(null);

export const useDataSnapshot = (): DataSnapshot | null => useContext(DataSnapshotContext);

/**
 * Whether the page is drawn for a phone, as the server decides it from the user-agent: what a
 * server render (and the browser's hydration of it) assumes before the browser can measure its
 * window. False outside a remote's root.
 */
export const PhoneGuessContext = createContext(false);

export const usePhoneGuess = (): boolean => useContext(PhoneGuessContext);
