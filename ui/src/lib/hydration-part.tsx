import { Suspense, type ReactNode } from 'react';

/**
 * A part of a screen the server draws that hydrates on its own. React leaves each server-drawn
 * Suspense boundary for after the page's first pass and hydrates it in short slices, one part
 * after the other, committing each apart: the page answers a tap between two parts instead of
 * after the whole screen, and a tap on a part not yet hydrated hydrates that part first.
 *
 * Nothing inside suspends on a page drawn in the browser either (its data and code come before the
 * screen renders), so the empty fallback is never seen.
 */
export function HydrationPart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
