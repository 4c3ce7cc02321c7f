import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    app.db.prepare('SELECT 1').get();
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
}
