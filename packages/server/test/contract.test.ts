import { describeBackendParity, describePortalApiContract, memoryContractBackend } from '@greenroom/testing/contract';
import { serverContractBackend } from './contractServer';

// The PortalApi contract on the reference server through createHttpApi (the memory backend runs
// the same suite in packages/testing/src/contract/memory.contract.test.ts), then both side by side.
describePortalApiContract(serverContractBackend);
describeBackendParity(memoryContractBackend, serverContractBackend);
