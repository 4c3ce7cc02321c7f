import bcrypt from 'bcryptjs';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { CheckedByRoute, MessageBody, UserResponse, ValidationErrorBody } from 'shared-contracts/schema';
import { HttpError, MESSAGES } from '../../http/errors';
import { currentSession, requireAuth, requireUserId } from '../../plugins/session';
import { requiredString, validate, type FieldRule } from '../../http/validation';
import { WindowThrottle } from '../auth/window-throttle';
import { userPayload } from '../auth/user-payload';
import { findUserById, type UserRow } from '../auth/user-repository';
import { replacePassword, updateProfile } from './profile-repository';
import { optionalPhone, profileMessages, requiredCpf, requiredPhone } from './profile-rules';

export const PROFILE_MESSAGES = {
  wrongCurrentPassword: 'A senha atual está incorreta.',
  confirmationMismatch: 'A confirmação da nova senha não confere.',
  passwordChanged: 'Senha alterada com sucesso.',
  throttled: (seconds: number) => `Muitas tentativas. Tente novamente em ${seconds} segundos.`,
} as const;

/** Same cost as the seeded accounts. */
const PASSWORD_HASH_COST = 10;
const PASSWORD_MIN_LENGTH = 8;
/** bcrypt reads only the first 72 bytes; a longer password would be silently cut. */
const PASSWORD_MAX_BYTES = 72;

const profileSchema = {
  name: requiredString('nome', { max: 255 }),
  document: requiredCpf('CPF'),
  phone: optionalPhone('telefone', 10),
  cellphone: requiredPhone('celular', 11),
};

const newPasswordRule: FieldRule<string> = {
  check: (value) => {
    const result = requiredString('nova senha').check(value);
    if (!result.ok) return result;
    if (result.value.length < PASSWORD_MIN_LENGTH) {
      return { ok: false, message: profileMessages.min('nova senha', PASSWORD_MIN_LENGTH) };
    }
    if (Buffer.byteLength(result.value, 'utf8') > PASSWORD_MAX_BYTES) {
      return { ok: false, message: profileMessages.max('nova senha', PASSWORD_MAX_BYTES) };
    }
    return result;
  },
};

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && Object.hasOwn(body, name)
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

/** Passwords are compared trimmed, exactly as the login form compares them. */
function trimmedText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * The password-change schema for one request: whether the current password matches is worked out
 * beforehand (bcrypt is asynchronous), so every failing field is reported in one 422.
 */
function passwordSchema(body: unknown, currentMatches: boolean) {
  const newPassword = trimmedText(field(body, 'password'));
  const currentPasswordRule: FieldRule<string> = {
    check: (value) => {
      const result = requiredString('senha atual').check(value);
      if (!result.ok || currentMatches) return result;
      return { ok: false, message: PROFILE_MESSAGES.wrongCurrentPassword };
    },
  };
  const confirmationRule: FieldRule<null> = {
    check: (value) =>
      newPassword === null || trimmedText(value) === newPassword
        ? { ok: true, value: null }
        : { ok: false, message: PROFILE_MESSAGES.confirmationMismatch },
  };
  return { current_password: currentPasswordRule, password: newPasswordRule, password_confirmation: confirmationRule };
}

function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

function signedInUser(app: FastifyInstance, userId: number): UserRow {
  const user = findUserById(app.db, userId);
  if (!user) throw new HttpError(401, MESSAGES.unauthenticated);
  return user;
}

export interface ProfileRoutesOptions {
  /** Limits wrong current-password guesses per user (default: 5 a minute). */
  throttle?: { maxAttempts: number; windowMs: number };
}

/** The signed-in user's own data: personal information and password. */
const tags = ['perfil'];

/** PUT /api/user (rules in profile-rules: the CPF's check digits, phone lengths). */
const ProfileInput = Type.Object({
  name: CheckedByRoute('Texto, obrigatório, até 255 caracteres'),
  document: CheckedByRoute('CPF válido (com ou sem máscara)'),
  phone: CheckedByRoute('Telefone com DDD, 10 dígitos (opcional)'),
  cellphone: CheckedByRoute('Celular com DDD, 11 dígitos'),
});

/** PUT /api/user/password (the current password is compared before the other rules). */
const PasswordInput = Type.Object({
  current_password: CheckedByRoute('A senha atual'),
  password: CheckedByRoute('A nova senha: 8 caracteres ou mais, até 72 bytes'),
  password_confirmation: CheckedByRoute('A nova senha outra vez'),
});

export async function profileRoutes(base: FastifyInstance, options: ProfileRoutesOptions = {}): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const throttle = new WindowThrottle(options.throttle ?? { maxAttempts: 5, windowMs: 60_000 });

  const profileRouteSchema = {
    tags,
    summary: 'Salva os dados pessoais',
    body: ProfileInput,
    response: { 200: UserResponse, 401: MessageBody, 422: ValidationErrorBody },
  };
  app.put('/api/user', { preHandler: requireAuth, schema: profileRouteSchema }, async (request, reply) => {
    const user = signedInUser(app, requireUserId(request));
    const input = validate(request.body, profileSchema);
    updateProfile(app.db, user.id, input);
    noStore(reply);
    return userPayload(app.db, signedInUser(app, user.id));
  });

  const passwordRouteSchema = {
    tags,
    summary: 'Troca a senha (as outras sessões do usuário são encerradas)',
    body: PasswordInput,
    response: { 200: MessageBody, 401: MessageBody, 422: ValidationErrorBody, 429: MessageBody },
  };
  app.put('/api/user/password', { preHandler: requireAuth, schema: passwordRouteSchema }, async (request, reply) => {
    const session = currentSession(request);
    if (session?.userId == null) throw new HttpError(401, MESSAGES.unauthenticated);
    const user = signedInUser(app, session.userId);
    const key = `password-change|${user.id}`;

    const wait = throttle.retryAfterSeconds(key);
    if (wait > 0) throw new HttpError(429, PROFILE_MESSAGES.throttled(wait), { 'retry-after': String(wait) });

    const current = trimmedText(field(request.body, 'current_password'));
    const currentMatches = current !== null && (await bcrypt.compare(current, user.password_hash));
    if (currentMatches) throttle.clear(key);
    else if (current !== null) throttle.hit(key);

    const input = validate(request.body, passwordSchema(request.body, currentMatches));
    const hash = await bcrypt.hash(input.password, PASSWORD_HASH_COST);
    replacePassword(app.db, user.id, hash, session.id);
    noStore(reply);
    return { message: PROFILE_MESSAGES.passwordChanged };
  });
}
