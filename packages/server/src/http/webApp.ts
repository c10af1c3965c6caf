import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Answer unknown paths: JSON 404 under /api; with a web directory, its files at / and index.html
 * for any other GET (the host app routes on the client).
 * @example
 * await serveWebApp(app, '/srv/portal/dist');
 */
export async function serveWebApp(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  if (webDir) {
    await app.register(fastifyStatic, { root: webDir, wildcard: true, index: ['index.html'] });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (webDir && request.method === 'GET' && path !== '/api' && !path.startsWith('/api/')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: 'Not found', code: 'NotFound' });
  });
}
