import { afterAll, beforeAll } from 'vitest';
import type { PortalApi } from '@greenroom/core';
import type { ContractBackend, ContractFixture, MakeBackend } from './types';

/** What a contract test reaches: the api, the super-admin's id and fresh fixtures. */
export interface ContractHandle {
  readonly api: PortalApi;
  readonly superAdminID: string;
  setup(): Promise<ContractFixture>;
}

/**
 * Starts one backend for the enclosing describe block (closed after it) and hands out its api.
 * @example
 * const backend = useBackend(makeBackend);
 * it('lists', async () => expect(await backend.api.projects.list()).toEqual([]));
 */
export function useBackend(makeBackend: MakeBackend): ContractHandle {
  let backend: ContractBackend | undefined;
  beforeAll(async () => {
    backend = await makeBackend();
  });
  afterAll(async () => {
    await backend?.close();
  });
  const started = (): ContractBackend => {
    if (!backend) throw new Error('The contract backend has not started.');
    return backend;
  };
  return {
    get api() {
      return started().api;
    },
    get superAdminID() {
      return started().superAdminID;
    },
    setup: () => started().setup(),
  };
}
