// GET /api/health: liveness, version and whether the database answers.
import { envelope, healthSchema } from '@robo/contracts';
import type { App } from '../../lib/types.ts';

const startedAt = Date.now();

export async function healthRoutes(app: App, opts: { version: string }) {
  const schema = envelope(healthSchema);
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Service health', response: { 200: schema, 503: schema } } },
    async (_request, reply) => {
      const latencyMs = await app.database.ping();
      const reachable = latencyMs !== null;
      reply.header('cache-control', 'no-store');
      return reply.status(reachable ? 200 : 503).send({
        success: true,
        data: {
          status: reachable ? 'ok' : 'degraded',
          version: opts.version,
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
          database: { reachable, latencyMs },
          time: new Date().toISOString(),
        },
      });
    },
  );
}
