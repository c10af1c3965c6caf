import type { EmailSendQueued, EmailTemplatesApi, PresentersApi, RegistrationsApi } from '../api/PortalApi';
import type {
  Booking,
  EmailTemplate,
  Presenter,
  Registration,
  RegistrationInput,
} from '../entities';
import {
  addressTypeOf,
  checkRegistration,
  checkRecipient,
  checkRecipientList,
  checkTemplateHeaders,
  checkTemplatePlaceholders,
  checkTemplateTranslations,
  conflictRefusal,
  decideBulkImport,
  guestDeleteAudit,
  mailSendAudit,
  newCustomTemplate,
  nextVersion,
  templateSendRefusal,
  FIRST_VERSION,
  recipientIDs,
  sortByPersonName,
  SYSTEM_TEMPLATE_REFUSAL,
  type NewRegistrationPlace,
  type PersonFields,
  inputTexts,
} from '../rules/index';
import { defaultPresenterPermissions, normalizePermissions } from '../validation/presenterPermissions';
import { buildRegistration, MEMORY_SENDER } from './builders';
import { hasFieldErrors } from '../validation/fieldErrors';
import { recordAudit } from './audit';
import { deliveryLog } from './deliveryLog';
import { findBooking } from './lookup';
import { badRequest, findRecord, notFound, randomCode, refused, refuseBadText, type Respond } from './respond';
import type { MemoryEmailTemplate, MemoryStore } from './store';
import { refuseStale } from './versions';
import { decide, placeForNew, placesOf, promote, settleWaitlist } from './guestFlow';

/** The person data and time zone to store, checked with the booking's form rules (400 with every field error otherwise). */
function checkedData(booking: Booking, person: PersonFields & { timeZone?: string }): { registrationData: Registration['registrationData']; timeZone?: string } {
  const checked = checkRegistration(person, { intakeFields: booking.intakeFields, addressType: addressTypeOf(booking.intakeFields) });
  if (!checked.ok) throw badRequest(checked.fieldErrors);
  return checked.timeZone === undefined ? { registrationData: checked.data } : { registrationData: checked.data, timeZone: checked.timeZone };
}

function byName<T extends Registration>(records: T[]): T[] {
  return sortByPersonName(records, (r) => r.registrationData);
}

/** The booking's count of guests holding a place, after offering freed places to the waitlist. */
function setRegistrationCount(store: MemoryStore, bookingID: string): void {
  settleWaitlist(store, bookingID);
}

/** Attendee registrations (the guest list), including the all-or-nothing bulk import. */
export function memoryRegistrations(store: MemoryStore, respond: Respond): RegistrationsApi {
  const registration = (registrationID: string) => findRecord(store.registrations, registrationID, 'Registration');
  const add = (
    bookingID: string,
    input: Pick<RegistrationInput, 'brand' | 'allowEarlyAccess' | 'timeZone' | 'language'>,
    data: Registration['registrationData'],
    place?: NewRegistrationPlace,
  ) => {
    const ids = { registrationID: store.nextId('registration', store.registrations), bookingID, loginCode: randomCode() };
    const created = buildRegistration(ids, input, data, place);
    store.registrations.set(created.registrationID, created);
    return created;
  };
  return {
    listAttendees: ({ bookingID, signal }) =>
      respond(signal, () => byName([...store.registrations.values()].filter((r) => r.bookingID === bookingID))),
    create: ({ signal, ...input }) =>
      respond(signal, () => {
        refuseBadText({ singleLine: inputTexts(input) });
        const booking = findBooking(store, input.bookingID);
        const { registrationData, timeZone } = checkedData(booking, input);
        const created = add(input.bookingID, { ...input, timeZone }, registrationData, placeForNew(store, booking));
        setRegistrationCount(store, input.bookingID);
        return created;
      }),
    update: ({ signal, ...input }) =>
      respond(signal, () => {
        refuseBadText({ singleLine: inputTexts(input) });
        const found = registration(input.registrationID);
        if (found.bookingID !== input.bookingID) throw notFound('Registration');
        refuseStale(found, input.version);
        const checked = checkedData(findBooking(store, input.bookingID), input);
        Object.assign(found, {
          brand: input.brand,
          allowEarlyAccess: input.allowEarlyAccess,
          ...checked,
          language: input.language ?? found.language,
          version: nextVersion(found),
        });
        return found;
      }),
    delete: ({ registrationID, signal }) =>
      respond(signal, () => {
        const found = registration(registrationID);
        store.registrations.delete(registrationID);
        setRegistrationCount(store, found.bookingID);
        recordAudit(store, 'guest.delete', registrationID, guestDeleteAudit(found, 'attendee'), null);
      }),
    regenerateLogin: ({ registrationID, signal }) =>
      respond(signal, () => {
        const found = registration(registrationID);
        found.loginCode = randomCode();
        return found.loginCode;
      }),
    bulkCreate: ({ bookingID, rows, dryRun, updateByEmail, signal }) =>
      respond(signal, () => {
        refuseBadText({ singleLine: inputTexts({ rows }) });
        const booking = findBooking(store, bookingID);
        const rules = { intakeFields: booking.intakeFields, addressType: addressTypeOf(booking.intakeFields) };
        const existing = [...store.registrations.values()].filter((r) => r.bookingID === bookingID);
        const decision = decideBulkImport({ rows, dryRun, updateByEmail }, { rules, existing, ...placesOf(store, booking) });
        if (decision.kind === 'rows') return decision.answer;
        if (decision.kind === 'refused') throw refused(decision.refusal);
        if (decision.write) {
          for (const write of decision.creates) add(bookingID, write, write.data);
          for (const { registrationID, ...write } of decision.updates) {
            const guest = registration(registrationID);
            // The language and time zone only where the file gave them (absent: the guest keeps its own).
            const preferences = {
              ...(write.language === undefined ? {} : { language: write.language }),
              ...(write.timeZone === undefined ? {} : { timeZone: write.timeZone }),
            };
            Object.assign(guest, { brand: write.brand, registrationData: write.data, ...preferences, version: nextVersion(guest) });
          }
          setRegistrationCount(store, bookingID);
          recordAudit(store, 'guests.import', bookingID, null, decision.audit);
        }
        return decision.answer;
      }),
    decide: ({ signal, ...input }) => respond(signal, () => decide(store, findBooking(store, input.bookingID), input)),
    promote: ({ bookingID, registrationID, signal }) => respond(signal, () => promote(store, findBooking(store, bookingID), registrationID)),
  };
}

