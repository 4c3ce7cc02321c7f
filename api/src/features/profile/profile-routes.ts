import bcrypt from 'bcryptjs';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { digitsOnly } from 'shared-contracts/rules';
import {
  MessageBody,
  PasswordInput,
  ProfileInput,
  UserResponse,
  ValidationErrorBody,
  profileMessages,
} from 'shared-contracts/schema';
import { HttpError, MESSAGES, type FieldErrors } from '../../http/errors';
import { assertNoFieldErrors, requestFieldErrors } from '../../plugins/request-validation';
import { currentSession, requireAuth, requireUserId } from '../../plugins/session';
import { DatabaseThrottleStore } from '../../plugins/shared-limits';
import { noStore } from '../../http/cache-control';
import { WindowThrottle } from '../auth/window-throttle';
import { loadUserPayload } from '../auth/user-payload';
import { findUser, type UserRow } from '../auth/user-repository';
import { replacePassword, updateProfile } from './profile-repository';

export const PROFILE_MESSAGES = {
  wrongCurrentPassword: 'A senha atual está incorreta.',
  confirmationMismatch: profileMessages.confirmationMismatch,
  passwordChanged: 'Senha alterada com sucesso.',
  throttled: (seconds: number) => `Muitas tentativas. Tente novamente em ${seconds} segundos.`,
} as const;

/** Same cost as the seeded accounts. */
const PASSWORD_HASH_COST = 10;

async function signedInUser(app: FastifyInstance, userId: number): Promise<UserRow> {
  const user = await findUser(app.kysely, userId);
  if (!user) throw new HttpError(401, MESSAGES.unauthenticated);
  return user;
}

export interface ProfileRoutesOptions {
  /**
   * Limits wrong current-password guesses per user (default: 5 a minute), counted in the database
   * so every API instance on it counts together.
   */
  throttle?: { maxAttempts: number; windowMs: number };
}

/** The signed-in user's own data: personal information and password. */
const tags = ['perfil'];

export async function profileRoutes(base: FastifyInstance, options: ProfileRoutesOptions = {}): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const limits = options.throttle ?? { maxAttempts: 5, windowMs: 60_000 };
  const throttle = new WindowThrottle({ ...limits, store: new DatabaseThrottleStore(app.kysely) });

  const profileRouteSchema = {
    tags,
    summary: 'Salva os dados pessoais',
    body: ProfileInput,
    response: { 200: UserResponse, 401: MessageBody, 422: ValidationErrorBody },
  };
  app.put('/api/user', { preHandler: requireAuth, schema: profileRouteSchema }, async (request, reply) => {
    const user = await signedInUser(app, requireUserId(request));
    const { name, document, phone, cellphone } = request.body;
    await updateProfile(app.kysely, user.id, {
      name,
      document: digitsOnly(document),
      // A blank landline is none.
      phone: digitsOnly(phone ?? '') || null,
      cellphone: digitsOnly(cellphone),
    });
    noStore(reply);
    return loadUserPayload(app.kysely, await signedInUser(app, user.id));
  });

  const passwordRouteSchema = {
    tags,
    summary: 'Troca a senha (as outras sessões do usuário são encerradas)',
    body: PasswordInput,
    response: { 200: MessageBody, 401: MessageBody, 422: ValidationErrorBody, 429: MessageBody },
  };
  // The body is checked once the throttle allows another guess, with the current password compared.
  const passwordOptions = {
    preHandler: requireAuth,
    config: { validation: 'handler' as const },
    schema: passwordRouteSchema,
  };
  app.put('/api/user/password', passwordOptions, async (request, reply) => {
    const session = currentSession(request);
    if (session?.userId == null) throw new HttpError(401, MESSAGES.unauthenticated);
    const user = await signedInUser(app, session.userId);
    // Beside the login throttle's 'login:' keys in the same store.
    const key = `password-change:${user.id}`;

    // Trimmed, blank as null, by the schema's preparation; anything else is a guess all the same.
    const current: unknown = request.body.current_password;
    // A guess is counted before it is compared, so guesses sent together cannot all get through
    // on the same count; a request without one only has to wait its turn.
    const guess = typeof current === 'string';
    const wait = guess ? await throttle.reserve(key) : await throttle.retryAfterSeconds(key);
    if (wait > 0) throw new HttpError(429, PROFILE_MESSAGES.throttled(wait), { 'retry-after': String(wait) });

    const currentMatches = guess && (await bcrypt.compare(current, user.password_hash));
    if (currentMatches) await throttle.clear(key);

    const checked = requestFieldErrors(request);
    const wrongCurrent: FieldErrors = currentMatches
      ? {}
      : { current_password: [PROFILE_MESSAGES.wrongCurrentPassword] };
    assertNoFieldErrors(request, { ...wrongCurrent, ...checked });
    const hash = await bcrypt.hash(request.body.password, PASSWORD_HASH_COST);
    await replacePassword(app.kysely, user.id, hash, session.id);
    noStore(reply);
    return { message: PROFILE_MESSAGES.passwordChanged };
  });
}
