/**
 * The page views the site server counts itself: each page it serves is a view of the route's
 * remote and of the shell, in the browser's bucket, with the versions it served. They go to the
 * API in batches (`POST /api/remote-health/views`, the body signed with the view secret), every
 * couple of seconds. The buffer is bounded: while the API does not answer, what does not fit is
 * dropped and counted, and the server's memory never grows with it.
 */
import { VIEW_BATCH_MAX } from 'shared-contracts/constants';
import type { ServedView } from 'shared-contracts/schema';
import { VIEW_BATCH_SIGNATURE_HEADER, signViewBatch } from 'shared-contracts/view-token';

export interface ViewCounterOptions {
  apiUrl: string;
  /** VIEW_TOKEN_SECRET: the API takes only batches signed with it. */
  secret: string;
  /** How often the views are sent (default 2 s). */
  intervalMs?: number;
  /** Views kept waiting at most (default 5,000): past it, new views are dropped and counted. */
  maxPending?: number;
  /** How long one batch may take (default 5 s). */
  timeoutMs?: number;
  /** Told when views are dropped (the API down or slow, the buffer full). */
  onDrop?: (views: number, reason: 'full' | 'refused' | 'unreachable') => void;
  fetch?: typeof fetch;
}

/** What the counter did, for the server's figures and for tests. */
export interface ViewCounterFigures {
  counted: number;
  sent: number;
  dropped: number;
  pending: number;
}

export class ViewCounter {
  private pending: ServedView[] = [];
  private sending: Promise<void> | null = null;
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly figures = { counted: 0, sent: 0, dropped: 0 };
  private readonly maxPending: number;

  constructor(private readonly options: ViewCounterOptions) {
    this.maxPending = Math.max(1, options.maxPending ?? 5_000);
    this.timer = setInterval(() => void this.flush(), options.intervalMs ?? 2_000);
    // A server with nothing else to do may stop: the last views go with close().
    this.timer.unref();
  }

  /** Counts one view: sent with the next batch, or dropped (and counted) when the buffer is full. */
  count(view: ServedView): void {
    this.figures.counted += 1;
    if (this.pending.length >= this.maxPending) {
      this.drop(1, 'full');
      return;
    }
    this.pending.push(view);
  }

  /** Sends what is pending now, one batch after another; a batch the API does not take is dropped. */
  flush(): Promise<void> {
    this.sending ??= this.sendAll().finally(() => {
      this.sending = null;
    });
    return this.sending;
  }

  /** Stops the timer and sends what is left. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  snapshot(): ViewCounterFigures {
    return { ...this.figures, pending: this.pending.length };
  }

  private drop(views: number, reason: 'full' | 'refused' | 'unreachable'): void {
    this.figures.dropped += views;
    this.options.onDrop?.(views, reason);
  }

  private async sendAll(): Promise<void> {
    while (this.pending.length > 0) {
      const views = this.pending.splice(0, VIEW_BATCH_MAX);
      const body = JSON.stringify({ views });
      const send = this.options.fetch ?? fetch;
      try {
        const response = await send(`${this.options.apiUrl}/api/remote-health/views`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [VIEW_BATCH_SIGNATURE_HEADER]: signViewBatch(this.options.secret, body),
          },
          body,
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
        });
        await response.body?.cancel().catch(() => undefined);
        if (response.ok) this.figures.sent += views.length;
        else this.drop(views.length, 'refused');
      } catch {
        // No retry: the views of a down API are lost rather than piled up; the decision waits for more.
        this.drop(views.length, 'unreachable');
        return;
      }
    }
  }
}
