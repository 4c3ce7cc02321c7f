import { screen } from '@testing-library/react';
import { deferred, type Handler } from 'shared-contracts/testing/fake-api';

/**
 * Draws a page (`render`) over the fake API `installApi` puts in place, with `request` held
 * unanswered, so a test sees the page while its data is on its way; `release(data)` then answers
 * 200 with `data`.
 */
export function renderHolding<Api>(
  installApi: (handlers: Record<string, Handler>) => Api,
  request: string,
  render: () => unknown,
): { api: Api; release: (data: unknown) => void } {
  const pending = deferred();
  const api = installApi({ [request]: pending.handler });
  render();
  return { api, release: (data) => pending.release({ status: 200, data }) };
}

/**
 * What a page shows while its data is on its way: its main heading, its loading notice and, where
 * given, the document's title.
 */
export function expectLoadingPage(heading: string, notice: string, title?: string): void {
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getByText(notice)).toBeInTheDocument();
  if (title !== undefined) expect(document.title).toBe(title);
}
