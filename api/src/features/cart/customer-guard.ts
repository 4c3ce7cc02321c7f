import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, MESSAGES } from '../../http/errors';
import { requireUserId } from '../../plugins/session';
import { USER_TYPE_AFFILIATE } from '../../lib/user-type';
import { findUserType } from './cart-repository';

export const CUSTOMERS_ONLY_MESSAGE = 'Apenas clientes podem comprar.';

/** Signed-in customers only: 401 for guests, 403 for affiliates. Returns the user's id. */
export function requireCustomer(app: FastifyInstance, request: FastifyRequest): number {
  const userId = requireUserId(request);
  const userType = findUserType(app.db, userId);
  if (userType === undefined) throw new HttpError(401, MESSAGES.unauthenticated);
  if (userType === USER_TYPE_AFFILIATE) throw new HttpError(403, CUSTOMERS_ONLY_MESSAGE);
  return userId;
}
