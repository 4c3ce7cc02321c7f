import type { Cluster, Worker } from 'node:cluster';
import type { PushEvent, PushRelay } from './event-hub';

interface RelayedPush {
  type: 'push-event';
  userId: number;
  event: PushEvent;
}

function isRelayedPush(message: unknown): message is RelayedPush {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'push-event';
}

/**
 * The relay of an `API_WORKERS` process: its events go up the cluster's channel to the primary,
 * which hands them to every other process (see `relayBetweenWorkers`).
 */
export function clusterWorkerRelay(channel: NodeJS.Process = process): PushRelay {
  return {
    send(userId, event) {
      if (channel.connected) channel.send?.({ type: 'push-event', userId, event } satisfies RelayedPush);
    },
    listen(deliver) {
      const onMessage = (message: unknown): void => {
        if (isRelayedPush(message)) deliver(message.userId, message.event);
      };
      channel.on('message', onMessage);
      return () => channel.off('message', onMessage);
    },
  };
}

/** In the primary: an event from one worker goes to all the others. */
export function relayBetweenWorkers(cluster: Cluster): void {
  cluster.on('message', (from: Worker, message: unknown) => {
    if (!isRelayedPush(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker !== undefined && worker !== from && worker.isConnected()) worker.send(message);
    }
  });
}
