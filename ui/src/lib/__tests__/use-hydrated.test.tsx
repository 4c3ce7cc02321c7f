import { render, screen } from '@testing-library/react';
import { useAfterFirstCommit, useHydrated } from '../use-hydrated';

/** Shows what the hook answered and notes each answer, render by render. */
function Probe({ use, seen }: { use: () => boolean; seen: boolean[] }) {
  const value = use();
  seen.push(value);
  return <p>{String(value)}</p>;
}

/** Hydrates the probe over the server's HTML of its first render; the hook's answers, render by render. */
function hydrated(use: () => boolean): boolean[] {
  const container = document.createElement('div');
  container.innerHTML = '<p>false</p>';
  document.body.append(container);
  const seen: boolean[] = [];
  render(<Probe use={use} seen={seen} />, { container, hydrate: true });
  expect(screen.getByText('true')).toBeInTheDocument();
  return seen;
}

describe.each([
  // A page the browser draws alone has nothing to wait for.
  { name: 'useHydrated', use: useHydrated, alone: [true] },
  // What it guards is added in a transition after the first commit, in any page.
  { name: 'useAfterFirstCommit', use: useAfterFirstCommit, alone: [false, true] },
])('$name', ({ use, alone }) => {
  it("answers false while hydrating the server's HTML, then true", () => {
    const seen = hydrated(use);
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it(`answers ${alone.join(', then ')} in a page the browser draws alone`, () => {
    const seen: boolean[] = [];
    render(<Probe use={use} seen={seen} />);
    expect(screen.getByText('true')).toBeInTheDocument();
    expect(seen).toEqual(alone);
  });
});
