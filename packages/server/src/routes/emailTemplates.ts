import { checkTemplateHeaders, newCustomTemplate } from '@greenroom/core/rules';
import { Type } from 'typebox';
import { access, inBody, inQuery } from '../auth/access';
import { newId } from '../lib/tokens';
import { createTemplateDelivery } from '../bookings/mail/delivery';
import { sendTemplate } from '../bookings/mail/sendTemplate';
import {
  EmailSendBody,
  EmailSendResult,
  EmailTemplate,
  EmailTemplateCreateBody,
  EmailTemplateCreated,
  EmailTemplateUpdateBody,
} from '../bookings/schemas';
import { syncTemplateSummaries, templateFromRow, templateNames, templateRow } from '../bookings/store/emailTemplates';
import { senderDefaults } from '../bookings/store/senderDefaults';
import { flag } from '../db/json';
import { ApiError, badRequest, notFound } from '../http/errors';
import { ErrorAnswer, Id } from '../http/schemas';
import type { RouteModule } from './types';

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
      const { bookingID, emailTemplateName } = request.body;
      const row = await ctx.db.transaction().execute(async (trx) => {
        const checked = newCustomTemplate(emailTemplateName, await templateNames(trx, bookingID), senderDefaults(ctx.config));
        if (!checked.ok) throw checked.status === 400 ? badRequest(checked.fieldErrors) : new ApiError(409, checked.message, { code: 'Conflict' });
        const created = templateRow(newId(), bookingID, checked.template, ctx.clock.now().getTime());
        await trx.insertInto('email_templates').values(created).execute();
        await syncTemplateSummaries(trx, bookingID);
        return created;
      });
      return reply.status(201).send({ emailTemplateID: row.email_template_id, emailTemplateName: row.name, system: false, HTML: true });
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
      const fieldErrors = checkTemplateHeaders({ subject, from, replyTo });
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
      const { emailTemplateID, ...send } = request.body;
      const template = templateFromRow(await loadTemplate(emailTemplateID));
      return sendTemplate(ctx, delivery, template, send, request.log);
    },
  );
};
