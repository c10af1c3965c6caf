import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { openApiOptions } from './document';
import { installReferencePage } from './referencePage';

export { OPENAPI_JSON_PATH, REFERENCE_PAGE_PATH } from './referencePage';

/**
 * The OpenAPI document of every /api route (built by @fastify/swagger from the routes' TypeBox
 * schemas and access rules, see document.ts) and the browsable reference at /api/docs. Register
 * before the routes.
 * @example await installOpenApi(app, { publicUrl: config.publicUrl });
 */
export async function installOpenApi(app: FastifyInstance, options: { publicUrl: string }): Promise<void> {
  const swaggerOptions = openApiOptions(options.publicUrl);
  await app.register(swagger, swaggerOptions);
  await installReferencePage(app, 'Greenroom API reference');
}