/** Presenters of a booking. */
export function memoryPresenters(store: MemoryStore, respond: Respond): PresentersApi {
  const presenter = (registrationID: string) => findRecord(store.presenters, registrationID, 'Presenter');
  return {
    list: ({ bookingID, signal }) =>
      respond(signal, () => byName([...store.presenters.values()].filter((r) => r.bookingID === bookingID))),
    create: ({ signal, ...input }) =>
      respond(signal, () => {
        refuseBadText({ singleLine: inputTexts(input) });
        const { registrationData, timeZone } = checkedData(findBooking(store, input.bookingID), input);
        const ids = { registrationID: store.nextId('presenter', store.presenters), bookingID: input.bookingID, loginCode: randomCode() };
        const created: Presenter = {
          ...buildRegistration(ids, { ...input, timeZone }, registrationData),
          permissions: defaultPresenterPermissions(),
          bridgeAccess: true,
          presentation: { presentationID: '' },
        };
        store.presenters.set(created.registrationID, created);
        return created;
      }),
    update: ({ signal, ...input }) =>
      respond(signal, () => {
        refuseBadText({ singleLine: inputTexts(input) });
        const found = presenter(input.registrationID);
        if (found.bookingID !== input.bookingID) throw notFound('Presenter');
        refuseStale(found, input.version);
        const checked = checkedData(findBooking(store, input.bookingID), input);
        const permissions = normalizePermissions(input.permissions);
        Object.assign(found, {
          brand: input.brand,
          allowEarlyAccess: input.allowEarlyAccess,
          ...checked,
          permissions,
          bridgeAccess: input.bridgeAccess,
          version: nextVersion(found),
        });
        return found;
      }),
    delete: ({ bookingID, registrationID, signal }) =>
      respond(signal, () => {
        const found = presenter(registrationID);
        if (found.bookingID !== bookingID) throw notFound('Presenter');
        store.presenters.delete(registrationID);
        recordAudit(store, 'guest.delete', registrationID, guestDeleteAudit(found, 'presenter'), null);
      }),
    regenerateLogin: ({ registrationID, signal }) =>
      respond(signal, () => {
        const found = presenter(registrationID);
        found.loginCode = randomCode();
        return found.loginCode;
      }),
  };
}

function publicTemplate({ bookingID: _bookingID, ...template }: MemoryEmailTemplate): EmailTemplate {
  return template;
}

