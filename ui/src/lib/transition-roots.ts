import { startTransition, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';

/**
 * `react-dom/client` whose roots render in a transition: a screen's first render yields to the
 * browser every few milliseconds instead of holding the main thread in one long task, so a page
 * stays responsive while it starts. For single-spa-react's `ReactDOMClient` option.
 */
export const transitionRoots: typeof ReactDOMClient = {
  ...ReactDOMClient,
  createRoot(container, options) {
    const root = ReactDOMClient.createRoot(container, options);
    return {
      render: (children: ReactNode) => startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
};
