import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Type } from 'typebox';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const schema = {
    tags: ['infraestrutura'],
    summary: 'Saúde da API e do banco',
    response: { 200: Type.Object({ status: Type.Literal('ok') }) },
  };
  app.get('/api/health', { schema }, async (_request, reply) => {
    await sql`SELECT 1`.execute(app.kysely);
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
}
