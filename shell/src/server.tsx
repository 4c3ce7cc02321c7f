/**
 * The shell's server build's './app' (dist/server): the page's frame (skip link, header, content
 * slot, footer) as a guest sees it, for one address and one user-agent, with the screen the site
 * server drew for the content slot kept inside it as it came, or, without one, the slot loading
 * (RemoteLoading), as the browser's first render has it before the remote arrives. The browser
 * hydrates the same tree (app/bootstrap.tsx). Nothing of the browser's is read: no session, no
 * cart, no kept preview.
 */
import { createMemoryRouter } from 'react-router-dom';
import { isMobileUserAgent, type RemoteName } from 'shared-contracts';
import { renderWhole } from 'ui/server';
import { SHELL_IDENTIFIER_PREFIX } from './app/hydration';
import { ShellApp } from './app/shell-app';
import { buildRoutes } from './app/routes';
import { createPreviewStore } from './remotes/preview-state';
import type { RemoteRegistry } from './remotes/registry';
import type { ServerSlot } from './remotes/server-slot';

export interface ShellRenderRequest {
  /** The page's path and query, as the browser's router will see them. */
  url: string;
  /** The page's public payloads (`#page-data`). */
  payloads: Readonly<Record<string, unknown>>;
  /** The request's user-agent: a phone's header or a computer's. */
  userAgent?: string;
  /** The screen the site server drew for the route's remote, placed in its slot (absent: the slot loads). */
  slot?: { remote: RemoteName; version: string; html: string };
  /** Ignored: the shell's root always uses SHELL_IDENTIFIER_PREFIX. */
  identifierPrefix?: string;
  /** Aborts the render (the site server's time limit). */
  signal?: AbortSignal;
}

const pending = new Promise<never>(() => undefined);

/** A registry that loads nothing: a server render runs no effect, so no remote is ever asked for. */
const serverRegistry: RemoteRegistry = {
  pointer: () => pending,
  load: () => pending,
  timeoutMs: () => pending,
  previews: createPreviewStore(null),
};

export async function renderToHtml({
  url,
  payloads,
  userAgent = '',
  slot,
  signal,
}: ShellRenderRequest): Promise<string> {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [url] });
  const serverSlots = (remote: RemoteName): ServerSlot | null =>
    slot && slot.remote === remote
      ? { element: null, version: slot.version, payloads: { ...payloads }, html: slot.html }
      : null;
  try {
    return await renderWhole(
      <ShellApp
        router={router}
        registry={serverRegistry}
        mobile={isMobileUserAgent(userAgent)}
        serverSlots={serverSlots}
        payloads={payloads}
      />,
      { identifierPrefix: SHELL_IDENTIFIER_PREFIX, ...(signal ? { signal } : {}) },
    );
  } finally {
    router.dispose();
  }
}
