import { useEffect } from 'react';

const SITE_NAME = 'Mercado Brasil';

/** Sets the tab title to '{name} | Mercado Brasil' while the screen is shown (nothing while null). */
export function useDocumentTitle(name: string | null | undefined): void {
  useEffect(() => {
    if (name) document.title = `${name} | ${SITE_NAME}`;
  }, [name]);
}
