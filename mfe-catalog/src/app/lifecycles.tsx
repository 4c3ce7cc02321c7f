import { remoteLifecycles } from 'ui';
import { CatalogRoutes } from './catalog-routes';

/** This remote's federation expose: its routes inside the shell's router (the kit's lifecycles). */
export const { bootstrap, mount, unmount, update } = remoteLifecycles(CatalogRoutes);
