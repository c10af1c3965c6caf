import type { BookingTime, EmailSendResult, EmailTemplate } from '@greenroom/core';
import { buildPlaceholderValues, defaultTemplateBody, isSystemTemplateName, isValidEmail, renderEmail, TemplateRenderError } from '@greenroom/core/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from '../../context';
import { fromJson, toJson } from '../../db/json';
import { notFound } from '../../http/errors';
import { emailHeaders } from '../store/emailHeaders';
import { registrationFromRow } from '../store/registrations';
import type { TemplateDelivery } from './delivery';

/** What POST /email-parse-request asks for. */
export interface TemplateSend {
  bookingID: string;
  spaceID: string;
  toSend: string[];
}

/** The booking facts a template's placeholders read. */
async function bookingFacts(ctx: ServerContext, bookingID: string) {
  const booking = await ctx.db
    .selectFrom('bookings')
    .leftJoin('calendars', 'calendars.calendar_id', 'bookings.calendar_id')
    .select(['bookings.name', 'bookings.start_time', 'bookings.end_time', 'bookings.sign_up_login_code', 'calendars.login_code as calendar_code'])
    .where('bookings.booking_id', '=', bookingID)
    .executeTakeFirst();
  if (!booking) throw notFound('Booking');
  return booking;
}

/**
 * Render `template` for each registration (attendee or presenter of the booking) and deliver it;
 * delivered ones get the template in their `emails` list, the others are named in `failed` with why.
 * @example const result = await sendTemplate(ctx, delivery, template, { bookingID, spaceID, toSend }, request.log);
 */
export async function sendTemplate(
  ctx: ServerContext,
  delivery: TemplateDelivery,
  template: EmailTemplate,
  send: TemplateSend,
  log: FastifyBaseLogger,
): Promise<EmailSendResult> {
  const booking = await bookingFacts(ctx, send.bookingID);
  const headers = await emailHeaders(ctx.db, send.spaceID);
  const rows = await ctx.db.selectFrom('registrations').selectAll().where('booking_id', '=', send.bookingID).where('registration_id', 'in', send.toSend).execute();
  const byID = new Map(rows.map((row) => [row.registration_id, row]));
  // A system template whose body was cleared still sends its default text.
  const renderable =
    template.body.trim() === '' && isSystemTemplateName(template.emailTemplateName)
      ? { ...template, body: defaultTemplateBody(template.emailTemplateName, template.HTML) }
      : template;

  const result: EmailSendResult = { sent: [], failed: [] };
  for (const registrationID of send.toSend) {
    const row = byID.get(registrationID);
    if (!row) {
      result.failed.push({ registrationID, message: 'Registration not found' });
      continue;
    }
    const registration = registrationFromRow(row);
    const to = registration.registrationData.emailAddress.trim();
    if (!isValidEmail(to)) {
      result.failed.push({ registrationID, message: 'This registration has no valid email address' });
      continue;
    }
    try {
      const values = buildPlaceholderValues({
        booking: {
          name: booking.name,
          start: fromJson<BookingTime>(booking.start_time),
          end: fromJson<BookingTime>(booking.end_time),
          signUpLoginCode: booking.sign_up_login_code,
        },
        registration: { kind: row.kind, loginCode: row.login_code, firstName: registration.registrationData.firstName },
        links: ctx.config.links,
        calendarLoginCode: booking.calendar_code ?? null,
        headers,
      });
      await delivery.deliver(renderEmail(renderable, values, to));
    } catch (error) {
      if (!(error instanceof TemplateRenderError)) log.warn({ err: error, registrationID }, 'template mail not delivered');
      const message = error instanceof TemplateRenderError ? error.message : 'The mail server did not accept this message';
      result.failed.push({ registrationID, message });
      continue;
    }
    if (!registration.emails.includes(template.emailTemplateID)) {
      await ctx.db
        .updateTable('registrations')
        .set({ emails: toJson([...registration.emails, template.emailTemplateID]) })
        .where('registration_id', '=', registrationID)
        .execute();
    }
    result.sent.push(registrationID);
  }
  return result;
}
