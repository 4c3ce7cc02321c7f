import type { FastifyInstance } from 'fastify';
import type { OrderStatusChange } from '../payments/payment-lifecycle';
import { statusLabel } from './order-view';

/** Tells the customer, over the push channel, that an order changed (`order.status`). */
export function publishOrderChanges(app: FastifyInstance, changes: readonly OrderStatusChange[]): void {
  for (const change of changes) {
    app.pushEvents.publish(change.userId, {
      name: 'order.status',
      data: {
        order_id: change.orderId,
        number: change.number,
        status: change.status,
        status_reason: change.reason,
        status_label: statusLabel(change.status, change.reason),
      },
    });
  }
}
