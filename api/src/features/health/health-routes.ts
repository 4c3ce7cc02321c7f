import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const schema = {
    tags: ['infraestrutura'],
    summary: 'Saúde da API e do banco',
    response: { 200: Type.Object({ status: Type.Literal('ok') }) },
  };
  app.get('/api/health', { schema }, async (_request, reply) => {
    app.db.prepare('SELECT 1').get();
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
}
