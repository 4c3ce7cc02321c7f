export interface SseEvent {
  id: string | undefined;
  event: string;
  data: unknown;
}

export interface OpenStream {
  status: number;
  headers: Headers;
  /** Every raw chunk received so far, joined. */
  text(): string;
  /** Waits for the next event matching the predicate (events already received count). */
  next(match?: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

function parse(block: string): SseEvent | null {
  let id: string | undefined;
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':') || line === '') continue;
    const [field = '', ...rest] = line.split(':');
    const value = rest.join(':').replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length === 0 ? null : { id, event, data: JSON.parse(data.join('\n')) as unknown };
}

/** Opens GET /api/events with the client's cookies and reads it as a browser's EventSource would. */
export async function openStream(
  baseUrl: string,
  client: { jar: ReadonlyMap<string, string> },
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  const controller = new AbortController();
  const cookie = [...client.jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: { accept: 'text/event-stream', cookie, ...headers },
    signal: controller.signal,
  });

  let raw = '';
  let consumed = 0;
  const events: SseEvent[] = [];
  const waiters: Array<() => void> = [];
  const wake = () => waiters.splice(0).forEach((resolve) => resolve());

  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        raw += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = raw.indexOf('\n\n', consumed);
        while (end !== -1) {
          const event = parse(raw.slice(consumed, end));
          if (event) events.push(event);
          consumed = end + 2;
          end = raw.indexOf('\n\n', consumed);
        }
        wake();
      }
    } catch {
      // Aborted by close().
    }
    wake();
  })();

  let taken = 0;
  return {
    status: response.status,
    headers: response.headers,
    text: () => raw,
    ended,
    async next(match = () => true, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (taken < events.length) {
          const event = events[taken++];
          if (event && match(event)) return event;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event; received: ${raw}`);
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          new Promise<void>((resolve) => waiters.push(resolve)),
          new Promise<void>((resolve) => {
            timer = setTimeout(resolve, left);
          }),
        ]);
        clearTimeout(timer);
      }
    },
    close: () => controller.abort(),
  };
}

/** Polls until the condition holds (or fails after the timeout). */
export async function waitUntil(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
