import { StrictMode } from 'react';
import { RouterProvider, type createMemoryRouter } from 'react-router-dom';
import type { DataSnapshot, RemoteName } from 'shared-contracts';
import { DataSnapshotContext } from 'ui';
import { HealthContext } from '../health/health-context';
import type { Beacons } from '../health/beacons';
import { MobileDeviceContext } from '../layouts/hooks/is-mobile';
import { RemoteRegistryContext, type RemoteRegistry } from '../remotes/registry';
import { ServerSlotContext, type ServerSlot } from '../remotes/server-slot';

/** The site's router: the browser's, or the one a server render draws one address with. */
export type ShellRouter = ReturnType<typeof createMemoryRouter>;

export interface ShellAppProps {
  router: ShellRouter;
  registry: RemoteRegistry;
  /** A phone's header or a computer's, by the user-agent. */
  mobile: boolean;
  /** The screens the server drew for this page. */
  serverSlots: (remote: RemoteName) => ServerSlot | null;
  /**
   * The page's public payloads the server drew the frame with (the menu's categories): the
   * hydration draws with the same; null when the browser draws the page afresh.
   */
  payloads: DataSnapshot | null;
  /** The page's health beacons (none on the server, which sends none). */
  health?: Beacons | null;
}

/**
 * The shell's whole tree. The server draws a guest's page with it and the browser hydrates the same
 * tree (or draws it afresh), so both sides render exactly the same components.
 */
export function ShellApp({ router, registry, mobile, serverSlots, payloads, health = null }: ShellAppProps) {
  return (
    <StrictMode>
      <HealthContext value={health}>
        <RemoteRegistryContext value={registry}>
          <MobileDeviceContext value={mobile}>
            <ServerSlotContext value={serverSlots}>
              <DataSnapshotContext value={payloads}>
                <RouterProvider router={router} />
              </DataSnapshotContext>
            </ServerSlotContext>
          </MobileDeviceContext>
        </RemoteRegistryContext>
      </HealthContext>
    </StrictMode>
  );
}
