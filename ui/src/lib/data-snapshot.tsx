import { createContext, useContext } from 'react';
import type { DataSnapshot } from 'shared-contracts';

/**
 * The public answers a server-rendered screen is drawn with, for one root: the request's data on the
 * server, the page's copy of it in the browser while the root hydrates. Null everywhere else.
 */
export const DataSnapshotContext = createContext<DataSnapshot | null>(null);

export const useDataSnapshot = (): DataSnapshot | null => useContext(DataSnapshotContext);
