import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, MESSAGES } from '../../http/errors';
import { requireUserId } from '../../plugins/session';
import { USER_TYPE_AFFILIATE } from '../../lib/user-type';
import { findUser, type UserRow } from '../auth/user-repository';

export const AFFILIATES_ONLY = 'Área exclusiva para afiliados.';

/** The signed-in affiliate: 401 for guests, 403 for customers. */
export async function signedInAffiliate(app: FastifyInstance, request: FastifyRequest): Promise<UserRow> {
  const user = await findUser(app.kysely, requireUserId(request));
  if (!user) throw new HttpError(401, MESSAGES.unauthenticated);
  if (user.user_type !== USER_TYPE_AFFILIATE) throw new HttpError(403, AFFILIATES_ONLY);
  return user;
}

/** The signed-in affiliate's id (see signedInAffiliate). */
export async function affiliateId(app: FastifyInstance, request: FastifyRequest): Promise<number> {
  return (await signedInAffiliate(app, request)).id;
}
