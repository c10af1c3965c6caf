import { describeAttendanceContract } from './attendance.contract';
import { describeBookingsContract } from './bookings.contract';
import { describeCalendarsContract } from './calendars.contract';
import { describeEmailTemplatesContract } from './emailTemplates.contract';
import { describeGuestFlowContract } from './guestFlow.contract';
import { describeGuestsContract } from './guests.contract';
import { describeIntegrationsContract } from './integrations.contract';
import { describeMaintenanceContract } from './maintenance.contract';
import { describePresentationsContract } from './presentations.contract';
import { describePresentersContract } from './presenters.contract';
import { describeProducersContract } from './producers.contract';
import { describeProjectsContract } from './projects.contract';
import { describeRegistrationsContract } from './registrations.contract';
import { describeSpacesContract } from './spaces.contract';
import { describeSkinsContract } from './skins.contract';
import { describeStaleWritesContract } from './staleWrites.contract';
import type { MakeBackend } from './types';

export type { ContractBackend, ContractFixture, MakeBackend } from './types';
export { createFixture, bookingPayload, spacePayload, guestInput } from './fixture';
export { memoryContractBackend, CONTRACT_NOW } from './memoryBackend';
export { describeBackendParity } from './parity.contract';
export {
  EVERY_GUEST_CALL,
  GUEST_LIST_CALLS,
  OPTIONAL_GUEST_CALLS,
  guestsBackendOf,
  guestsOfferOf,
  type GuestCalls,
  type GuestsBackend,
  type GuestsOffer,
  type MakeGuestsBackend,
} from './guests.contract';
export {
  describeAttendanceContract,
  describeBookingsContract,
  describeCalendarsContract,
  describeEmailTemplatesContract,
  describeGuestFlowContract,
  describeGuestsContract,
  describeIntegrationsContract,
  describeMaintenanceContract,
  describePresentationsContract,
  describePresentersContract,
  describeProducersContract,
  describeProjectsContract,
  describeRegistrationsContract,
  describeSpacesContract,
  describeSkinsContract,
  describeStaleWritesContract,
};

/**
 * The whole PortalApi contract: every domain's suite against backends `makeBackend` starts (one
 * per domain). Both createMemoryApi and the reference server through createHttpApi must pass it.
 * @example
 * // packages/server/test/contract.test.ts
 * describePortalApiContract(serverContractBackend);
 */
export function describePortalApiContract(makeBackend: MakeBackend): void {
  describeProjectsContract(makeBackend);
  describeSpacesContract(makeBackend);
  describeCalendarsContract(makeBackend);
  describeBookingsContract(makeBackend);
  describeRegistrationsContract(makeBackend);
  describeGuestFlowContract(makeBackend);
  describePresentersContract(makeBackend);
  describeEmailTemplatesContract(makeBackend);
  describePresentationsContract(makeBackend);
  describeSkinsContract(makeBackend);
  describeAttendanceContract(makeBackend);
  describeProducersContract(makeBackend);
  describeMaintenanceContract(makeBackend);
  describeStaleWritesContract(makeBackend);
  describeIntegrationsContract(makeBackend);
}
