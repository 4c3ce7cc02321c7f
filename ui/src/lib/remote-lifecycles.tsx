import React, { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { SERVER_RENDERED_ATTRIBUTE } from 'shared-contracts';
import { remoteRoot, type RemoteRootProps } from './remote-root';

export type { RemoteRootProps } from './remote-root';
export { SERVER_RENDERED_ATTRIBUTE };

/** Hands a crash to the shell, which shows its fallback in the remote's slot. */
function ReportCrash({ error, onRemoteError }: { error: Error; onRemoteError?: (error: Error) => void }) {
  useEffect(() => onRemoteError?.(error), [error, onRemoteError]);
  return null;
}

/**
 * How a remote's root starts in its element: it hydrates what the server drew there (the element is
 * marked `data-server-rendered`), or draws afresh. Each root has an id prefix of its own (ids of two
 * React roots never collide), and a hydration mismatch is reported, not thrown.
 */
export function remoteRootStarter(identifierPrefix: string, onRecoverableError: (error: unknown) => void) {
  return {
    createRoot: (element: Element | DocumentFragment) => ReactDOMClient.createRoot(element, { identifierPrefix }),
    hydrateRoot: (element: Element | Document, children: ReactNode) => {
      if (element instanceof Element && element.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
        // Hydrated at a transition's priority: the work yields to the browser every few
        // milliseconds instead of holding the main thread in one long task. A tap meanwhile makes
        // React finish the hydration at once, then the tap is handled.
        let root: ReactDOMClient.Root | undefined;
        startTransition(() => {
          root = ReactDOMClient.hydrateRoot(element, children, { identifierPrefix, onRecoverableError });
        });
        return root as ReactDOMClient.Root;
      }
      const root = ReactDOMClient.createRoot(element as Element, { identifierPrefix });
      root.render(children);
      return root;
    },
  };
}

function reportMismatch(error: unknown): void {
  console.warn('[remote] o HTML do servidor e o do navegador divergiram; a tela foi redesenhada', error);
}

/**
 * A remote's single-spa lifecycles (`bootstrap`, `mount`, `unmount`, `update`): its routes inside
 * the shell's router, and a crash reported to the shell. Each remote's federation expose is
 * `export const { bootstrap, mount, unmount, update } = remoteLifecycles(ItsRoutes)`. In a slot the
 * server drew, the root hydrates that HTML in place (`renderType: 'hydrateRoot'`); elsewhere it draws.
 *
 * With `preloadScreenAt`, the mount first waits for the code of the screen at the shell's location.
 * The root then hydrates the screen in the same pass as its frame: a screen still waiting for its
 * code would stay the server's HTML, and React drops a tap or a choice made there meanwhile.
 */
export function remoteLifecycles(
  Routes: ComponentType<{ loading?: ReactNode }>,
  identifierPrefix = 'remote-',
  preloadScreenAt?: (pathname: string) => Promise<void>,
) {
  const lifecycles = singleSpaReact<RemoteRootProps>({
    React,
    ReactDOMClient: remoteRootStarter(identifierPrefix, reportMismatch) as unknown as typeof ReactDOMClient,
    renderType: 'hydrateRoot',
    rootComponent: remoteRoot(Routes),
    errorBoundary: (error, _info, props) => <ReportCrash error={error} onRemoteError={props.onRemoteError} />,
  });
  if (!preloadScreenAt) return lifecycles;
  return {
    ...lifecycles,
    mount: async (props: Parameters<typeof lifecycles.mount>[0]) => {
      await preloadScreenAt(props.location.pathname);
      return lifecycles.mount(props);
    },
  };
}
