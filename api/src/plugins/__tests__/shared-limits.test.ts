import { delayGate } from '../../features/auth/login-throttle';
import type { Gate } from '../../features/auth/throttle-store';
import { serverForAll } from '../../testing/server-for-tests';
import { DatabaseThrottleStore } from '../shared-limits';

const NOW = 1_700_000_000_000;

describe('the throttles’ counts in the database', () => {
  const server = serverForAll();
  const store = (): DatabaseThrottleStore => new DatabaseThrottleStore(server.app.kysely);
  const progressive: Gate = delayGate({ freeFailures: 2, baseDelayMs: 1000, maxDelayMs: 4000 }, 60_000);
  const window: Gate = { steps: [{ failures: 3, waitMs: 30_000 }], anchor: 'first', ttlMs: 30_000 };

  it('decides and counts in one step: of 30 attempts sent at once, the free ones get through', async () => {
    const stores = [store(), store()];
    const taken = await Promise.all(
      Array.from({ length: 30 }, (_, i) => stores[i % 2]?.take('rajada', progressive, NOW)),
    );
    expect(taken.filter(Boolean)).toHaveLength(2);
    expect(await store().get('rajada', NOW)).toEqual({ failures: 2, lastFailureAt: NOW });
  });

  it('lets an attempt through once the wait after the last one is over, and forgets the key after its time', async () => {
    const counts = store();
    expect(await counts.take('progressiva', progressive, NOW)).toBe(true);
    expect(await counts.take('progressiva', progressive, NOW + 10)).toBe(true);
    expect(await counts.take('progressiva', progressive, NOW + 999)).toBe(false);
    expect(await counts.take('progressiva', progressive, NOW + 1010)).toBe(true);
    expect(await counts.get('progressiva', NOW + 1010)).toEqual({ failures: 3, lastFailureAt: NOW + 1010 });
    // Three failures: 2 s from the last.
    expect(await counts.take('progressiva', progressive, NOW + 3009)).toBe(false);
    expect(await counts.take('progressiva', progressive, NOW + 3010)).toBe(true);
    // A minute without failures: forgotten, counted from one again.
    expect(await counts.get('progressiva', NOW + 63_010)).toBeUndefined();
    expect(await counts.take('progressiva', progressive, NOW + 63_010)).toBe(true);
    expect(await counts.get('progressiva', NOW + 63_010)).toEqual({ failures: 1, lastFailureAt: NOW + 63_010 });
  });

  it('keeps a window’s anchor at its first attempt', async () => {
    const counts = store();
    for (const at of [0, 5_000, 10_000]) expect(await counts.take('janela', window, NOW + at)).toBe(true);
    expect(await counts.take('janela', window, NOW + 29_999)).toBe(false);
    expect(await counts.get('janela', NOW + 29_999)).toEqual({ failures: 3, lastFailureAt: NOW });
    expect(await counts.take('janela', window, NOW + 30_000)).toBe(true);
    expect(await counts.get('janela', NOW + 30_000)).toEqual({ failures: 1, lastFailureAt: NOW + 30_000 });
  });

  it('moves the anchor of a refused attempt forward when the gate says so, never back', async () => {
    const counts = store();
    const restarting: Gate = { ...progressive, refusalRestartsWait: true };
    await counts.take('recomeça', restarting, NOW);
    await counts.take('recomeça', restarting, NOW);
    expect(await counts.take('recomeça', restarting, NOW + 600)).toBe(false);
    expect(await counts.get('recomeça', NOW + 600)).toEqual({ failures: 2, lastFailureAt: NOW + 600 });
    expect(await counts.take('recomeça', restarting, NOW + 1200)).toBe(false);
    expect(await counts.take('recomeça', restarting, NOW + 500)).toBe(false);
    expect(await counts.get('recomeça', NOW + 1200)).toEqual({ failures: 2, lastFailureAt: NOW + 1200 });
    expect(await counts.take('recomeça', restarting, NOW + 2200)).toBe(true);
    // Without it, a refusal changes nothing.
    await counts.take('fica', progressive, NOW);
    await counts.take('fica', progressive, NOW);
    expect(await counts.take('fica', progressive, NOW + 600)).toBe(false);
    expect(await counts.get('fica', NOW + 600)).toEqual({ failures: 2, lastFailureAt: NOW });
  });

  it('restarts the wait of a live key from a later moment, never an earlier one, and of no gone key', async () => {
    const counts = store();
    await counts.take('falha', progressive, NOW);
    await counts.take('falha', progressive, NOW);
    await counts.restartWait('falha', progressive, NOW + 1500);
    expect(await counts.get('falha', NOW + 1500)).toEqual({ failures: 2, lastFailureAt: NOW + 1500 });
    await counts.restartWait('falha', progressive, NOW + 700);
    expect(await counts.take('falha', progressive, NOW + 2499)).toBe(false);
    expect(await counts.take('falha', progressive, NOW + 2500)).toBe(true);
    await counts.restartWait('nenhuma', progressive, NOW);
    expect(await counts.get('nenhuma', NOW)).toBeUndefined();
  });

  it('gives an attempt back, and deletes a key', async () => {
    const counts = store();
    await counts.take('devolvida', progressive, NOW);
    await counts.take('devolvida', progressive, NOW);
    await counts.giveBack('devolvida', NOW);
    expect(await counts.get('devolvida', NOW)).toEqual({ failures: 1, lastFailureAt: NOW });
    expect(await counts.take('devolvida', progressive, NOW)).toBe(true);
    await counts.delete('devolvida');
    expect(await counts.get('devolvida', NOW)).toBeUndefined();
  });
});
