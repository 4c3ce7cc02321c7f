import bcrypt from 'bcryptjs';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  LoginCredentials,
  MessageBody,
  UserResponse,
  ValidationErrorBody,
  isLaravelTrue,
} from 'shared-contracts/schema';
import { rotateXsrfToken } from '../../plugins/csrf';
import { HttpError, MESSAGES, ValidationError } from '../../http/errors';
import { endSession, requireAuth, requireUserId, startSession } from '../../plugins/session';
import { randomToken } from '../../lib/tokens';
import { registerGoogleLogin, type GoogleLoginOptions } from './google-login';
import { DatabaseThrottleStore } from '../../plugins/shared-limits';
import { noStore } from '../../http/cache-control';
import { LoginThrottle, type ThrottleOptions } from './login-throttle';
import { loadUserPayload } from './user-payload';
import { findUser, findUserByEmail } from './user-repository';

export const AUTH_MESSAGES = {
  failed: 'Estas credenciais não correspondem aos nossos registros.',
  throttled: (seconds: number) => `Muitas tentativas de login. Tente novamente em ${seconds} segundos.`,
  loggedOut: 'Sessão encerrada.',
} as const;

export interface AuthRoutesOptions {
  throttle?: ThrottleOptions;
  /** Google sign-in; client id and secret default to env GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET. */
  google?: GoogleLoginOptions;
}

const tags = ['autenticação'];

export async function authRoutes(base: FastifyInstance, options: AuthRoutesOptions = {}): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  // Failures are counted in the database, so every API process on it counts together.
  const throttle = new LoginThrottle({
    ...options.throttle,
    store: options.throttle?.store ?? new DatabaseThrottleStore(app.kysely),
  });

  // Compared against when the e-mail is unknown, so both cases cost one bcrypt check.
  let decoyHash: string | undefined;
  const decoy = async (): Promise<string> => (decoyHash ??= await bcrypt.hash(randomToken(), 10));

  const loginRouteSchema = {
    tags,
    summary: 'Entrar com e-mail e senha',
    body: LoginCredentials,
    response: { 200: UserResponse, 422: ValidationErrorBody, 429: MessageBody },
  };
  app.post('/api/login', { schema: loginRouteSchema }, async (request, reply) => {
    // The schema checked every rule; the values are used trimmed.
    const input = {
      email: request.body.email.trim(),
      password: request.body.password.trim(),
      remember: isLaravelTrue(request.body.remember),
    };
    // request.ip is the address the site's proxy saw (the only proxy the API trusts). The attempt
    // is counted as a failure before the password is checked, so attempts sent together cannot
    // all get through on the same count.
    const wait = await throttle.reserve(input.email, request.ip);
    if (wait > 0) {
      throw new HttpError(429, AUTH_MESSAGES.throttled(wait), { 'retry-after': String(wait) });
    }

    const user = await findUserByEmail(app.kysely, input.email);
    const valid = await bcrypt.compare(input.password, user?.password_hash ?? (await decoy()));
    if (!user || !valid) {
      await throttle.fail(input.email, request.ip);
      throw ValidationError.withMessage('email', AUTH_MESSAGES.failed);
    }

    await throttle.succeed(input.email, request.ip);
    await startSession(request, reply, user.id, input.remember);
    rotateXsrfToken(reply, app.cookieSettings);
    noStore(reply);
    return loadUserPayload(app.kysely, user);
  });

  registerGoogleLogin(app, options.google);

  const userSchema = {
    tags,
    summary: 'O usuário conectado (restaura a sessão)',
    response: { 200: UserResponse, 401: MessageBody },
  };
  app.get('/api/user', { preHandler: requireAuth, schema: userSchema }, async (request, reply) => {
    const user = await findUser(app.kysely, requireUserId(request));
    if (!user) throw new HttpError(401, MESSAGES.unauthenticated);
    noStore(reply);
    return loadUserPayload(app.kysely, user);
  });

  // A GET in the contract, so it is marked for the anti-forgery check explicitly,
  // and it gets no automatic HEAD twin that could sign people out.
  const logoutSchema = {
    tags,
    summary: 'Sair (exige o token anti-falsificação, como as escritas)',
    response: { 200: MessageBody, 419: MessageBody },
  };
  app.get(
    '/api/logout',
    { config: { csrf: true }, exposeHeadRoute: false, schema: logoutSchema },
    async (request, reply) => {
      await endSession(request, reply);
      rotateXsrfToken(reply, app.cookieSettings);
      noStore(reply);
      return { message: AUTH_MESSAGES.loggedOut };
    },
  );
}
