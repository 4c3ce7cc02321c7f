/**
 * The server side of a remote's './app': the same root the browser's parcel mounts, drawn to HTML
 * with React's streaming renderer. Imported only by a server build (`ui/server`), never by a page.
 */
import { Writable } from 'node:stream';
import type { ComponentType, ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { Location, Navigator, To } from 'react-router';
import { isMobileUserAgent, type DataSnapshot } from 'shared-contracts';
import { remoteRoot } from './lib/remote-root';

declare let __webpack_public_path__: string;

export interface ServerRenderRequest {
  /** The page's path and query, as the browser's router will see them. */
  url: string;
  /** The page's public payloads (`#page-data`): the only data the screen is drawn with. */
  payloads: DataSnapshot;
  /** The same prefix the browser's root hydrates with. */
  identifierPrefix: string;
  /** The address of the browser build's files of this version (its folder, ending in '/'). */
  publicPath?: string;
  /** The request's user-agent: a phone's layout or a computer's, as the browser's hydration assumes. */
  userAgent?: string;
  /** Aborts the render (the site server's time limit). */
  signal?: AbortSignal;
}

export interface ServerApp {
  /** The slot's HTML, whole: it resolves once every part is ready, and rejects on any error. */
  renderToHtml(request: ServerRenderRequest): Promise<string>;
}

const hrefOf = (to: To): string =>
  typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;

/** A navigator for a render: it writes links and never navigates. */
const staticNavigator: Navigator = {
  createHref: hrefOf,
  encodeLocation: (to) => {
    const url = new URL(hrefOf(to), 'http://site');
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  },
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/** The location the browser's router will have for this address. */
function locationOf(url: string): Location {
  const parsed = new URL(url, 'http://site');
  return { pathname: parsed.pathname, search: parsed.search, hash: '', state: null, key: 'default' };
}

/**
 * Draws a tree to HTML with React's streaming renderer, whole: it resolves once every part is
 * ready (lazy parts included), and rejects on any error or when `signal` aborts.
 */
export function renderWhole(
  element: ReactNode,
  { identifierPrefix, signal }: { identifierPrefix: string; signal?: AbortSignal },
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let html = '';
    let failed = false;
    let abort = (): void => undefined;
    const fail = (error: unknown): void => {
      if (failed) return;
      failed = true;
      reject(error instanceof Error ? error : new Error(String(error)));
      abort();
    };
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
        done();
      },
      final(done) {
        if (!failed) resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      identifierPrefix,
      // Every part in place: React otherwise outlines a Suspense boundary past ~12.8 KB of HTML into
      // a hidden element revealed by an inline script, which the page's CSP (script-src 'self') blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Whole or not at all: a part that failed would be drawn by the browser anyway.
      onAllReady: () => {
        if (!failed) stream.pipe(sink);
      },
      onShellError: fail,
      onError: fail,
    });
    abort = () => stream.abort();
    if (failed) abort();
    if (signal?.aborted) fail(signal.reason ?? new Error('render aborted'));
    signal?.addEventListener('abort', () => fail(signal.reason ?? new Error('render aborted')));
  });
}

/** A remote's server './app': `export const { renderToHtml } = remoteServerApp(ItsRoutes)`. */
export function remoteServerApp(Routes: ComponentType<{ loading?: ReactNode }>): ServerApp {
  const RemoteRoot = remoteRoot(Routes);
  return {
    renderToHtml({ url, payloads, identifierPrefix, publicPath, userAgent = '', signal }) {
      // The same for every render of this version: the folder its browser files are served from.
      if (publicPath) __webpack_public_path__ = publicPath;
      return renderWhole(
        <RemoteRoot
          location={locationOf(url)}
          navigator={staticNavigator}
          payloads={payloads}
          phone={isMobileUserAgent(userAgent)}
        />,
        {
          identifierPrefix,
          ...(signal ? { signal } : {}),
        },
      );
    },
  };
}
