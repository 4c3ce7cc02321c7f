// Named by the page (deferred: it runs once the page is parsed). The asynchronous boundary lets
// the federation runtime settle shared modules before the app runs.
//
// The start comes in pieces, each in a task of its own: the largest libraries are evaluated one
// by one before the app, so a phone's main thread is never held for the whole start at once and a
// tap on the page the server drew waits for one piece at most.
import { nextTask } from './app/next-task';

/**
 * The pages draw prices with `Intl`, and a realm's first number formatter loads the locale's data:
 * tens of milliseconds on a phone. Made here, in a task of its own while the libraries download, the
 * screen's formatters are cheap when its hydration makes them.
 */
function loadNumberFormatData(): void {
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(0);
}

async function start(): Promise<void> {
  const reactDom = import('react-dom/client');
  await nextTask();
  loadNumberFormatData();
  await reactDom;
  await nextTask();
  await import('react-router-dom');
  await nextTask();
  // The contract's HTTP client, then the contract (its event bus and its query cache).
  await import('axios');
  await nextTask();
  await import('shared-contracts');
  await nextTask();
  await import(/* webpackChunkName: "bootstrap" */ './app/bootstrap');
}

void start();
