import {
  HttpError,
  isHttpStatus,
  notOffered,
  notOfferedDomain,
  type PersonFields,
  type Registration,
} from '@greenroom/core';
import type { GuestsSlice } from '@greenroom/bookings/guests';
import type { PartnerCall } from './partnerClient';
import type { PartnerAttendee, PartnerAttendeeInput, PartnerPostal } from './shapes';

/** A partner attendee as the Greenroom Registration the panel reads. @example toRegistration(attendee).registrationData.firstName */
export function toRegistration(attendee: PartnerAttendee): Registration {
  const postal = attendee.postal;
  return {
    registrationID: attendee.id,
    bookingID: attendee.eventId,
    loginCode: attendee.ticket,
    brand: attendee.vip,
    allowEarlyAccess: attendee.earlyEntry,
    emails: [],
    registrationData: {
      firstName: attendee.givenName,
      lastName: attendee.familyName,
      company: attendee.org,
      emailAddress: attendee.mail,
      phone: attendee.phone,
      address: {
        addressLine1: postal?.street ?? '',
        addressLine2: postal?.street2 ?? '',
        city: postal?.city ?? '',
        state: postal?.region ?? '',
        zipCode: postal?.zip ?? '',
      },
    },
    version: attendee.revision,
  };
}

/** The partner's postal address of a Greenroom address of either type; null when it is empty. */
function toPostal(address: Partial<Record<string, string>>): PartnerPostal | null {
  const postal = {
    street: address.addressLine1?.trim() ?? '',
    street2: address.addressLine2?.trim() ?? '',
    city: address.city?.trim() ?? '',
    region: (address.state ?? address.stateProvinceRegion)?.trim() ?? '',
    zip: (address.zipCode ?? address.zipPostalCode)?.trim() ?? '',
  };
  return Object.values(postal).some((part) => part !== '') ? postal : null;
}

/** The partner's attendee body of the form's fields and flags. @example toAttendeeInput(draft) */
export function toAttendeeInput(person: PersonFields & { brand: boolean; allowEarlyAccess: boolean }): PartnerAttendeeInput {
  return {
    givenName: person.first.trim(),
    familyName: person.last.trim(),
    mail: person.email.trim(),
    org: person.company.trim(),
    phone: person.phone.trim(),
    postal: toPostal(person.address as Partial<Record<string, string>>),
    vip: person.brand,
    earlyEntry: person.allowEarlyAccess,
  };
}

/** The partner's field names as the form's (givenName → first, …). */
const formField: Record<string, string> = { givenName: 'first', familyName: 'last', mail: 'email', org: 'company', phone: 'phone' };

/**
 * The partner's 422 `{ errors: { givenName: 'is required' } }` as an HttpError whose fieldErrors
 * the Attendee dialog shows under its fields; any other failure unchanged.
 * @example await call(...).catch(withFieldErrors)
 */
export function withFieldErrors(error: unknown): never {
  if (isHttpStatus(error, 422)) {
    const errors = ((error.body as { errors?: Record<string, string> } | undefined)?.errors ?? {}) as Record<string, string>;
    const fieldErrors = Object.fromEntries(
      Object.entries(errors).map(([field, why]) => [formField[field] ?? field, `${why.charAt(0).toUpperCase()}${why.slice(1)}`]),
    );
    throw new HttpError(422, error.message, error.body, fieldErrors);
  }
  throw error;
}

/**
 * The partner's adapter for the Guest List panel and its Attendee dialog (`GuestsSlice`): the
 * guest list, adding, editing (with the attendee's revision as the record's version, so a stale
 * save is refused) and deleting a guest, on the partner's `/events/:id/attendees`.
 * That is all this partner offers: a new ticket, the CSV import and the invite mails are marked
 * with core's `notOffered` (they reject with a 501 naming the call) and the panel hides the
 * actions that need them. The Guest List contract (@greenroom/testing/contract) runs on this
 * adapter for the calls it offers: guestsAdapter.contract.test.ts.
 * @example
 * const api = createGuestsAdapter(createPartnerClient({ baseUrl: '/partner/v1', fetch: auth.fetch }));
 * mountGuests(element, { api, auth, bookingID: 'evt-1', loadBooking });
 */
export function createGuestsAdapter(call: PartnerCall): GuestsSlice {
  const attendeesPath = (eventID: string) => `/events/${encodeURIComponent(eventID)}/attendees`;
  // Greenroom deletes by registration id alone, while the partner's paths sit under the event:
  // the adapter remembers the event of every attendee it handed out.
  const eventByAttendee = new Map<string, string>();
  const seen = (attendee: PartnerAttendee) => {
    eventByAttendee.set(attendee.id, attendee.eventId);
    return toRegistration(attendee);
  };
  const attendeePath = (registrationID: string) => {
    const eventID = eventByAttendee.get(registrationID);
    if (!eventID) throw new HttpError(404, `Attendee ${registrationID} is not on a guest list this page has read`);
    return `${attendeesPath(eventID)}/${encodeURIComponent(registrationID)}`;
  };

  return {
    registrations: {
      listAttendees: async ({ bookingID, signal }) =>
        (await call<{ items: PartnerAttendee[] }>('GET', attendeesPath(bookingID), undefined, signal)).items.map(seen),
      create: async ({ bookingID, signal, ...person }) =>
        seen(await call<PartnerAttendee>('POST', attendeesPath(bookingID), toAttendeeInput(person), signal).catch(withFieldErrors)),
      // The version the form read goes as the partner's revision: a stale one answers 409, which
      // the client turns into the 412 the dialog tells the producer about.
      update: async ({ bookingID, registrationID, version, signal, ...person }) =>
        seen(
          await call<PartnerAttendee>(
            'PUT',
            `${attendeesPath(bookingID)}/${encodeURIComponent(registrationID)}`,
            { ...toAttendeeInput(person), ...(version === undefined ? {} : { revision: version }) },
            signal,
          ).catch(withFieldErrors),
        ),
      delete: async ({ registrationID, signal }) => {
        await call('DELETE', attendeePath(registrationID), undefined, signal);
        eventByAttendee.delete(registrationID);
      },
      regenerateLogin: notOffered('registrations.regenerateLogin'),
      bulkCreate: notOffered('registrations.bulkCreate'),
    },
    emailTemplates: notOfferedDomain('emailTemplates'),
  };
}
