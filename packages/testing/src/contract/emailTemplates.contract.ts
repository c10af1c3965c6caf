import { describe, expect, it } from 'vitest';
import { ERROR_CODES, messages, notFoundMessage, SEND_REFUSALS, type PortalApi } from '@greenroom/core';
import { expectHttpError } from './expectError';
import { guestInput } from './fixture';
import { BLANK, UNKNOWN_ID } from './names';
import type { MakeBackend } from './types';
import { useBackend } from './useBackend';

/** The PUT /email-template body that saves `changes` over a valid template. */
function saveBody(bookingID: string, emailTemplateID: string, changes: Partial<Parameters<PortalApi['emailTemplates']['update']>[0]> = {}) {
  return { bookingID, emailTemplateID, subject: 'Hello', from: 'Events', replyTo: 'events@example.com', body: '<p>Hi</p>', system: false, html: true, ...changes };
}

/**
 * Email templates (docs/reference/bookings.md §5, §6, §7): a custom template is HTML, not system, subject
 * and sender prefilled, its name unique per booking (409), listed on the booking; subject, from
 * and reply-to required, the reply-to a valid address (issue 25); a placeholder the renderer does not know is refused by name; custom ones
 * delete, system ones do not (409); unknown ids 404. A send queues each registration of the booking
 * (others refused: 'Registration not found') and its deliveries are readable per registration.
 * @example describeEmailTemplatesContract(() => memoryContractBackend());
 */
