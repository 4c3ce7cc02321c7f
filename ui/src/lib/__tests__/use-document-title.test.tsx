import { renderHook } from '@testing-library/react';
import { useDocumentTitle } from '../use-document-title';

describe('useDocumentTitle', () => {
  it("names the tab '{name} | Mercado Brasil' and leaves it while there is no name yet", () => {
    document.title = 'Antes';
    const { rerender } = renderHook(({ name }: { name: string | null }) => useDocumentTitle(name), {
      initialProps: { name: null as string | null },
    });
    expect(document.title).toBe('Antes');
    rerender({ name: 'Minhas vendas' });
    expect(document.title).toBe('Minhas vendas | Mercado Brasil');
  });
});
