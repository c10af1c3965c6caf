import { describePortalApiContract, memoryContractBackend } from './index';

// The PortalApi contract on createMemoryApi (demo seed, delay 0); the server runs the same suite
// in packages/server/test/contract.test.ts.
describePortalApiContract(memoryContractBackend);
