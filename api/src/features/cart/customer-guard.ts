import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, MESSAGES } from '../../http/errors';
import { requireUserId } from '../../plugins/session';
import { USER_TYPE_AFFILIATE } from '../../lib/user-type';
import { findUser } from '../auth/user-repository';

export const CUSTOMERS_ONLY_MESSAGE = 'Apenas clientes podem comprar.';

/** Signed-in customers only: 401 for guests, 403 for affiliates. Returns the user's id. */
export async function requireCustomer(app: FastifyInstance, request: FastifyRequest): Promise<number> {
  const userId = requireUserId(request);
  const user = await findUser(app.kysely, userId);
  if (user === undefined) throw new HttpError(401, MESSAGES.unauthenticated);
  if (user.user_type === USER_TYPE_AFFILIATE) throw new HttpError(403, CUSTOMERS_ONLY_MESSAGE);
  return userId;
}
