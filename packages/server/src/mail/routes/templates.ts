import {
  checkRecipientList,
  checkTemplateHeaders,
  checkTemplatePlaceholders,
  checkTemplateTranslations,
  conflictRefusal,
  hasFieldErrors,
  newCustomTemplate,
  recipientIDs,
  SYSTEM_TEMPLATE_REFUSAL,
  templateSendRefusal,
} from '@greenroom/core/rules';
import { Type } from 'typebox';
import { access, inBody, inQuery } from '../../platform/auth/access';
import { callerOf } from '../../platform/auth/guard';
import { newId } from '../../platform/lib/tokens';
import { queueTemplateSend } from '../sendTemplate';
import { EmailDeliveries, EmailQueueBody, EmailQueued } from '../schemas';
import { EmailTemplate, EmailTemplateCreateBody, EmailTemplateCreated, EmailTemplateUpdateBody } from '../schemas';
import { bookingDeliveries } from '../store/queue';
import { deleteTemplate, findTemplate, insertTemplate, templateFromRow, templateNames, templateRow, updateTemplate } from '../store/templates';
import { senderDefaults } from '../senderDefaults';
import { apiErrorOf, badRequest, notFound } from '../../platform/http/errors';
import { ErrorAnswer, Id } from '../../platform/http/schemas';
import { assertVersion, staleWrite } from '../../platform/http/staleWrites';
import type { RouteModule } from '../../platform/routeModule';

/**
 * Email templates of a booking (get, create, update, delete; system templates stay) and sending a
 * template to chosen registrations: rendered per person and queued in one transaction; the app's
 * mail worker delivers (SMTP or the outbox) and records each delivered one in `emails`.
 */
export const emailTemplateRoutes: RouteModule = async (app, { ctx }) => {
  const loadTemplate = async (emailTemplateID: string) => {
    const row = await findTemplate(ctx.db, emailTemplateID);
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
        if (!checked.ok) throw checked.status === 400 ? badRequest(checked.fieldErrors) : apiErrorOf(conflictRefusal(checked.message));
        const created = templateRow(newId(), bookingID, checked.template, ctx.clock.now().getTime());
        await insertTemplate(trx, created);
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
        summary:
          'Save a template read at `version`: subject, sender name and reply-to required (one line each; the reply-to a valid address), body, HTML flag (`system` cannot change); a placeholder the renderer does not know is refused (400, named); 412 when stale',
        body: EmailTemplateUpdateBody,
        response: { 200: EmailTemplate, 400: ErrorAnswer, 404: ErrorAnswer, 412: ErrorAnswer },
      },
    },
    async (request) => {
      const { bookingID, emailTemplateID, subject, from, replyTo, body, html, version, translations } = request.body;
      assertVersion(await loadTemplate(emailTemplateID), version);
      const fieldErrors = { ...checkTemplateHeaders({ subject, from, replyTo }), ...checkTemplatePlaceholders({ subject, body }), ...checkTemplateTranslations(translations) };
      if (Object.keys(fieldErrors).length > 0) throw badRequest(fieldErrors);
      const edit = { subject: subject.trim(), from: from.trim(), replyTo: replyTo.trim(), body, html, now: ctx.clock.now().getTime(), version, translations };
      const written = await ctx.db.transaction().execute((trx) => updateTemplate(trx, { bookingID, emailTemplateID }, edit));
      if (!written) throw version === undefined ? notFound('Email template') : staleWrite();
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
      if (row.system === 1) throw apiErrorOf(SYSTEM_TEMPLATE_REFUSAL);
      await ctx.db.transaction().execute((trx) => deleteTemplate(trx, { bookingID, emailTemplateID }));
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
          "Render the template for each registration (ids or registration objects) and queue one delivery each, in one transaction; answers at once with who was queued and who was refused and why; 409 (nothing queued) when the template's stored reply-to is not a valid address",
        body: EmailQueueBody,
        response: { 200: EmailQueued, 400: ErrorAnswer, 404: ErrorAnswer, 409: ErrorAnswer },
      },
    },
    async (request) => {
      const { emailTemplateID, toSend, ...send } = request.body;
      const template = templateFromRow(await loadTemplate(emailTemplateID));
      // An empty or oversized list is the rule book's 400 (toSend: Required), as the memory backend answers.
      const listErrors = checkRecipientList(toSend);
      if (hasFieldErrors(listErrors)) throw badRequest(listErrors);
      // A reply-to saved before it was checked: refuse the send rather than drop it from the mail.
      const unsendable = templateSendRefusal(template);
      if (unsendable) throw apiErrorOf(unsendable);
      const result = await queueTemplateSend(ctx, template, { ...send, toSend: recipientIDs(toSend) }, { producerID: callerOf(request).producerID });
      app.mailWorker.kick();
      return result;
    },
  );

  app.get(
    '/email-deliveries',
    {
      config: { access: access.signedIn(inQuery('booking', 'bookingID')) },
      schema: {
        tags: ['email'],
        summary: "A booking's template deliveries, oldest first: per registration and template, queued, sent or failed (with the reason)",
        querystring: Type.Object({ bookingID: Id }),
        response: { 200: EmailDeliveries, 404: ErrorAnswer },
      },
    },
    async (request) => bookingDeliveries(ctx.db, request.query.bookingID),
  );
};
