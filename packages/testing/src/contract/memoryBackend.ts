import { createDemoSeed, createMemoryApi } from '@greenroom/core';
import { createFixture } from './fixture';
import type { ContractBackend } from './types';

/** The moment the contract backends are built around (the server tests' clock start). */
export const CONTRACT_NOW = new Date('2026-03-10T15:00:00.000Z');

/**
 * The in-memory backend (demo seed, no delay) as a contract backend; it calls as the seed's super-admin.
 * @example describePortalApiContract(memoryContractBackend);
 */
export async function memoryContractBackend(): Promise<ContractBackend> {
  const api = createMemoryApi(createDemoSeed({ now: CONTRACT_NOW }), { delay: 0 });
  const admin = (await api.producers.list()).find((producer) => producer.role === 0);
  if (!admin) throw new Error('The demo seed has no super-admin.');
  return { name: 'memory', api, superAdminID: admin.producerID, setup: () => createFixture(api), close: async () => {} };
}
