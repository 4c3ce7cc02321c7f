import { VisuallyHidden } from 'ui';

/** Appended to the name of every link that opens a new tab. */
export function NewTabNotice() {
  return <VisuallyHidden> (abre em nova aba)</VisuallyHidden>;
}
