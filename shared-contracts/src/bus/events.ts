import { Subject, filter, type Observable } from 'rxjs';
import type { UserResponse } from '../model/entities';

/** Events every app may emit or listen to. */
export type BusEvent =
  /** A call answered 401: the shell logs out and sends the user to login (spec §4). */
  | { type: 'session-expired'; url: string }
  /** A remote signed the user in; the shell stores the user (its guard then follows ?redirect=). */
  | { type: 'login-succeeded'; response: UserResponse }
  /** A remote asks the shell to sign out. */
  | { type: 'logout-requested' }
  /** Something changed the cart on the server; whoever holds cart$ should refresh. */
  | { type: 'cart-refresh-requested' }
  | { type: 'toast'; kind: 'success' | 'error' | 'info'; message: string }
  /** Pushed to window.dataLayer by the shell. */
  | { type: 'analytics'; event: string; data: Record<string, unknown> }
  /** An event of the push channel (GET /api/events), re-emitted by the shell as it came. */
  | { type: 'push'; event: string; data: unknown };

export type BusEventType = BusEvent['type'];
export type BusEventOf<T extends BusEventType> = Extract<BusEvent, { type: T }>;

const events = new Subject<BusEvent>();

export const bus = {
  emit(event: BusEvent): void {
    events.next(event);
  },
  on<T extends BusEventType>(type: T): Observable<BusEventOf<T>> {
    return events.pipe(filter((e): e is BusEventOf<T> => e.type === type));
  },
  all(): Observable<BusEvent> {
    return events.asObservable();
  },
};
