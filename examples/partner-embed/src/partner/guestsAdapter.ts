import {
  checkBulkRows,
  HttpError,
  importAnswer,
  importRefusalMessage,
  isHttpStatus,
  planGuestImport,
  type Address,
  type BulkImportResult,
  type EmailDelivery,
  type PersonFields,
  type Registration,
  type RegistrationData,
} from '@greenroom/core';
import type { GuestsSlice } from '@greenroom/bookings/guests';
import { partnerFormRules, partnerInviteTemplate } from './eventForm';
import { notOffered } from './notOffered';
import type { PartnerCall } from './partnerClient';
import type { PartnerAttendee, PartnerAttendeeInput, PartnerInvitation, PartnerPostal } from './shapes';

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

/** The same body from checked data (a row of the import plan). */
const fromData = (data: RegistrationData, brand: boolean, allowEarlyAccess: boolean) =>
  toAttendeeInput({ first: data.firstName, last: data.lastName, email: data.emailAddress, company: data.company, phone: data.phone, address: data.address as Address, brand, allowEarlyAccess });

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

const deliveryState = { delivered: 'sent', pending: 'queued', bounced: 'failed' } as const;

/** One partner invitation as the Greenroom delivery the Emails column reads. @example toDelivery(invitation).state // 'sent' */
export function toDelivery(invitation: PartnerInvitation): EmailDelivery {
  return {
    deliveryID: invitation.id,
    sendID: invitation.id,
    registrationID: invitation.attendeeId,
    emailTemplateID: partnerInviteTemplate.id,
    state: deliveryState[invitation.status],
    attempts: 1,
    reason: invitation.note,
    updatedAt: Date.parse(invitation.at),
  };
}

/**
 * The partner's adapter for the Guest List panel and its dialogs (`GuestsSlice`): attendees on the
 * partner's `/events/:id/attendees`, the CSV import classified with Greenroom's own import rule
 * (`planGuestImport`: preview, update by email, never a duplicate) and stored through the
 * partner's all-or-nothing batch, and the invite mail on the partner's own mailer. Template
 * editing is not something this backend offers: those calls reject, naming themselves.
 * @example
 * const api = createGuestsAdapter(createPartnerClient({ baseUrl: '/partner/v1', getKey }));
 * mountGuests(element, { api, auth, bookingID: 'evt-1', loadBooking });
 */
export function createGuestsAdapter(call: PartnerCall): GuestsSlice {
  const attendeesPath = (eventID: string) => `/events/${encodeURIComponent(eventID)}/attendees`;
  // Greenroom deletes and regenerates by registration id alone, while the partner's paths sit
  // under the event: the adapter remembers the event of every attendee it handed out.
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
  const listAttendees = async (eventID: string, signal?: AbortSignal) =>
    (await call<{ items: PartnerAttendee[] }>('GET', attendeesPath(eventID), undefined, signal)).items.map(seen);

  const bulkCreate: GuestsSlice['registrations']['bulkCreate'] = async ({ bookingID, rows, dryRun = false, updateByEmail = false, signal }) => {
    if (!updateByEmail) {
      const checked = checkBulkRows(rows, partnerFormRules);
      if (!checked.ok) return checked;
      if (!dryRun) await call('POST', `${attendeesPath(bookingID)}/batch`, { add: checked.rows.map((row) => fromData(row.data, row.brand, row.allowEarlyAccess)), update: [] }, signal);
      return { ok: true, created: checked.rows.length, ...(dryRun ? { dryRun: true } : {}) };
    }
    const plan = planGuestImport(rows, await listAttendees(bookingID, signal), partnerFormRules);
    if (plan.errors.length > 0) {
      return { ok: false, message: importRefusalMessage(plan, rows.length), errors: plan.errors, statuses: plan.statuses } satisfies BulkImportResult;
    }
    if (!dryRun) {
      await call(
        'POST',
        `${attendeesPath(bookingID)}/batch`,
        {
          add: plan.creates.map((write) => fromData(write.data, write.brand, write.allowEarlyAccess)),
          update: plan.updates.map((write) => ({ id: write.registrationID, ...fromData(write.data, write.brand, write.allowEarlyAccess) })),
        },
        signal,
      );
    }
    return importAnswer(plan, dryRun);
  };

  return {
    registrations: {
      listAttendees: ({ bookingID, signal }) => listAttendees(bookingID, signal),
      create: async ({ bookingID, signal, ...person }) =>
        seen(await call<PartnerAttendee>('POST', attendeesPath(bookingID), toAttendeeInput(person), signal).catch(withFieldErrors)),
      update: async ({ bookingID, registrationID, signal, ...person }) =>
        seen(
          await call<PartnerAttendee>('PUT', `${attendeesPath(bookingID)}/${encodeURIComponent(registrationID)}`, toAttendeeInput(person), signal).catch(withFieldErrors),
        ),
      delete: async ({ registrationID, signal }) => {
        await call('DELETE', attendeePath(registrationID), undefined, signal);
        eventByAttendee.delete(registrationID);
      },
      regenerateLogin: async ({ registrationID, signal }) =>
        (await call<{ ticket: string }>('POST', `${attendeePath(registrationID)}/ticket`, undefined, signal)).ticket,
      bulkCreate,
    },
    emailTemplates: {
      deliveries: async ({ bookingID, signal }) =>
        (await call<{ items: PartnerInvitation[] }>('GET', `/events/${encodeURIComponent(bookingID)}/invitations`, undefined, signal)).items.map(toDelivery),
      send: async ({ bookingID, emailTemplateID, toSend, signal }) => {
        if (emailTemplateID !== partnerInviteTemplate.id) return notOffered(`emailTemplates.send of template ${emailTemplateID}`)();
        const answer = await call<{ queued: string[]; refused: { attendeeId: string; why: string }[] }>(
          'POST',
          `/events/${encodeURIComponent(bookingID)}/invitations`,
          { attendeeIds: toSend },
          signal,
        );
        return {
          sendID: `partner-${Date.now()}`,
          queued: answer.queued,
          sent: [],
          failed: answer.refused.map(({ attendeeId, why }) => ({ registrationID: attendeeId, message: why })),
        };
      },
      get: notOffered('emailTemplates.get'),
      create: notOffered('emailTemplates.create'),
      update: notOffered('emailTemplates.update'),
      delete: notOffered('emailTemplates.delete'),
    },
  };
}
