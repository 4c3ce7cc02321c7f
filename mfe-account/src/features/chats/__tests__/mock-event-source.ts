/**
 * EventSource for jsdom (which has none): records the streams opened and lets a test send named
 * events down them, as the API's GET /api/events would.
 */
export class MockEventSource {
  static opened: MockEventSource[] = [];
  readonly url: string;
  readyState = 1;
  private readonly listeners = new Map<string, Set<(event: MessageEvent<string>) => void>>();

  constructor(url: string) {
    this.url = url;
    MockEventSource.opened.push(this);
  }

  addEventListener(name: string, listener: (event: MessageEvent<string>) => void): void {
    const set = this.listeners.get(name) ?? new Set();
    set.add(listener);
    this.listeners.set(name, set);
  }

  removeEventListener(name: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.get(name)?.delete(listener);
  }

  close(): void {
    this.readyState = 2;
  }

  /** A frame `event: name` / `data: …` arriving from the server. */
  send(name: string, data: unknown): void {
    if (this.readyState === 2) return;
    const event = new MessageEvent<string>(name, { data: typeof data === 'string' ? data : JSON.stringify(data) });
    this.listeners.get(name)?.forEach((listener) => listener(event));
  }

  static install(): () => void {
    const previous = (globalThis as { EventSource?: unknown }).EventSource;
    MockEventSource.opened = [];
    (globalThis as { EventSource?: unknown }).EventSource = MockEventSource;
    return () => {
      (globalThis as { EventSource?: unknown }).EventSource = previous;
    };
  }
}
