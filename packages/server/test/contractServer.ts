import { createHttpApi, type FetchFunction } from '@greenroom/core';
import { createFixture, type ContractBackend } from '@greenroom/testing/contract';
import type { GreenroomApp } from '../src/app';
import { createTestServer, createUser, seedDemo } from './helpers';

/** `fetch` over Fastify's inject: the whole HTTP stack without a port. */
function injectFetch(app: GreenroomApp): FetchFunction {
  return async (url, init) => {
    const answer = await app.inject({
      method: init.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
      url,
      headers: init.headers as Record<string, string>,
      ...(typeof init.body === 'string'
        ? { payload: init.body }
        : init.body instanceof Blob
          ? { payload: Buffer.from(await init.body.arrayBuffer()) }
          : {}),
    });
    const empty = answer.statusCode === 204 || answer.body === '';
    return new Response(empty ? null : answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * The reference server on a fresh database (SQLite, or PostgreSQL when DATABASE_URL is set) with
 * the demo seed, called through createHttpApi as a signed-in super-admin.
 * @example describePortalApiContract(serverContractBackend);
 */
export async function serverContractBackend(): Promise<ContractBackend> {
  const server = await createTestServer();
  await seedDemo(server);
  const admin = await createUser(server, { role: 0 });
  const api = createHttpApi({
    baseUrl: '/api',
    fetch: injectFetch(server.app),
    auth: { getIdToken: async () => admin.token, refresh: async () => null, signOut: async () => {} },
  });
  return { name: 'server', api, superAdminID: admin.producerID, setup: () => createFixture(api), close: () => server.close() };
}
