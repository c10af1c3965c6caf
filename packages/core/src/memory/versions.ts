import { checkVersion, FIRST_VERSION, type Versioned } from '../rules/staleWrite';
import type { Booking, EmailTemplate, Registration, SkinGroup, Space } from '../entities';
import { defaultGuestFlow } from '../rules/guestFlow';
import { refused } from './respond';

/**
 * Refuse a write over a newer version with core's stale-record refusal (412; 400 once versions are
 * required), before anything is changed.
 * @example refuseStale(found, input.version);
 */
export function refuseStale(stored: Versioned, sent: number | undefined): void {
  const refusal = checkVersion(stored, sent);
  if (refusal) throw refused(refusal);
}

const SKIN_GROUPS = ['uiSkin', 'worldSkin', 'avatarSkin', 'emailSkin'] as const;

/** Every item of a space's skin groups at a version (the first, for an item held without one). @example versionSkinItems(space) */
export function versionSkinItems(space: Pick<Space, (typeof SKIN_GROUPS)[number]>): void {
  for (const group of SKIN_GROUPS) {
    const items: SkinGroup = space[group] ?? {};
    for (const item of Object.values(items)) item.version ??= FIRST_VERSION;
  }
}

/** What a seed holds that the version rule reads: the edited records, the guests, the spaces. @example versionSeededRecords({ edited: [store.calendars.values()], guests: [], spaces: [] }) */
export interface SeededRecords {
  edited: Iterable<Versioned>[];
  guests: Iterable<{ timeZone?: string }>;
  spaces: Iterable<Space>;
}

/**
 * A seed's edited records at a version (and its guests with a time zone, '' = unknown), as the
 * server holds every row: a record seeded without one starts at the first.
 * @example versionSeededRecords({ edited: [store.calendars.values()], guests: store.registrations.values(), spaces: store.spaces.values() })
 */
export function versionSeededRecords(seeded: SeededRecords): void {
  for (const records of seeded.edited) for (const record of records) record.version ??= FIRST_VERSION;
  for (const guest of seeded.guests) guest.timeZone ??= '';
  for (const space of seeded.spaces) versionSkinItems(space);
}

/**
 * Issue 27's fields on seeded records, as the server answers every row: a booking's guest flow
 * (the defaults), a guest's status ('approved'), language ('') and waitlist fields (null), a
 * template's translations ({}).
 * @example fillGuestFlowDefaults({ bookings: store.bookings, registrations: store.registrations, presenters: store.presenters, emailTemplates: store.emailTemplates })
 */
export function fillGuestFlowDefaults(store: {
  bookings: Map<string, Booking>;
  registrations: Map<string, Registration>;
  presenters: Map<string, Registration>;
  emailTemplates: Map<string, EmailTemplate>;
}): void {
  for (const booking of store.bookings.values()) booking.guestFlow ??= defaultGuestFlow();
  for (const guest of [...store.registrations.values(), ...store.presenters.values()]) {
    guest.status ??= 'approved';
    guest.language ??= '';
    guest.waitlistPosition ??= null;
    guest.offerExpiresAt ??= null;
  }
  for (const template of store.emailTemplates.values()) template.translations ??= {};
}
