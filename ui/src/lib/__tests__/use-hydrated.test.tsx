import { render, screen } from '@testing-library/react';
import { useAfterFirstCommit, useHydrated } from '../use-hydrated';

/** Shows what the hook answered and notes each answer, render by render. */
function Probe({ use, seen }: { use: () => boolean; seen: boolean[] }) {
  const value = use();
  seen.push(value);
  return <p>{String(value)}</p>;
}

/** The server's HTML for the probe's first render, in a container to hydrate. */
function drawnByServer(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = '<p>false</p>';
  document.body.append(container);
  return container;
}

describe('useHydrated', () => {
  it("answers false while hydrating the server's HTML, true in the render right after", () => {
    const seen: boolean[] = [];
    render(<Probe use={useHydrated} seen={seen} />, { container: drawnByServer(), hydrate: true });
    expect(screen.getByText('true')).toBeInTheDocument();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('answers true from the start in a page the browser draws alone', () => {
    const seen: boolean[] = [];
    render(<Probe use={useHydrated} seen={seen} />);
    expect(seen).toEqual([true]);
  });
});

describe('useAfterFirstCommit', () => {
  it("answers false while hydrating the server's HTML, then true", () => {
    const seen: boolean[] = [];
    render(<Probe use={useAfterFirstCommit} seen={seen} />, { container: drawnByServer(), hydrate: true });
    expect(screen.getByText('true')).toBeInTheDocument();
    expect(seen[0]).toBe(false);
  });

  it('answers false in the first render of a page the browser draws too, then true', () => {
    const seen: boolean[] = [];
    render(<Probe use={useAfterFirstCommit} seen={seen} />);
    expect(screen.getByText('true')).toBeInTheDocument();
    expect(seen).toEqual([false, true]);
  });
});
