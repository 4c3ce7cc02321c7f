import type { Subscription } from 'rxjs';
import { bus, type BusEvent } from '../events';

describe('bus', () => {
  const subscriptions: Subscription[] = [];
  afterEach(() => {
    subscriptions.splice(0).forEach((s) => s.unsubscribe());
  });

  it('on(type) receives only events of that type', () => {
    const expired: BusEvent[] = [];
    const toasts: BusEvent[] = [];
    subscriptions.push(bus.on('session-expired').subscribe((e) => expired.push(e)));
    subscriptions.push(bus.on('toast').subscribe((e) => toasts.push(e)));

    bus.emit({ type: 'toast', kind: 'info', message: 'Olá' });
    bus.emit({ type: 'session-expired', url: '/api/cart' });
    bus.emit({ type: 'logout-requested' });
    bus.emit({ type: 'cart-refresh-requested' });

    expect(expired).toEqual([{ type: 'session-expired', url: '/api/cart' }]);
    expect(toasts).toEqual([{ type: 'toast', kind: 'info', message: 'Olá' }]);
  });

  it('on(type) gives the typed payload', () => {
    const urls: string[] = [];
    subscriptions.push(bus.on('session-expired').subscribe((e) => urls.push(e.url)));
    bus.emit({ type: 'session-expired', url: '/api/user' });
    expect(urls).toEqual(['/api/user']);
  });

  it('all() receives every event in order', () => {
    const seen: string[] = [];
    subscriptions.push(bus.all().subscribe((e) => seen.push(e.type)));
    bus.emit({ type: 'logout-requested' });
    bus.emit({ type: 'analytics', event: 'begin_checkout', data: { value: 10 } });
    bus.emit({ type: 'cart-refresh-requested' });
    expect(seen).toEqual(['logout-requested', 'analytics', 'cart-refresh-requested']);
  });

  it('is hot: a late subscriber does not get earlier events', () => {
    bus.emit({ type: 'logout-requested' });
    const seen: BusEvent[] = [];
    subscriptions.push(bus.all().subscribe((e) => seen.push(e)));
    expect(seen).toEqual([]);
  });

  it('stops delivering after unsubscribe', () => {
    const seen: BusEvent[] = [];
    const subscription = bus.on('logout-requested').subscribe((e) => seen.push(e));
    bus.emit({ type: 'logout-requested' });
    subscription.unsubscribe();
    bus.emit({ type: 'logout-requested' });
    expect(seen).toHaveLength(1);
  });
});
