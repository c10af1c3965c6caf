import type { Presenter, PresenterPermissions, Registration, RegistrationData, RegistrationStatus } from '@greenroom/core';
import type { Kysely } from 'kysely';
import { flag, fromJson, isSet, toJson } from '../../platform/db/json';
import type { Database } from '../../platform/db/database';
import type { RegistrationKind, RegistrationsTable } from '../tables';
import { defaultPresenterPermissions, FIRST_VERSION, normalizeAddress, sortByPersonName, toIsoSeconds } from '@greenroom/core/rules';

/**
 * A registrations row → the attendee entity.
 * @example registrationFromRow(row).registrationData.firstName
 */
export function registrationFromRow(row: RegistrationsTable): Registration {
  return {
    registrationID: row.registration_id,
    bookingID: row.booking_id,
    loginCode: row.login_code,
    brand: isSet(row.brand),
    allowEarlyAccess: isSet(row.allow_early_access),
    emails: fromJson<string[]>(row.emails),
    registrationData: wholeAddress(fromJson<RegistrationData>(row.registration_data)),
    timeZone: row.time_zone,
    status: (row.status ?? 'approved') as RegistrationStatus,
    language: row.language ?? '',
    waitlistPosition: row.waitlist_position === null ? null : Number(row.waitlist_position),
    offerExpiresAt: row.offer_expires_at === null ? null : toIsoSeconds(Number(row.offer_expires_at)),
    version: row.version,
  };
}

/** The stored data with every part of its address form (international when it has a country part). */
function wholeAddress(data: RegistrationData): RegistrationData {
  const address: object = data.address ?? {};
  const form = 'country' in address || 'stateProvinceRegion' in address || 'zipPostalCode' in address ? 'international' : 'US';
  return { ...data, address: normalizeAddress(address, form) };
}

/**
 * A registrations row of kind 'presenter' → the presenter entity (permissions, bridge access,
 * presentation).
 * @example presenterFromRow(row).bridgeAccess // true
 */
export function presenterFromRow(row: RegistrationsTable): Presenter {
  return {
    ...registrationFromRow(row),
    permissions: row.permissions === null ? defaultPresenterPermissions() : fromJson<PresenterPermissions>(row.permissions),
    bridgeAccess: row.bridge_access === null ? true : isSet(row.bridge_access),
    presentation: { presentationID: row.presentation_id ?? '' },
  };
}

/** The columns of a new registration. */
export interface NewRegistration {
  registrationID: string;
  bookingID: string;
  kind: RegistrationKind;
  loginCode: string;
  brand: boolean;
  allowEarlyAccess: boolean;
  data: RegistrationData;
  /** The guest's IANA zone; '' or absent = unknown. */
  timeZone?: string;
  /** The guest's language; '' or absent = the booking's. */
  language?: string;
  /** Where it stands (core's newRegistrationPlace); absent = approved. */
  status?: RegistrationStatus;
  waitlistPosition?: number | null;
  now: number;
}

/**
 * Row values for a new attendee or presenter at the first version (presenters get every
 * permission and bridge access).
 * @example await db.insertInto('registrations').values(registrationRow({ ... })).execute();
 */
export function registrationRow(input: NewRegistration): RegistrationsTable {
  const presenter = input.kind === 'presenter';
  return {
    registration_id: input.registrationID,
    booking_id: input.bookingID,
    kind: input.kind,
    login_code: input.loginCode,
    brand: flag(input.brand),
    allow_early_access: flag(input.allowEarlyAccess),
    emails: '[]',
    registration_data: toJson(input.data),
    permissions: presenter ? toJson(defaultPresenterPermissions()) : null,
    bridge_access: presenter ? 1 : null,
    presentation_id: null,
    created_at: input.now,
    updated_at: input.now,
    version: FIRST_VERSION,
    time_zone: input.timeZone ?? '',
    status: input.status ?? 'approved',
    language: input.language ?? '',
    waitlist_position: input.waitlistPosition ?? null,
    offer_expires_at: null,
  };
}

/**
 * Sort by last name then first name, case-insensitively (the order of the guest and presenter lists).
 * @example byName(list)[0].registrationData.lastName
 */
export function byName<T extends Registration>(records: T[]): T[] {
  return sortByPersonName(records, (r) => r.registrationData);
}

/**
 * One registration of a kind, or undefined.
 * @example await findRegistration(db, 'r1', 'presenter')
 */
export async function findRegistration(
  db: Kysely<Database>,
  registrationID: string,
  kind: RegistrationKind,
): Promise<RegistrationsTable | undefined> {
  return db
    .selectFrom('registrations')
    .selectAll()
    .where('registration_id', '=', registrationID)
    .where('kind', '=', kind)
    .executeTakeFirst();
}