export function describeEmailTemplatesContract(makeBackend: MakeBackend): void {
  describe('email templates contract', () => {
    const backend = useBackend(makeBackend);

    it('creates a custom template, lists it on the booking and gets it back prefilled', async () => {
      const { bookingID } = await backend.setup();
      const created = await backend.api.emailTemplates.create({ bookingID, emailTemplateName: ' Day-of Reminder ' });
      expect(created).toEqual({ emailTemplateID: created.emailTemplateID, emailTemplateName: 'Day-of Reminder', system: false, HTML: true });
      const summary = (await backend.api.bookings.get({ bookingID })).emailTemplates[created.emailTemplateID];
      expect(summary).toEqual({ id: created.emailTemplateID, name: 'Day-of Reminder', system: false, HTML: true });
      const template = await backend.api.emailTemplates.get({ emailTemplateID: created.emailTemplateID });
      expect(template).toMatchObject({ emailTemplateName: 'Day-of Reminder', subject: 'Day-of Reminder', body: '', system: false, HTML: true });
      expect(template.from).not.toBe('');
      expect(template.replyTo).not.toBe('');
    });

    it('refuses a second template of the same name (any case) with 409', async () => {
      const { bookingID } = await backend.setup();
      await backend.api.emailTemplates.create({ bookingID, emailTemplateName: 'Reminder' });
      await expectHttpError(backend.api.emailTemplates.create({ bookingID, emailTemplateName: 'reminder' }), 409);
      await expectHttpError(backend.api.emailTemplates.create({ bookingID, emailTemplateName: 'Attendee Invite Link' }), 409);
    });

    it('refuses a blank name with Required', async () => {
      const { bookingID } = await backend.setup();
      await expectHttpError(backend.api.emailTemplates.create({ bookingID, emailTemplateName: BLANK }), 400, { emailTemplateName: 'Required' });
    });

    it('saves a template, and refuses a blank subject, sender or reply-to field by field', async () => {
      const { bookingID } = await backend.setup();
      const { emailTemplateID } = await backend.api.emailTemplates.create({ bookingID, emailTemplateName: 'Follow-up' });
      await expectHttpError(backend.api.emailTemplates.update(saveBody(bookingID, emailTemplateID, { subject: BLANK, from: '', replyTo: BLANK })), 400, {
        subject: 'Required',
        from: 'Required',
        replyTo: 'Required',
      });
      // Issue 25: a reply-to mail could not carry is refused by field, not dropped from the mail later.
      await expectHttpError(backend.api.emailTemplates.update(saveBody(bookingID, emailTemplateID, { replyTo: 'events team' })), 400, { replyTo: messages.replyToInvalid });
      const saved = await backend.api.emailTemplates.update(saveBody(bookingID, emailTemplateID, { html: false, body: 'Hi' }));
      expect(saved).toMatchObject({ emailTemplateID, subject: 'Hello', from: 'Events', replyTo: 'events@example.com', body: 'Hi', HTML: false, system: false });
      expect(await backend.api.emailTemplates.get({ emailTemplateID })).toMatchObject({ subject: 'Hello', body: 'Hi', HTML: false });
      expect((await backend.api.bookings.get({ bookingID })).emailTemplates[emailTemplateID].HTML).toBe(false);
    });

    it('refuses a placeholder the renderer does not know, naming it, and keeps the template', async () => {
      const { bookingID } = await backend.setup();
      const { emailTemplateID } = await backend.api.emailTemplates.create({ bookingID, emailTemplateName: 'Typo' });
      await expectHttpError(backend.api.emailTemplates.update(saveBody(bookingID, emailTemplateID, { body: '<p>Dear {{first_name}}, {{firstName}}</p>' })), 400, {
        body: 'Unknown placeholder: {{first_name}}',
      });
      expect((await backend.api.emailTemplates.get({ emailTemplateID })).body).toBe('');
    });

    it('queues a send per registration, refuses a stranger, and reports each delivery', async () => {
      const { bookingID, spaceID } = await backend.setup();
      const ada = await backend.api.registrations.create(guestInput(bookingID, { first: 'Ada', email: 'ada@example.com' }));
      const { emailTemplateID } = await backend.api.emailTemplates.create({ bookingID, emailTemplateName: 'Note' });
      await backend.api.emailTemplates.update(saveBody(bookingID, emailTemplateID, { body: '<p>Hi {{firstName}}</p>' }));
      const result = await backend.api.emailTemplates.send({ bookingID, spaceID, emailTemplateID, toSend: [ada.registrationID, UNKNOWN_ID] });
      expect(result).toEqual({
        sendID: expect.any(String),
        sent: [],
        queued: [ada.registrationID],
        failed: [{ registrationID: UNKNOWN_ID, message: 'Registration not found' }],
      });
      const deliveries = await backend.api.emailTemplates.deliveries({ bookingID });
      expect(deliveries).toEqual([expect.objectContaining({ sendID: result.sendID, registrationID: ada.registrationID, emailTemplateID, reason: '' })]);
      expect(['queued', 'sent']).toContain(deliveries[0].state);
      await expectHttpError(backend.api.emailTemplates.deliveries({ bookingID: UNKNOWN_ID }), 404);
    });

    it('refuses, recipient by recipient, a guest with a blank or invalid address, and queues the others', async () => {
      const { bookingID, spaceID } = await backend.setup();
      const ada = await backend.api.registrations.create(guestInput(bookingID, { first: 'Ada', email: 'ada@example.com' }));
      const blank = await backend.api.registrations.create(guestInput(bookingID, { first: 'Blank', email: '' }));
      const { emailTemplateID } = await backend.api.emailTemplates.create({ bookingID, emailTemplateName: 'Note' });
      await backend.api.emailTemplates.update(saveBody(bookingID, emailTemplateID, { body: '<p>Hi {{firstName}}</p>' }));
      const result = await backend.api.emailTemplates.send({ bookingID, spaceID, emailTemplateID, toSend: [blank.registrationID, ada.registrationID, ada.registrationID] });
      expect(result).toEqual({
        sendID: expect.any(String),
        sent: [],
        queued: [ada.registrationID],
        failed: [{ registrationID: blank.registrationID, message: SEND_REFUSALS.noValidAddress }],
      });
      expect((await backend.api.emailTemplates.deliveries({ bookingID })).map((d) => d.registrationID)).toEqual([ada.registrationID]);
    });

    it('refuses a send to nobody with 400 toSend Required', async () => {
      const { bookingID, spaceID } = await backend.setup();
      const { emailTemplateID } = await backend.api.emailTemplates.create({ bookingID, emailTemplateName: 'Note' });
      const refusal = await expectHttpError(backend.api.emailTemplates.send({ bookingID, spaceID, emailTemplateID, toSend: [] }), 400, { toSend: messages.required });
      expect(refusal.body).toMatchObject({ code: ERROR_CODES.badRequest });
      expect(await backend.api.emailTemplates.deliveries({ bookingID })).toEqual([]);
    });

    it('refuses to delete a system template with 409 SystemTemplate and its text', async () => {
      const { bookingID } = await backend.setup();
      const booking = await backend.api.bookings.get({ bookingID });
      const system = Object.values(booking.emailTemplates).find((t) => t.system);
      const refusal = await expectHttpError(backend.api.emailTemplates.delete({ emailTemplateID: system?.id ?? UNKNOWN_ID, bookingID }), 409);
      expect(refusal).toMatchObject({ message: 'System email templates cannot be deleted.', body: expect.objectContaining({ code: ERROR_CODES.systemTemplate }) });
    });

    it('deletes a custom template: 404 afterwards and gone from the booking', async () => {
      const { bookingID } = await backend.setup();
      const { emailTemplateID } = await backend.api.emailTemplates.create({ bookingID, emailTemplateName: 'Temporary' });
      await backend.api.emailTemplates.delete({ emailTemplateID, bookingID });
      await expectHttpError(backend.api.emailTemplates.get({ emailTemplateID }), 404);
      expect((await backend.api.bookings.get({ bookingID })).emailTemplates[emailTemplateID]).toBeUndefined();
    });

    it('answers 404 for an unknown template or booking', async () => {
      const { bookingID } = await backend.setup();
      await expectHttpError(backend.api.emailTemplates.get({ emailTemplateID: UNKNOWN_ID }), 404);
      await expectHttpError(backend.api.emailTemplates.delete({ emailTemplateID: UNKNOWN_ID, bookingID }), 404);
      const unknown = await expectHttpError(backend.api.emailTemplates.create({ bookingID: UNKNOWN_ID, emailTemplateName: 'X' }), 404);
      expect(unknown).toMatchObject({ message: notFoundMessage('Booking'), body: expect.objectContaining({ code: ERROR_CODES.notFound }) });
    });
  });
}
