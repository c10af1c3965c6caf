import { describeGuestsContract, describePortalApiContract, guestsBackendOf, memoryContractBackend } from './index';

// The PortalApi contract on createMemoryApi (demo seed, delay 0); the server runs the same suite
// in packages/server/test/contract.test.ts.
describePortalApiContract(memoryContractBackend);

// The Guest List contract as a partner's backend meets it, on one memory backend (a fresh booking
// per test); the partner example runs it on its own adapter (examples/partner-embed).
const memory = memoryContractBackend();
describeGuestsContract('memory backend', async () => guestsBackendOf(await memory));
