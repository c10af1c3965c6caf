import type { BookingTime } from '@greenroom/core';
import { defaultTemplateBody, isSystemTemplateName, buildPlaceholderValues, renderEmail, TemplateRenderError, isValidEmail, validateEmailTemplate, validateRequired } from '@greenroom/core/rules';
import { Type } from 'typebox';
import { access, inBody, inQuery } from '../auth/access';
import { newId } from '../lib/tokens';
import { createTemplateDelivery } from '../bookings/mail/delivery';
import {
  EmailSendBody,
  EmailSendResult,
  EmailTemplate,
  EmailTemplateCreateBody,
  EmailTemplateCreated,
  EmailTemplateUpdateBody,
} from '../bookings/schemas';
import { syncTemplateSummaries, templateFromRow, templateRow } from '../bookings/store/emailTemplates';
import { emailHeaders } from '../bookings/store/emailHeaders';
import { registrationFromRow } from '../bookings/store/registrations';
import { senderDefaults } from '../bookings/store/senderDefaults';
import { flag, fromJson, toJson } from '../db/json';
import { ApiError, badRequest, notFound } from '../http/errors';
import { ErrorAnswer, Id } from '../http/schemas';
import type { RouteModule } from './types';

const LINE_BREAK = /[\r\n\u2028\u2029\u0085]/;
const lineBreakMessage = 'May not contain a line break';

/**
 * Email templates of a booking (get, create, update, delete; system templates stay) and sending a
 * template to chosen registrations: rendered per person, delivered through SMTP or into the
 * outbox, and recorded in each registration's `emails` list when delivered.
 */
