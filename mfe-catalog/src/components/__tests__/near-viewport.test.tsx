import { act, fireEvent, render, screen } from '@testing-library/react';
import { NearViewport } from '../near-viewport';

/** An IntersectionObserver the test drives: `enter()` says the placeholder came near the viewport. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(target: Element): void {
    this.targets.push(target);
  }
  disconnect(): void {
    this.targets.length = 0;
  }
  enter(): void {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  Object.assign(globalThis, { IntersectionObserver: FakeObserver });
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('NearViewport', () => {
  it('holds the place with a box until the content comes near the viewport, then renders it', () => {
    const { container } = render(
      <NearViewport minHeight="150vh">
        <p>Mais vistos</p>
      </NearViewport>,
    );
    expect(screen.queryByText('Mais vistos')).not.toBeInTheDocument();
    expect((container.firstChild as HTMLElement).style.minHeight).toBe('150vh');
    act(() => FakeObserver.last?.enter());
    expect(screen.getByText('Mais vistos')).toBeInTheDocument();
  });

  it('renders at the first scroll too', () => {
    render(
      <NearViewport minHeight="10rem">
        <p>Receba nossas ofertas</p>
      </NearViewport>,
    );
    expect(screen.queryByText('Receba nossas ofertas')).not.toBeInTheDocument();
    fireEvent.scroll(window);
    expect(screen.getByText('Receba nossas ofertas')).toBeInTheDocument();
  });
});
