import type { BookingCreatePayload, PortalApi, RegistrationInput, SpaceCreatePayload } from '@greenroom/core';
import type { ContractFixture } from './types';

/** The zone every contract record uses. */
export const ZONE = 'America/Chicago';

/** Start and end of the contract booking (inside the contract space's run). */
export const BOOKING_START = '2026-06-01T15:00:00.000Z';
export const BOOKING_END = '2026-06-01T16:00:00.000Z';

let counter = 0;

/** A name no other contract record has. @example uniqueName('Space') // 'Space 7' */
export function uniqueName(label: string): string {
  counter += 1;
  return `${label} ${counter}`;
}

/** A booking time in the contract zone. @example at('2026-06-01T15:00:00.000Z') */
export function at(time: string, timezone = ZONE) {
  return { time, timezone, timeValue: Date.parse(time) };
}

/**
 * A POST /space payload running 2026-01-01 to 2026-12-31 in America/Chicago.
 * @example await api.spaces.create(spacePayload({ projectID, worldID }))
 */
export function spacePayload(ids: { projectID: string; worldID: string }, overrides: Partial<SpaceCreatePayload> = {}): SpaceCreatePayload {
  return {
    spaceName: uniqueName('Contract Space'),
    projectID: ids.projectID,
    worldID: ids.worldID,
    defaultVideoServer: 'https://video.test',
    defaultVideoServerAppID: 'app',
    defaultGameServer: 'game.test',
    defaultGamePort: 443,
    startDate: { date: '2026-01-01', timezone: ZONE },
    endDate: { date: '2026-12-31', timezone: ZONE },
    ...overrides,
  };
}

/**
 * A POST /booking payload: one hour on 2026-06-01, doors 30 minutes either side, capacity 20.
 * @example await api.bookings.create(bookingPayload(spaceID, { capacity: 1 }))
 */
export function bookingPayload(spaceID: string, overrides: Partial<BookingCreatePayload> = {}): BookingCreatePayload {
  return {
    spaceID,
    name: uniqueName('Contract Booking'),
    start: at(BOOKING_START),
    end: at(BOOKING_END),
    capacity: 20,
    gracePeriodMinutes: 0,
    accessTime: BOOKING_START,
    doorsOpen: '2026-06-01T14:30:00.000Z',
    doorsClosed: '2026-06-01T16:30:00.000Z',
    ...overrides,
  };
}

/**
 * A POST /registration (or /presenter) body with a US address.
 * @example await api.registrations.create(guestInput(bookingID, { first: 'Ada', last: 'Lovelace' }))
 */
export function guestInput(bookingID: string, overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  return {
    bookingID,
    first: 'Grace',
    last: 'Hopper',
    email: 'grace@example.com',
    company: 'Navy',
    phone: '',
    address: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' },
    brand: false,
    allowEarlyAccess: false,
    ...overrides,
  };
}

/**
 * A fresh project, space (from the first seeded world) and booking, made through the api.
 * @example const fixture = await createFixture(api);
 */
export async function createFixture(api: PortalApi): Promise<ContractFixture> {
  const [world] = await api.worlds.list();
  if (!world) throw new Error('The contract backend needs a seeded world.');
  const project = await api.projects.create({ name: uniqueName('Contract Project') });
  const space = await api.spaces.create(spacePayload({ projectID: project.projectID, worldID: world.worldID }));
  const booking = await api.bookings.create(bookingPayload(space.spaceID));
  return { worldID: world.worldID, projectID: project.projectID, spaceID: space.spaceID, bookingID: booking.bookingID };
}