/** Email templates of a booking and sending them. */
export function memoryEmailTemplates(store: MemoryStore, respond: Respond): EmailTemplatesApi {
  const template = (emailTemplateID: string, bookingID?: string) =>
    findRecord(store.emailTemplates, emailTemplateID, 'Email template', (found) => bookingID === undefined || found.bookingID === bookingID);
  return {
    get: ({ emailTemplateID, signal }) => respond(signal, () => publicTemplate(template(emailTemplateID))),
    create: ({ bookingID, emailTemplateName, signal }) =>
      respond(signal, () => {
        refuseBadText({ singleLine: { emailTemplateName } });
        const booking = findBooking(store, bookingID);
        const checked = newCustomTemplate(emailTemplateName, Object.values(booking.emailTemplates).map((t) => t.name), MEMORY_SENDER);
        if (!checked.ok) throw checked.status === 400 ? badRequest(checked.fieldErrors) : refused(conflictRefusal(checked.message));
        const created: MemoryEmailTemplate = {
          ...checked.template,
          bookingID,
          emailTemplateID: store.nextId('template', store.emailTemplates),
          version: FIRST_VERSION,
          translations: {},
        };
        store.emailTemplates.set(created.emailTemplateID, created);
        const { emailTemplateID, emailTemplateName: name, system, HTML } = created;
        booking.emailTemplates[emailTemplateID] = { id: emailTemplateID, name, system, HTML };
        return { emailTemplateID, emailTemplateName: name, system, HTML };
      }),
    update: ({ signal, ...input }) =>
      respond(signal, () => {
        // The body alone may hold lines; subject, from and reply-to go into mail headers.
        refuseBadText({ singleLine: inputTexts(input, ['body']) });
        const found = template(input.emailTemplateID, input.bookingID);
        refuseStale(found, input.version);
        const errors = {
          ...checkTemplateHeaders({ subject: input.subject, from: input.from, replyTo: input.replyTo }),
          ...checkTemplatePlaceholders({ subject: input.subject, body: input.body }),
          ...checkTemplateTranslations(input.translations),
        };
        if (Object.keys(errors).length > 0) throw badRequest(errors);
        Object.assign(found, {
          subject: input.subject.trim(),
          from: input.from.trim(),
          replyTo: input.replyTo.trim(),
          body: input.body,
          HTML: input.html,
          translations: input.translations ?? found.translations ?? {},
          version: nextVersion(found),
        });
        const summary = store.bookings.get(found.bookingID)?.emailTemplates[found.emailTemplateID];
        if (summary) summary.HTML = input.html;
        return publicTemplate(found);
      }),
    delete: ({ emailTemplateID, bookingID, signal }) =>
      respond(signal, () => {
        const found = template(emailTemplateID, bookingID);
        if (found.system) throw refused(SYSTEM_TEMPLATE_REFUSAL);
        store.emailTemplates.delete(emailTemplateID);
        const booking = store.bookings.get(bookingID);
        if (booking) delete booking.emailTemplates[emailTemplateID];
      }),
    send: ({ bookingID, emailTemplateID, toSend, signal }) =>
      respond(signal, () => {
        const sending = template(emailTemplateID, bookingID);
        const listErrors = checkRecipientList(toSend);
        if (hasFieldErrors(listErrors)) throw badRequest(listErrors);
        // A reply-to saved before it was checked is refused, not dropped from the mail (core's rule).
        const unsendable = templateSendRefusal(sending);
        if (unsendable) throw refused(unsendable);
        // The memory backend's "mail server" accepts at once: each queued delivery is sent right away.
        const sendID = store.nextId('send', new Map());
        const result: EmailSendQueued = { sendID, sent: [], queued: [], failed: [] };
        const log = deliveryLog(store);
        for (const registrationID of recipientIDs(toSend)) {
          const record = store.registrations.get(registrationID) ?? store.presenters.get(registrationID);
          // The same refusals as the server's (unknown, other booking, no valid address); rendering is not modelled.
          const checked = checkRecipient(record, bookingID);
          if (!checked.ok) {
            result.failed.push({ registrationID, message: checked.message });
            continue;
          }
          if (!checked.recipient.emails.includes(emailTemplateID)) checked.recipient.emails.push(emailTemplateID);
          result.queued.push(registrationID);
          log.push({ bookingID, deliveryID: `${sendID}-${log.length + 1}`, sendID, registrationID, emailTemplateID, state: 'sent', attempts: 1, reason: '', updatedAt: Date.now() });
        }
        // As on the server: a send that queued anything is an admin change of the booking's guests' mail.
        if (result.queued.length > 0) recordAudit(store, 'mail.send', bookingID, null, mailSendAudit({ sendID, emailTemplateID, queued: result.queued.length }));
        return result;
      }),
    deliveries: ({ bookingID, signal }) =>
      respond(signal, () => {
        findBooking(store, bookingID);
        return deliveryLog(store)
          .filter((d) => d.bookingID === bookingID)
          .map(({ bookingID: _bookingID, ...delivery }) => delivery);
      }),
  };
}
