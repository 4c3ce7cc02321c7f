import type { RouteObject } from 'react-router-dom';
import { REMOTE_NAMES, routesOf } from 'shared-contracts';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { ShellRoot } from './shell-root';
import { ShellCrash } from './shell-crash';

/**
 * The one route table of the site. Every route of the contract sits under the layout route of its
 * remote, so the remote's parcel stays mounted while navigation stays inside that remote. The
 * route definition travels as the match's handle: the shell root reads its access and layout.
 */
export function buildRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <ShellRoot />,
      errorElement: <ShellCrash />,
      children: REMOTE_NAMES.map((remote) => ({
        id: `remote:${remote}`,
        // Keyed: moving to another remote unmounts this one's parcel and mounts the next.
        element: <RemoteOutlet key={remote} remote={remote} />,
        // The remote renders the screen: the leaf itself renders nothing.
        children: routesOf(remote).map((def) => ({ id: def.name, path: def.path, handle: def, element: null })),
      })),
    },
  ];
}
