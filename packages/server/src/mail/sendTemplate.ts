import type { BookingTime, EmailTemplate, GuestFlow } from '@greenroom/core';
import {
  bookingPlaceholderValues,
  carriesInvite,
  checkRecipient,
  defaultGuestFlow,
  defaultTemplateBody,
  recipientPlaceholderValues,
  isSystemTemplateName,
  pickTranslation,
  renderEmail,
  TemplateRenderError,
} from '@greenroom/core/rules';
import type { ServerContext } from '../platform/context';
import { fromJson } from '../platform/db/json';
import { notFound } from '../platform/http/errors';
import { emailHeaders } from './store/headers';
import { registrationFromRow } from '../registrations/store/registrations';
import { enqueueDeliveries, type QueuedMail } from './store/queue';
import { sendRecipientRows, templateBookingFacts } from './store/sendFacts';
import { inviteIcs } from './inviteIcs';
import { mailAddressOf } from './senderDefaults';

/** What POST /email-parse-request asks for (registration ids). */
export interface TemplateSend {
  bookingID: string;
  spaceID: string;
  toSend: string[];
}

/** What a send answers at once: the queued recipients, the refused ones with why, the send's id. */
export interface QueuedSend {
  sendID: string;
  /** Nothing is delivered while the request runs; the worker does it (GET /email-deliveries). */
  sent: string[];
  queued: string[];
  failed: { registrationID: string; message: string }[];
}

/** How a send renders beyond the template. */
export interface RenderOptions {
  /** Attach the guest's calendar invitation (invite.ics); default: core's carriesInvite of the template. */
  ics?: boolean;
}

/** The rendered mails of a send, and the recipients refused with why. */
export interface RenderedSend {
  recipients: QueuedMail[];
  failed: QueuedSend['failed'];
}

/** The booking facts a template's placeholders read. */
async function bookingFacts(ctx: Pick<ServerContext, 'db'>, bookingID: string) {
  const booking = await templateBookingFacts(ctx.db, bookingID);
  if (!booking) throw notFound('Booking');
  return booking;
}

/**
 * Render `template` for each registration (attendee or presenter of the booking): in the guest's
 * language (core's pickTranslation: the registration's, else the booking's guest-flow language,
 * else the template's own text), the event's times also in the guest's own zone when it is known,
 * and with the guest's calendar invitation when the template carries one. Registrations that
 * cannot get the mail (unknown, no valid address, unsafe header) are refused in `failed`.
 * @example const { recipients, failed } = await renderTemplateSend(ctx, template, { bookingID, spaceID, toSend });
 */
export async function renderTemplateSend(
  ctx: Pick<ServerContext, 'db' | 'clock' | 'config'>,
  template: EmailTemplate,
  send: TemplateSend,
  options: RenderOptions = {},
): Promise<RenderedSend> {
  const booking = await bookingFacts(ctx, send.bookingID);
  const headers = await emailHeaders(ctx.db, send.spaceID);
  const rows = await sendRecipientRows(ctx.db, send.bookingID, send.toSend);
  const byID = new Map(rows.map((row) => [row.registration_id, row]));
  // The booking's guest flow as stored (null: core's defaults), read here: mail comes before bookings in the layers.
  const bookingLanguage = booking.guest_flow === null ? defaultGuestFlow().language : fromJson<GuestFlow>(booking.guest_flow).language;
  const withIcs = options.ics ?? carriesInvite(template);
  const now = ctx.clock.now().getTime();
  const times = { name: booking.name, start: fromJson<BookingTime>(booking.start_time), end: fromJson<BookingTime>(booking.end_time) };
  const shared = bookingPlaceholderValues({
    booking: { ...times, signUpLoginCode: booking.sign_up_login_code },
    links: ctx.config.links,
    calendarLoginCode: booking.calendar_code ?? null,
    headers,
  });

  const failed: QueuedSend['failed'] = [];
  const recipients: QueuedMail[] = [];
  for (const registrationID of send.toSend) {
    const row = byID.get(registrationID);
    // The rule book's refusals (unknown, of another booking, no valid address), as the memory backend's.
    const checked = checkRecipient(row && { ...registrationFromRow(row), kind: row.kind }, send.bookingID);
    if (!checked.ok || !row) {
      failed.push({ registrationID, message: checked.ok ? '' : checked.message });
      continue;
    }
    const { recipient, to } = checked;
    try {
      // A guest whose zone is known reads the event's times in it too.
      const person = { kind: recipient.kind, loginCode: recipient.loginCode, firstName: recipient.registrationData.firstName, timeZone: recipient.timeZone };
      const values = recipientPlaceholderValues(shared, person, ctx.config.links, times);
      const mail = renderEmail(inLanguage(template, row.language ?? '', bookingLanguage), values, to);
      const ics = withIcs
        ? inviteIcs({
            bookingID: send.bookingID,
            registrationID,
            name: booking.name,
            start: times.start,
            end: times.end,
            bookingVersion: Number(booking.version),
            url: values.intakeLink,
            organizer: { name: template.from, address: mailAddressOf(ctx.config.mailFrom) },
            attendee: { name: `${recipient.registrationData.firstName} ${recipient.registrationData.lastName}`.trim(), address: to },
            nowMs: now,
          })
        : null;
      recipients.push({ registrationID, mail, ics });
    } catch (error) {
      if (!(error instanceof TemplateRenderError)) throw error;
      failed.push({ registrationID, message: error.message });
    }
  }
  return { recipients, failed };
}

/** The template in the guest's language; a system template whose body was cleared still sends its default text. */
function inLanguage(template: EmailTemplate, language: string, bookingLanguage: string): EmailTemplate {
  const { subject, body } = pickTranslation(template, language, bookingLanguage);
  if (body.trim() === '' && isSystemTemplateName(template.emailTemplateName)) {
    return { ...template, subject, body: defaultTemplateBody(template.emailTemplateName, template.HTML) };
  }
  return { ...template, subject, body };
}

/**
 * Render `template` for each registration (renderTemplateSend: the guest's language and zone, the
 * .ics of an invitation) and queue one delivery per recipient in one transaction; the mail worker
 * delivers them. Registrations that cannot get the mail are refused in `failed`.
 * @example const result = await queueTemplateSend(ctx, template, { bookingID, spaceID, toSend });
 */
export async function queueTemplateSend(
  ctx: Pick<ServerContext, 'db' | 'clock' | 'config'>,
  template: EmailTemplate,
  send: TemplateSend,
  by?: { producerID: string },
  options: RenderOptions = {},
): Promise<QueuedSend> {
  const { recipients, failed } = await renderTemplateSend(ctx, template, send, options);
  const sendID = await enqueueDeliveries(
    ctx.db,
    { bookingID: send.bookingID, emailTemplateID: template.emailTemplateID, recipients },
    ctx.clock.now().getTime(),
    by,
  );
  return { sendID, sent: [], queued: recipients.map((r) => r.registrationID), failed };
}
