// Serves the built web app: hashed assets cached for a year, index.html never cached, SPA fallback
// for every non-API path, demo media from content/media. Unknown /api paths stay JSON 404s.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export async function registerWebApp(app: FastifyInstance, opts: { distDir: string; contentDir: string }) {
  const mediaDir = join(opts.contentDir, 'media');
  if (existsSync(mediaDir)) {
    await app.register(fastifyStatic, {
      root: mediaDir,
      prefix: '/media/',
      decorateReply: false,
      maxAge: '1d',
    });
  }
  const hasWeb = existsSync(join(opts.distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        if (/[\\/]assets[\\/]/.test(path)) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (path === '/api' || path.startsWith('/api/') || !wantsPage || !hasWeb || /\.[a-z0-9]+$/i.test(path)) {
      return reply.status(404).send({
        success: false,
        message: path.startsWith('/api') ? `No API route ${request.method} ${path}` : 'Not found',
        code: 'NOT_FOUND',
      });
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', opts.distDir);
  });
}
