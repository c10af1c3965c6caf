import type { Booking, EmailTemplate, Registration } from '@greenroom/core';
import { messages, SINGLE_LINE_MESSAGE, TEMPLATE_REPLY_TO_UNSENDABLE } from '@greenroom/core/rules';
import { createBooking, createTenant, person, type Tenant } from './bookingFixtures';
import { createTestServer, injectAs, PUBLIC_URL, type Method, type TestServer, type TestUser } from './helpers';
import { readable, startSmtpCatcher, type SmtpCatcher } from './smtpCatcher';

const injector = (server: TestServer) => (user: TestUser, method: Method, url: string, payload?: unknown) => injectAs(server, user, method, url, payload);

const templateIDByName = (booking: Booking, name: string) => Object.values(booking.emailTemplates).find((t) => t.name === name)!.id;

describe('email templates (outbox)', () => {
  let server: TestServer;
  let tenant: Tenant;
  let other: Tenant;
  let inject: ReturnType<typeof injector>;
  beforeAll(async () => {
    server = await createTestServer();
    inject = injector(server);
    tenant = await createTenant(server);
    other = await createTenant(server);
  });
  afterAll(async () => {
    await server.close();
  });

  const getBooking = async (bookingID: string) => (await inject(tenant.producer, 'GET', `/booking?bookingID=${bookingID}`)).json<Booking>();
  const getTemplate = async (id: string, user = tenant.producer) => inject(user, 'GET', `/email-template?emailTemplateID=${id}`);

  it('answers a system template in full', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    const response = await getTemplate(templateIDByName(booking, 'Attendee Invite Link'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      emailTemplateName: 'Attendee Invite Link',
      system: true,
      HTML: true,
      from: 'Greenroom',
      replyTo: 'no-reply@localhost',
      subject: 'You are invited: {{mainHeader}}',
      body: expect.stringContaining('{{intakeLink}}'),
    });
  });

  it('creates, saves and deletes a custom template, keeping the booking map in step', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    const created = await inject(tenant.producer, 'POST', '/email-template', { bookingID: booking.bookingID, emailTemplateName: ' Reminder ' });
    expect(created.statusCode).toBe(201);
    const { emailTemplateID } = created.json<EmailTemplate>();
    expect(created.json()).toEqual({ emailTemplateID, emailTemplateName: 'Reminder', system: false, HTML: true });
    expect((await getBooking(booking.bookingID)).emailTemplates[emailTemplateID]).toEqual({ id: emailTemplateID, name: 'Reminder', system: false, HTML: true });

    const saved = await inject(tenant.producer, 'PUT', '/email-template', {
      bookingID: booking.bookingID,
      emailTemplateID,
      subject: 'See you soon',
      from: 'Events Team',
      replyTo: 'events@example.com',
      body: 'Hi {{firstName}}',
      system: true,
      html: false,
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      emailTemplateID,
      emailTemplateName: 'Reminder',
      subject: 'See you soon',
      from: 'Events Team',
      replyTo: 'events@example.com',
      body: 'Hi {{firstName}}',
      HTML: false,
      system: false,
      version: 2,
      translations: {},
    });
    expect((await getBooking(booking.bookingID)).emailTemplates[emailTemplateID].HTML).toBe(false);

    const deleted = await inject(tenant.producer, 'DELETE', `/email-template?emailTemplateID=${emailTemplateID}&bookingID=${booking.bookingID}`);
    expect(deleted.statusCode).toBe(204);
    expect((await getTemplate(emailTemplateID)).statusCode).toBe(404);
    expect((await getBooking(booking.bookingID)).emailTemplates[emailTemplateID]).toBeUndefined();
  });

  it('refuses a blank or duplicate name, missing fields and line breaks', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    const blank = await inject(tenant.producer, 'POST', '/email-template', { bookingID: booking.bookingID, emailTemplateName: '  ' });
    expect(blank.json()).toMatchObject({ fieldErrors: { emailTemplateName: 'Required' } });
    const duplicate = await inject(tenant.producer, 'POST', '/email-template', { bookingID: booking.bookingID, emailTemplateName: 'attendee invite link' });
    expect(duplicate.statusCode).toBe(409);
    const id = templateIDByName(booking, 'Registration Confirmation');
    const put = (change: Record<string, unknown>) =>
      inject(tenant.producer, 'PUT', '/email-template', {
        bookingID: booking.bookingID,
        emailTemplateID: id,
        subject: 'S',
        from: 'F',
        replyTo: 'r@example.com',
        body: '',
        system: true,
        html: true,
        ...change,
      });
    const missing = await put({ subject: ' ', from: '', replyTo: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ subject: 'Required', from: 'Required', replyTo: 'Required' });
    const injected = await put({ subject: 'Hi\r\nBcc: everyone@example.com' });
    expect(injected.json().fieldErrors).toEqual({ subject: SINGLE_LINE_MESSAGE });
    const unknown = await put({ subject: 'Hi {{ first_name }}', body: '<p>Dear {first_name}, {{firstName}}</p>' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ subject: 'Unknown placeholder: {{ first_name }}', body: 'Unknown placeholder: {first_name}' });
    // Issue 25: a reply-to mail could not carry is refused with a field error, not dropped from the mail later.
    for (const replyTo of ['R', 'events team', 'events@example.com, more@example.com']) {
      const bad = await put({ replyTo });
      expect([bad.statusCode, bad.json().fieldErrors]).toEqual([400, { replyTo: messages.replyToInvalid }]);
    }
    expect((await getTemplate(id)).json()).toMatchObject({ subject: 'Registration confirmed: {{mainHeader}}', replyTo: 'no-reply@localhost', version: 1 });
  });

  it("refuses to send a template whose stored reply-to mail could not carry (409, nothing queued), naming the fix", async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    const id = templateIDByName(booking, 'Attendee Invite Link');
    const ada = (await inject(tenant.producer, 'POST', '/registration', person(booking.bookingID))).json<Registration>();
    // Saved before the reply-to was checked.
    await server.db.updateTable('email_templates').set({ reply_to: 'events team' }).where('email_template_id', '=', id).execute();
    const send = await inject(tenant.producer, 'POST', '/email-parse-request', { bookingID: booking.bookingID, spaceID: tenant.spaceID, emailTemplateID: id, toSend: [ada.registrationID] });
    expect(send.statusCode).toBe(409);
    expect(send.json()).toEqual({ message: TEMPLATE_REPLY_TO_UNSENDABLE, code: 'Conflict' });
    expect(await server.db.selectFrom('mail_deliveries').select('delivery_id').where('booking_id', '=', booking.bookingID).execute()).toEqual([]);
  });

  it('keeps system templates (409)', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    const id = templateIDByName(booking, 'Presenter Invite Link');
    const response = await inject(tenant.producer, 'DELETE', `/email-template?emailTemplateID=${id}&bookingID=${booking.bookingID}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'System email templates cannot be deleted.', code: 'SystemTemplate' });
    expect((await getTemplate(id)).statusCode).toBe(200);
  });

  it('keeps templates out of reach of other producers and other bookings', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    const second = await createBooking(server, tenant.producer, tenant.spaceID);
    const id = templateIDByName(booking, 'Attendee Invite Link');
    expect((await getTemplate(id, other.producer)).statusCode).toBe(404);
    const change = { bookingID: booking.bookingID, emailTemplateID: id, subject: 'X', from: 'X', replyTo: 'X', body: 'X', system: true, html: false };
    expect((await inject(other.producer, 'PUT', '/email-template', change)).statusCode).toBe(404);
    expect((await inject(tenant.producer, 'PUT', '/email-template', { ...change, bookingID: second.bookingID })).statusCode).toBe(404);
    const custom = (await inject(tenant.producer, 'POST', '/email-template', { bookingID: booking.bookingID, emailTemplateName: 'Mine' })).json<EmailTemplate>();
    expect((await inject(other.producer, 'DELETE', `/email-template?emailTemplateID=${custom.emailTemplateID}&bookingID=${booking.bookingID}`)).statusCode).toBe(404);
    expect((await inject(tenant.producer, 'DELETE', `/email-template?emailTemplateID=${custom.emailTemplateID}&bookingID=${second.bookingID}`)).statusCode).toBe(404);
    expect((await getTemplate(custom.emailTemplateID)).statusCode).toBe(200);
    expect((await getTemplate(id)).json().subject).toBe('You are invited: {{mainHeader}}');
    expect((await inject(other.producer, 'POST', '/email-template', { bookingID: booking.bookingID, emailTemplateName: 'Theirs' })).statusCode).toBe(404);
  });

  it('renders into the outbox without SMTP_URL and records who got it', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    const attendee = (await inject(tenant.producer, 'POST', '/registration', person(booking.bookingID, { first: '<b>Ada</b>' }))).json<Registration>();
    const presenter = (await inject(tenant.producer, 'POST', '/presenter', person(booking.bookingID, { first: 'Grace', email: 'grace@example.com' }))).json<Registration>();
    const noEmail = (await inject(tenant.producer, 'POST', '/registration', person(booking.bookingID, { first: 'Nobody', email: '' }))).json<Registration>();
    const theirs = await createBooking(server, other.producer, other.spaceID);
    const stranger = (await inject(other.producer, 'POST', '/registration', person(theirs.bookingID))).json<Registration>();
    const id = templateIDByName(booking, 'Attendee Invite Link');

    const response = await inject(tenant.producer, 'POST', '/email-parse-request', {
      bookingID: booking.bookingID,
      spaceID: tenant.spaceID,
      emailTemplateID: id,
      toSend: [attendee.registrationID, presenter.registrationID, noEmail.registrationID, stranger.registrationID],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      sendID: expect.any(String),
      sent: [],
      queued: [attendee.registrationID, presenter.registrationID],
      failed: [
        { registrationID: noEmail.registrationID, message: 'This registration has no valid email address' },
        { registrationID: stranger.registrationID, message: 'Registration not found' },
      ],
    });
    await server.app.mailWorker.drain();
    const outbox = await server.db.selectFrom('outbox').selectAll().orderBy('to').execute();
    const toAda = outbox.find((m) => m.to === 'ada@example.com')!;
    expect(toAda.subject).toBe('You are invited: Launch');
    expect(toAda.html).toContain('Hi &lt;b&gt;Ada&lt;/b&gt;,');
    expect(toAda.html).toContain(`href="${PUBLIC_URL}/guest/intake/${attendee.loginCode}"`);
    expect(toAda.html).toContain('Starts: 11/21/2026 3:00 PM CST<br>');
    expect(toAda.text).toContain('Hi <b>Ada</b>,');
    const toGrace = outbox.find((m) => m.to === 'grace@example.com')!;
    expect(toGrace.html).toContain(`${PUBLIC_URL}/guest/attendee-join/${presenter.loginCode}`);

    const emailsOf = async (registrationID: string) =>
      JSON.parse((await server.db.selectFrom('registrations').select('emails').where('registration_id', '=', registrationID).executeTakeFirstOrThrow()).emails);
    expect(await emailsOf(attendee.registrationID)).toEqual([id]);
    expect(await emailsOf(noEmail.registrationID)).toEqual([]);
    expect(await emailsOf(stranger.registrationID)).toEqual([]);
    const list = (await inject(tenant.producer, 'GET', `/attendees/all?bookingID=${booking.bookingID}`)).json<Registration[]>();
    // Recording the sent mail is bookkeeping, not an edit: an open Manage Attendee form stays current.
    expect(list.find((r) => r.registrationID === attendee.registrationID)).toMatchObject({ emails: [id], version: 1 });

    // Sending again (a registration object, as the spec sends it) keeps one entry per template.
    const again = await inject(tenant.producer, 'POST', '/email-parse-request', {
      bookingID: booking.bookingID,
      spaceID: tenant.spaceID,
      emailTemplateID: id,
      toSend: [{ registrationID: attendee.registrationID }],
    });
    expect(again.json().queued).toEqual([attendee.registrationID]);
    await server.app.mailWorker.drain();
    expect(await emailsOf(attendee.registrationID)).toEqual([id]);
  });

  it("gives a guest whose time zone is known the event's times in it too (issue 25)", async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    const east = (await inject(tenant.producer, 'POST', '/registration', person(booking.bookingID, { first: 'East', email: 'east@example.com', timeZone: 'America/New_York' }))).json<Registration>();
    const tokyo = (await inject(tenant.producer, 'POST', '/presenter', person(booking.bookingID, { first: 'Tokyo', email: 'tokyo@example.com', timeZone: 'Asia/Tokyo' }))).json<Registration>();
    const local = (await inject(tenant.producer, 'POST', '/registration', person(booking.bookingID, { first: 'Local', email: 'local@example.com', timeZone: 'America/Winnipeg' }))).json<Registration>();
    expect([east.timeZone, tokyo.timeZone, local.timeZone]).toEqual(['America/New_York', 'Asia/Tokyo', 'America/Winnipeg']);
    const sent = await inject(tenant.producer, 'POST', '/email-parse-request', {
      bookingID: booking.bookingID,
      spaceID: tenant.spaceID,
      emailTemplateID: templateIDByName(booking, 'Attendee Invite Link'),
      toSend: [east.registrationID, tokyo.registrationID, local.registrationID],
    });
    expect(sent.json().queued).toHaveLength(3);
    await server.app.mailWorker.drain();
    const mailTo = async (to: string) => (await server.db.selectFrom('outbox').select(['text', 'html']).where('to', '=', to).executeTakeFirstOrThrow());
    const toEast = await mailTo('east@example.com');
    expect(toEast.text).toContain('Starts: 11/21/2026 3:00 PM CST (4:00 PM EST your time)\nEnds: 11/21/2026 4:00 PM CST (5:00 PM EST your time)');
    expect(toEast.html).toContain('Starts: 11/21/2026 3:00 PM CST (4:00 PM EST your time)<br>');
    // The guest's day differs: the date is given too.
    expect((await mailTo('tokyo@example.com')).text).toContain('Starts: 11/21/2026 3:00 PM CST (11/22/2026 6:00 AM GMT+9 your time)');
    // A zone whose clock reads the same as the event's adds nothing.
    expect((await mailTo('local@example.com')).text).toContain('Starts: 11/21/2026 3:00 PM CST\n');

    const unknownZone = await inject(tenant.producer, 'POST', '/registration', person(booking.bookingID, { timeZone: 'Mars/Olympus' }));
    expect([unknownZone.statusCode, unknownZone.json().fieldErrors]).toEqual([400, { timeZone: messages.timeZoneInvalid }]);
  });

  it('refuses a template of another booking, another producer and an empty list', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    const second = await createBooking(server, tenant.producer, tenant.spaceID);
    const body = { bookingID: booking.bookingID, spaceID: tenant.spaceID, emailTemplateID: templateIDByName(second, 'Attendee Invite Link'), toSend: ['x'] };
    expect((await inject(tenant.producer, 'POST', '/email-parse-request', body)).statusCode).toBe(404);
    const own = { ...body, emailTemplateID: templateIDByName(booking, 'Attendee Invite Link') };
    expect((await inject(other.producer, 'POST', '/email-parse-request', own)).statusCode).toBe(404);
    expect((await inject(tenant.producer, 'POST', '/email-parse-request', { ...own, spaceID: other.spaceID })).statusCode).toBe(404);
    expect((await inject(tenant.producer, 'POST', '/email-parse-request', { ...own, toSend: [] })).statusCode).toBe(400);
  });
});

describe('email sending through SMTP', () => {
  let smtp: SmtpCatcher;
  let server: TestServer;
  let tenant: Tenant;
  let inject: ReturnType<typeof injector>;
  beforeAll(async () => {
    smtp = await startSmtpCatcher({ refuse: ['bounce@example.com'] });
    server = await createTestServer({ env: { SMTP_URL: smtp.url, GREENROOM_MAIL_FROM: 'Greenroom <mailer@greenroom.test>' } });
    inject = injector(server);
    tenant = await createTenant(server);
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('delivers to a real SMTP server, records the sent and reports the refused', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    const id = templateIDByName(booking, 'Registration Confirmation');
    await inject(tenant.producer, 'PUT', '/email-template', {
      bookingID: booking.bookingID,
      emailTemplateID: id,
      subject: 'Confirmed: {{mainHeader}} for {{firstName}}',
      from: 'Launch Team',
      replyTo: 'team@example.com',
      body: '<p>Hi {{firstName}}</p><p><a href="{{intakeLink}}">Join</a></p>',
      system: true,
      html: true,
    });
    const ada = (await inject(tenant.producer, 'POST', '/registration', person(booking.bookingID, { first: 'Ada & Co' }))).json<Registration>();
    const bounce = (await inject(tenant.producer, 'POST', '/registration', person(booking.bookingID, { first: 'Bo', email: 'bounce@example.com' }))).json<Registration>();

    const response = await inject(tenant.producer, 'POST', '/email-parse-request', {
      bookingID: booking.bookingID,
      spaceID: tenant.spaceID,
      emailTemplateID: id,
      toSend: [ada.registrationID, bounce.registrationID],
    });
    expect(response.json()).toMatchObject({ sent: [], queued: [ada.registrationID, bounce.registrationID], failed: [] });
    expect(smtp.messages).toHaveLength(0);
    await server.app.mailWorker.drain();
    const states = (await inject(tenant.producer, 'GET', `/email-deliveries?bookingID=${booking.bookingID}`)).json<{ registrationID: string; state: string; reason: string }[]>();
    expect(Object.fromEntries(states.map(({ registrationID, state, reason }) => [registrationID, { state, reason }]))).toEqual({
      [ada.registrationID]: { state: 'sent', reason: '' },
      [bounce.registrationID]: { state: 'failed', reason: expect.stringMatching(/^The mail server refused this message: 550 /) },
    });
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail.from).toBe('mailer@greenroom.test');
    expect(mail.to).toEqual(['ada@example.com']);
    const text = readable(mail.raw);
    expect(text).toMatch(/^From: Launch Team <mailer@greenroom\.test>\r?$/m);
    expect(text).toMatch(/^Reply-To: team@example\.com\r?$/m);
    expect(text).toMatch(/^Subject: Confirmed: Launch for Ada & Co\r?$/m);
    // A stable Message-ID per delivery (issue 32 §9): a resend after a crash is the same message.
    const [delivery] = await server.db.selectFrom('mail_deliveries').select('delivery_id').where('registration_id', '=', ada.registrationID).execute();
    expect(text).toMatch(new RegExp(`^Message-ID: <${delivery.delivery_id}@greenroom\\.test>\r?$`, 'mi'));
    expect(text).toContain('<p>Hi Ada &amp; Co</p>');
    expect(text).toContain(`<a href="${PUBLIC_URL}/guest/intake/${ada.loginCode}">Join</a>`);
    expect(await server.db.selectFrom('outbox').selectAll().execute()).toEqual([]);

    const emails = await server.db.selectFrom('registrations').select(['registration_id', 'emails']).where('booking_id', '=', booking.bookingID).execute();
    expect(Object.fromEntries(emails.map((r) => [r.registration_id, JSON.parse(r.emails)]))).toEqual({
      [ada.registrationID]: [id],
      [bounce.registrationID]: [],
    });
  });
});
