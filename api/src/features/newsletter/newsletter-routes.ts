import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { MessageBody, NewsletterSignUp, ValidationErrorBody } from 'shared-contracts/schema';
import { isUniqueViolation } from '../../db/errors';
import { ValidationError } from '../../http/errors';

export const NEWSLETTER_MESSAGES = {
  saved: 'Seu dados foram salvos com sucesso. Agradecemos o interesse.',
  duplicate: 'Este e-mail já está cadastrado na nossa newsletter.',
} as const;

export async function newsletterRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const schema = {
    tags: ['newsletter'],
    summary: 'Inscrição na newsletter',
    body: NewsletterSignUp,
    response: { 200: MessageBody, 422: ValidationErrorBody },
  };

  app.post('/api/newsletter/save', { schema }, async (request) => {
    // The schema checked every rule; the values are kept trimmed.
    const name = request.body.name.trim();
    const email = request.body.email.trim().toLowerCase();
    try {
      await app.kysely.insertInto('newsletter_subscriptions').values({ name, email }).execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw ValidationError.withMessage('email', NEWSLETTER_MESSAGES.duplicate);
      throw error;
    }
    return { message: NEWSLETTER_MESSAGES.saved };
  });
}