export const emailTemplateRoutes: RouteModule = async (app, { ctx }) => {
  const delivery = createTemplateDelivery(ctx);
  app.addHook('onClose', async () => delivery.close());

  const loadTemplate = async (emailTemplateID: string) => {
    const row = await ctx.db.selectFrom('email_templates').selectAll().where('email_template_id', '=', emailTemplateID).executeTakeFirst();
    if (!row) throw notFound('Email template');
    return row;
  };

  app.get(
    '/email-template',
    {
      config: { access: access.signedIn(inQuery('emailTemplate', 'emailTemplateID')) },
      schema: {
        tags: ['email'],
        summary: 'One email template',
        querystring: Type.Object({ emailTemplateID: Id }),
        response: { 200: EmailTemplate, 404: ErrorAnswer },
      },
    },
    async (request) => templateFromRow(await loadTemplate(request.query.emailTemplateID)),
  );

  app.post(
    '/email-template',
    {
      config: { access: access.signedIn(inBody('booking', 'bookingID')) },
      schema: {
        tags: ['email'],
        summary: 'Add a custom template (HTML, empty body; sender and reply-to prefilled); names are unique per booking',
        body: EmailTemplateCreateBody,
        response: { 201: EmailTemplateCreated, 400: ErrorAnswer, 404: ErrorAnswer, 409: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const { bookingID } = request.body;
      const nameError = validateRequired(request.body.emailTemplateName);
      if (nameError) throw badRequest({ emailTemplateName: nameError });
      const name = request.body.emailTemplateName.trim();
      const sender = senderDefaults(ctx.config);
      const now = ctx.clock.now().getTime();
      const row = templateRow(
        newId(),
        bookingID,
        { emailTemplateName: name, subject: name, from: sender.senderName, replyTo: sender.replyTo, body: '', HTML: true, system: false },
        now,
      );
      await ctx.db.transaction().execute(async (trx) => {
        const names = await trx.selectFrom('email_templates').select('name').where('booking_id', '=', bookingID).execute();
        if (names.some((t) => t.name.toLowerCase() === name.toLowerCase())) {
          throw new ApiError(409, `A template named '${name}' already exists for this booking.`, { code: 'Conflict' });
        }
        await trx.insertInto('email_templates').values(row).execute();
        await syncTemplateSummaries(trx, bookingID);
      });
      return reply.status(201).send({ emailTemplateID: row.email_template_id, emailTemplateName: name, system: false, HTML: true });
    },
  );

  app.put(
    '/email-template',
    {
      config: { access: access.signedIn(inBody('booking', 'bookingID'), inBody('emailTemplate', 'emailTemplateID')) },
      schema: {
        tags: ['email'],
        summary: 'Save a template: subject, sender name and reply-to required (one line each), body, HTML flag (`system` cannot change)',
        body: EmailTemplateUpdateBody,
        response: { 200: EmailTemplate, 400: ErrorAnswer, 404: ErrorAnswer },
      },
    },
    async (request) => {
      const { bookingID, emailTemplateID, subject, from, replyTo, body, html } = request.body;
      const fieldErrors: Record<string, string> = { ...validateEmailTemplate({ subject, from, replyTo }) } as Record<string, string>;
      for (const [field, value] of Object.entries({ subject, from, replyTo })) {
        if (!fieldErrors[field] && LINE_BREAK.test(value)) fieldErrors[field] = lineBreakMessage;
      }
      if (Object.keys(fieldErrors).length > 0) throw badRequest(fieldErrors);
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('email_templates')
          .set({ subject: subject.trim(), from_name: from.trim(), reply_to: replyTo.trim(), body, html: flag(html), updated_at: ctx.clock.now().getTime() })
          .where('email_template_id', '=', emailTemplateID)
          .execute();
        await syncTemplateSummaries(trx, bookingID);
      });
      return templateFromRow(await loadTemplate(emailTemplateID));
    },
  );

  app.delete(
    '/email-template',
    {
      config: { access: access.signedIn(inQuery('emailTemplate', 'emailTemplateID'), inQuery('booking', 'bookingID')) },
      schema: {
        tags: ['email'],
        summary: 'Delete a custom template (system templates cannot be deleted: 409)',
        querystring: Type.Object({ emailTemplateID: Id, bookingID: Id }),
        response: { 204: Type.Null(), 404: ErrorAnswer, 409: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const { emailTemplateID, bookingID } = request.query;
      const row = await loadTemplate(emailTemplateID);
      if (row.system === 1) throw new ApiError(409, 'System email templates cannot be deleted.', { code: 'SystemTemplate' });
      await ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('email_templates').where('email_template_id', '=', emailTemplateID).execute();
        await syncTemplateSummaries(trx, bookingID);
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/email-parse-request',
    {
      config: { access: access.signedIn(inBody('space', 'spaceID'), inBody('booking', 'bookingID'), inBody('emailTemplate', 'emailTemplateID')) },
      schema: {
        tags: ['email'],
        summary:
          "Render the template for each registration (attendee or presenter of the booking) and deliver it; delivered ones get the template in their `emails` list; `failed` says who did not and why",
        body: EmailSendBody,
        response: { 200: EmailSendResult, 400: ErrorAnswer, 404: ErrorAnswer },
      },
    },
    async (request) => {
      const { bookingID, spaceID, emailTemplateID, toSend } = request.body;
      const template = templateFromRow(await loadTemplate(emailTemplateID));
      const booking = await ctx.db
        .selectFrom('bookings')
        .leftJoin('calendars', 'calendars.calendar_id', 'bookings.calendar_id')
        .select(['bookings.name', 'bookings.start_time', 'bookings.end_time', 'bookings.sign_up_login_code', 'calendars.login_code as calendar_code'])
        .where('bookings.booking_id', '=', bookingID)
        .executeTakeFirst();
      if (!booking) throw notFound('Booking');
      const headers = await emailHeaders(ctx.db, spaceID);
      const rows = await ctx.db
        .selectFrom('registrations')
        .selectAll()
        .where('booking_id', '=', bookingID)
        .where('registration_id', 'in', toSend)
        .execute();
      const byID = new Map(rows.map((row) => [row.registration_id, row]));
      // A system template whose body was cleared still sends its default text.
      const renderable =
        template.body.trim() === '' && isSystemTemplateName(template.emailTemplateName)
          ? { ...template, body: defaultTemplateBody(template.emailTemplateName, template.HTML) }
          : template;

      const result: { sent: string[]; failed: { registrationID: string; message: string }[] } = { sent: [], failed: [] };
      for (const registrationID of toSend) {
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
          if (!(error instanceof TemplateRenderError)) request.log.warn({ err: error, registrationID }, 'template mail not delivered');
          const message = error instanceof TemplateRenderError ? error.message : 'The mail server did not accept this message';
          result.failed.push({ registrationID, message });
          continue;
        }
        if (!registration.emails.includes(emailTemplateID)) {
          await ctx.db
            .updateTable('registrations')
            .set({ emails: toJson([...registration.emails, emailTemplateID]) })
            .where('registration_id', '=', registrationID)
            .execute();
        }
        result.sent.push(registrationID);
      }
      return result;
    },
  );
};
