/**
 * Request bodies. Each field carries the pt-BR messages the API answers with (`errorMessage`, by
 * JSON Schema keyword); a null or blank value of a required field reports as missing.
 */
import { Type, type Static } from 'typebox';
import { EMAIL_PATTERN, INVALID_TEXT_PATTERN, fieldMessages as m } from './messages';

interface TextOptions {
  max: number;
  email?: boolean;
  description?: string;
}

/** A required text field (trimmed by the API; blank counts as missing). */
export function RequiredText(attribute: string, { max, email, description }: TextOptions) {
  return Type.String({
    maxLength: max,
    pattern: email ? EMAIL_PATTERN : '\\S',
    not: { pattern: INVALID_TEXT_PATTERN },
    ...(description ? { description } : {}),
    errorMessage: {
      required: m.required(attribute),
      type: m.string(attribute),
      not: m.invalidCharacters(attribute),
      maxLength: m.max(attribute, max),
      pattern: email ? m.email(attribute) : m.required(attribute),
    },
  });
}

/** Laravel's "boolean": true, false, 1, 0, "1", "0", "true", "false"; missing means false. */
export function LaravelBoolean(attribute: string) {
  return Type.Union(
    [
      Type.Boolean(),
      Type.Literal(0),
      Type.Literal(1),
      Type.Literal('0'),
      Type.Literal('1'),
      Type.Literal('true'),
      Type.Literal('false'),
      Type.Null(),
    ],
    { errorMessage: { default: m.boolean(attribute) } },
  );
}

/** POST /api/newsletter/save. */
export const NewsletterSignUp = Type.Object({
  name: RequiredText('nome', { max: 255 }),
  email: RequiredText('e-mail', { max: 255, email: true }),
});

/** POST /api/login. */
export const LoginCredentials = Type.Object({
  email: RequiredText('e-mail', { max: 255, email: true }),
  password: RequiredText('senha', { max: 255 }),
  remember: Type.Optional(LaravelBoolean('lembrar de mim')),
});

/** POST /api/login/google: the authorization code of Google's sign-in. */
export const GoogleLoginInput = Type.Object({
  code: RequiredText('code', { max: 2048 }),
  remember: Type.Optional(LaravelBoolean('lembrar de mim')),
});

export type NewsletterSignUp = Static<typeof NewsletterSignUp>;
export type LoginCredentials = Static<typeof LoginCredentials>;
export type GoogleLoginInput = Static<typeof GoogleLoginInput>;
