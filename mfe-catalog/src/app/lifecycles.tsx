import { identifierPrefixOf } from 'shared-contracts';
import { remoteLifecycles } from 'ui';
import { CatalogRoutes, preloadScreenAt } from './catalog-routes';

/**
 * This remote's federation expose: its routes inside the shell's router (the kit's lifecycles),
 * hydrating what the site server drew with the same id prefix as the server's render, once the
 * code of the screen at the page's path is here.
 */
export const { bootstrap, mount, unmount, update } = remoteLifecycles(
  CatalogRoutes,
  identifierPrefixOf('catalog'),
  preloadScreenAt,
);
