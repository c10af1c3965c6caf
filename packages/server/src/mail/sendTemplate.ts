import type { BookingTime, EmailTemplate } from '@greenroom/core';
import { bookingPlaceholderValues, checkRecipient, defaultTemplateBody, recipientPlaceholderValues, isSystemTemplateName, renderEmail, TemplateRenderError } from '@greenroom/core/rules';
import type { ServerContext } from '../platform/context';
import { fromJson } from '../platform/db/json';
import { notFound } from '../platform/http/errors';
import { emailHeaders } from './store/headers';
import { registrationFromRow } from '../registrations/store/registrations';
import { enqueueDeliveries, type QueuedMail } from './store/queue';
import { sendRecipientRows, templateBookingFacts } from './store/sendFacts';

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

/** The booking facts a template's placeholders read. */
async function bookingFacts(ctx: Pick<ServerContext, 'db'>, bookingID: string) {
  const booking = await templateBookingFacts(ctx.db, bookingID);
  if (!booking) throw notFound('Booking');
  return booking;
}

/**
 * Render `template` for each registration (attendee or presenter of the booking; the event's times
 * also in the guest's own zone when it is known) and queue one delivery per recipient in one
 * transaction; the mail worker delivers them. Registrations that
 * cannot get the mail (unknown, no valid address, unsafe header) are refused in `failed`.
 * @example const result = await queueTemplateSend(ctx, template, { bookingID, spaceID, toSend });
 */
export async function queueTemplateSend(
  ctx: Pick<ServerContext, 'db' | 'clock' | 'config'>,
  template: EmailTemplate,
  send: TemplateSend,
  by?: { producerID: string },
): Promise<QueuedSend> {
  const booking = await bookingFacts(ctx, send.bookingID);
  const headers = await emailHeaders(ctx.db, send.spaceID);
  const rows = await sendRecipientRows(ctx.db, send.bookingID, send.toSend);
  const byID = new Map(rows.map((row) => [row.registration_id, row]));
  // A system template whose body was cleared still sends its default text.
  const renderable =
    template.body.trim() === '' && isSystemTemplateName(template.emailTemplateName)
      ? { ...template, body: defaultTemplateBody(template.emailTemplateName, template.HTML) }
      : template;
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
    if (!checked.ok) {
      failed.push({ registrationID, message: checked.message });
      continue;
    }
    const { recipient, to } = checked;
    try {
      // A guest whose zone is known reads the event's times in it too.
      const person = { kind: recipient.kind, loginCode: recipient.loginCode, firstName: recipient.registrationData.firstName, timeZone: recipient.timeZone };
      const values = recipientPlaceholderValues(shared, person, ctx.config.links, times);
      recipients.push({ registrationID, mail: renderEmail(renderable, values, to) });
    } catch (error) {
      if (!(error instanceof TemplateRenderError)) throw error;
      failed.push({ registrationID, message: error.message });
    }
  }
  const sendID = await enqueueDeliveries(
    ctx.db,
    { bookingID: send.bookingID, emailTemplateID: template.emailTemplateID, recipients },
    ctx.clock.now().getTime(),
    by,
  );
  return { sendID, sent: [], queued: recipients.map((r) => r.registrationID), failed };
}
