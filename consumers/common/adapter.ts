// A partner's hand-written, in-memory backend for the Guest List and the bookings list, written
// only against the packages' public exports (the way a partner writes theirs). Every consumer app
// of the stage uses it, so each one shows the same guests and bookings.
import { HttpError, portalApiFromSlice, type AuthProvider, type AuthSession, type PortalApi, type PortalLinks } from '@greenroom/core';
import { BOOKINGS, GUEST_NAMES, demoRegistration } from './data';

const notOffered = (call: string) => async (): Promise<never> => {
  throw new HttpError(501, `${call} is not offered by this demo backend`);
};

/** The slices the two panels read (registrations, emailTemplates, bookings), in memory. */
export function createDemoSlices() {
  const guests = GUEST_NAMES.map((name, index) => demoRegistration(index, name));
  const registrations: PortalApi['registrations'] = {
    listAttendees: async ({ bookingID }) => guests.filter((guest) => guest.bookingID === bookingID),
    create: notOffered('registrations.create'),
    update: notOffered('registrations.update'),
    delete: notOffered('registrations.delete'),
    regenerateLogin: notOffered('registrations.regenerateLogin'),
    bulkCreate: notOffered('registrations.bulkCreate'),
  };
  const emailTemplates: PortalApi['emailTemplates'] = {
    get: notOffered('emailTemplates.get'),
    create: notOffered('emailTemplates.create'),
    update: notOffered('emailTemplates.update'),
    delete: notOffered('emailTemplates.delete'),
    send: notOffered('emailTemplates.send'),
    deliveries: async () => [],
  };
  const bookings: PortalApi['bookings'] = {
    listForSpace: async ({ spaceID }) => BOOKINGS.filter((booking) => booking.spaceID === spaceID),
    get: async ({ bookingID }) => {
      const found = BOOKINGS.find((booking) => booking.bookingID === bookingID);
      if (!found) throw new HttpError(404, `No booking ${bookingID}`);
      return found;
    },
    create: notOffered('bookings.create'),
    update: notOffered('bookings.update'),
    delete: notOffered('bookings.delete'),
    usage: notOffered('bookings.usage'),
    questions: async () => ({}),
    regenerateSignUpCode: notOffered('bookings.regenerateSignUpCode'),
    regeneratePublicCode: notOffered('bookings.regeneratePublicCode'),
    regenerateMobileHybridCode: notOffered('bookings.regenerateMobileHybridCode'),
  };
  return { registrations, emailTemplates, bookings };
}

/** The whole PortalApi the provider takes, made from the slices (other domains reject, naming themselves). */
export function createDemoApi(): PortalApi {
  return portalApiFromSlice(createDemoSlices());
}

const session: AuthSession = { idToken: 'demo-token', producerID: 'partner-1', username: 'Demo Partner', role: 1, expiresAt: Number.MAX_SAFE_INTEGER };
const noSignIn = { kind: 'failed', message: 'This page signs in with a token.' } as const;
const noPasswords = { ok: false, message: 'This page signs in with a token.' } as const;

/** A signed-in session without sign-in screens, as an embed has. */
export const demoAuth: AuthProvider = {
  signIn: async () => noSignIn,
  completeNewPassword: async () => noSignIn,
  forgotPassword: async () => noPasswords,
  confirmPassword: async () => noPasswords,
  getSession: async () => session,
  getIdToken: async () => session.idToken,
  refresh: async () => session.idToken,
  signOut: async () => {},
  subscribe: () => () => {},
};

/** Where the panels' links point. */
export const demoLinks: PortalLinks = {
  intake: 'https://partner.example/intake',
  mobileHybrid: 'https://partner.example/mobile',
  photoAlbum: 'https://partner.example/photos',
  qaDisplay: 'https://partner.example/qa',
  signUp: 'https://partner.example/signup',
  attendeeJoin: 'https://partner.example/join',
  bridge: 'https://partner.example/bridge',
  calendar: 'https://partner.example/calendar',
};
