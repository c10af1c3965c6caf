import { afterAll } from 'vitest';
import {
  describeBackendParity,
  describeGuestsContract,
  describePortalApiContract,
  guestsBackendOf,
  memoryContractBackend,
  type ContractBackend,
} from '@greenroom/testing/contract';
import { serverContractBackend } from './contractServer';

// The PortalApi contract on the reference server through createHttpApi (the memory backend runs
// the same suite in packages/testing/src/contract/memory.contract.test.ts), then both side by side.
describePortalApiContract(serverContractBackend);
describeBackendParity(memoryContractBackend, serverContractBackend);

// The Guest List contract as a partner's backend meets it, on one server (started when the suite
// is collected, to see what it offers) with a fresh booking per test, made by its contract backend.
let server: Promise<ContractBackend> | undefined;
afterAll(async () => {
  await (await server)?.close();
});
describeGuestsContract('reference server', async () => guestsBackendOf(await (server ??= serverContractBackend())));
