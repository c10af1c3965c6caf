import type { PortalApi } from '@greenroom/core';

/** Ids of the records a contract test works with, made through the api itself as super-admin. */
export interface ContractFixture {
  /** A world from the backend's demo seed. */
  worldID: string;
  projectID: string;
  /** A space running 2026-01-01 to 2026-12-31 in America/Chicago. */
  spaceID: string;
  /** A booking in that space (see `bookingPayload`), with no guests. */
  bookingID: string;
}

/**
 * One backend the PortalApi contract runs against. The suite calls the api as a super-admin
 * (authorization, rate limits and mail delivery are not part of the contract).
 * @example
 * const backend: ContractBackend = { name: 'memory', api, superAdminID: 'producer-admin', setup: () => createFixture(api), close: async () => {} };
 */
export interface ContractBackend {
  name: string;
  api: PortalApi;
  /** The producerID the api calls as (role 0). */
  superAdminID: string;
  /** Fresh project, space and booking for one test. */
  setup(): Promise<ContractFixture>;
  /** Frees what the backend holds (server, database). */
  close(): Promise<void>;
}

/** Starts a fresh backend with its demo seed. @example describeCalendarsContract(() => memoryContractBackend()) */
export type MakeBackend = () => Promise<ContractBackend>;
