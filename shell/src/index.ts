// Named by the page (deferred: it runs once the page is parsed). The asynchronous boundary lets
// the federation runtime settle shared modules before the app runs.
//
// The start comes in pieces, each in a task of its own: the largest libraries are evaluated one
// by one before the app, so a phone's main thread is never held for the whole start at once and a
// tap on the page the server drew waits for one piece at most.
import { nextTask } from './app/next-task';

async function start(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('react-router-dom');
  await nextTask();
  await import('shared-contracts');
  await nextTask();
  await import(/* webpackChunkName: "bootstrap" */ './app/bootstrap');
}

void start();
