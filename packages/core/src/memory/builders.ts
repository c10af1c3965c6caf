import type { Booking, BookingCreatePayload, Registration, SkinGroup, SkinItem, Space, World } from '../entities';
import { DEFAULT_SERVER_OPTIONS, defaultGuestFlow, defaultSystemTemplates, FIRST_VERSION, newBooking, type NewRegistrationPlace, type NewSpaceFields } from '../rules/index';
import type { MemoryEmailTemplate } from './store';
import { versionSkinItems } from './versions';

/** Sender of the memory backend's templates: the reference server's defaults. */
export const MEMORY_SENDER = { senderName: 'Greenroom', replyTo: 'no-reply@localhost' };

/** The three system templates of a booking, as the server makes them, with the given ids. */
export function systemTemplates(bookingID: string, templateID: (index: number) => string): MemoryEmailTemplate[] {
  return defaultSystemTemplates(MEMORY_SENDER).map((template, index) => ({
    ...template,
    bookingID,
    emailTemplateID: templateID(index),
    version: FIRST_VERSION,
    translations: {},
  }));
}

/** Server-owned parts of a new booking. */
export interface NewBookingParts {
  bookingID: string;
  codes: { publicAppLoginCode: string; signUpLoginCode: string; mobileHybridLoginCode: string };
  templates: MemoryEmailTemplate[];
  space: Pick<Space, 'defaultVideoServer' | 'defaultVideoServerAppID' | 'defaultGameServer' | 'defaultGamePort'>;
}

/** A full booking from the creation payload: the server's new-booking rule plus the template summaries. */
export function buildBooking(payload: BookingCreatePayload, parts: NewBookingParts): Booking {
  const booking = newBooking(payload, {
    bookingID: parts.bookingID,
    codes: parts.codes,
    space: {
      videoServer: parts.space.defaultVideoServer ?? '',
      videoServerAppID: parts.space.defaultVideoServerAppID ?? '',
      gameServer: parts.space.defaultGameServer ?? '',
      gamePort: parts.space.defaultGamePort ?? 443,
    },
    serverOptions: DEFAULT_SERVER_OPTIONS,
  });
  const emailTemplates = Object.fromEntries(
    parts.templates.map((t) => [t.emailTemplateID, { id: t.emailTemplateID, name: t.emailTemplateName, system: t.system, HTML: t.HTML }]),
  );
  return { ...booking, emailTemplates, registrationCount: 0, guestFlow: defaultGuestFlow() };
}

/** A registration record with its stored data, at the first version ('' = the guest's zone is unknown). */
export function buildRegistration(
  ids: { registrationID: string; bookingID: string; loginCode: string },
  input: { brand: boolean; allowEarlyAccess: boolean; timeZone?: string; language?: string },
  registrationData: Registration['registrationData'],
  place: NewRegistrationPlace = { status: 'approved', waitlistPosition: null },
): Registration {
  return {
    ...ids,
    brand: input.brand,
    allowEarlyAccess: input.allowEarlyAccess,
    emails: [],
    registrationData,
    timeZone: input.timeZone ?? '',
    status: place.status,
    language: input.language ?? '',
    waitlistPosition: place.waitlistPosition,
    offerExpiresAt: null,
    version: FIRST_VERSION,
  };
}

function item(property: string, label: string, type: SkinItem['type'], value: SkinItem['value'], extra: Partial<SkinItem> = {}): SkinItem {
  return { property, label, type, value, ...extra };
}

/** The uiSkin of a new space whose world has none. */
export function defaultUiSkin(): SkinGroup {
  return {
    theme: item('theme', 'Web Theme', 'SingleColor', 'dark'),
    primaryColor: item('primaryColor', 'Hightlight Color', 'SingleColor', '#7C4DFF'),
    landingPageAsset: item('landingPageAsset', 'Landing Page Asset', 'ImageOrVideo', '', { dimensions: { width: 1920, height: 1080 } }),
    thumbnailLogo: item('thumbnailLogo', 'Header Logo', 'Image', '', { dimensions: { width: 145, height: 145 } }),
  };
}

/** The avatarSkin of a new space whose world has none. */
export function defaultAvatarSkin(): SkinGroup {
  return {
    avatarColors: item('avatarColors', 'Avatar Colors', 'ColorPairList', [{ primary: '#1E88E5', secondary: '#FFC107' }]),
  };
}

/** The emailSkin of a new space whose world has none. */
export function defaultEmailSkin(): SkinGroup {
  return {
    emailHeaderImage: item('emailHeaderImage', 'Email Header Image', 'Image', '', { dimensions: { width: 600, height: 200 } }),
  };
}

/** A new space from the checked fields of POST /space, with the world's skin groups (copied, each item at the first version). */
export function buildSpace(fields: NewSpaceFields, ids: { spaceID: string; projectID: string }, world: World): Space {
  const space: Space = {
    ...fields,
    spaceID: ids.spaceID,
    projectID: ids.projectID,
    worldID: world.worldID,
    bookings: {},
    presentations: {},
    uiSkin: structuredClone(world.uiSkin ?? defaultUiSkin()),
    worldSkin: structuredClone(world.worldSkin),
    avatarSkin: structuredClone(world.avatarSkin ?? defaultAvatarSkin()),
    emailSkin: structuredClone(world.emailSkin ?? defaultEmailSkin()),
  };
  versionSkinItems(space);
  return space;
}
