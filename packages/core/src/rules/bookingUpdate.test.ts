import type { Booking } from '../entities';
import { messages } from '../validation';
import { planBookingUpdate } from './bookingUpdate';
import { defaultIntakeFields } from './intakeFields';
import { DEFAULT_SERVER_OPTIONS } from './serverOptions';

const serverOptions = DEFAULT_SERVER_OPTIONS;
const publicCloud = serverOptions.video['Public Cloud'];
const publicServer = serverOptions.game['Public Server'];

function stored(): Booking {
  return {
    bookingID: 'b1',
    spaceID: 's1',
    name: 'Launch',
    calendarID: '',
    start: { time: '2026-11-21T15:00:00Z', timezone: 'America/Chicago', timeValue: Date.UTC(2026, 10, 21, 15) },
    end: { time: '2026-11-21T16:00:00Z', timezone: 'America/Chicago', timeValue: Date.UTC(2026, 10, 21, 16) },
    doorsOpen: '2026-11-21T14:30:00Z',
    doorsClosed: '2026-11-21T16:30:00Z',
    enableDoors: false,
    accessTime: '2026-11-21T15:00:00Z',
    capacity: 20,
    registrationCapacity: 20,
    useRegistrationCapacity: false,
    gracePeriodMinutes: 0,
    registrationCount: 0,
    sendEntryNotifications: false,
    showInRoomHelpButton: false,
    privateCloud: false,
    enableQA: false,
    videoServer: publicCloud.url,
    videoServerAppID: publicCloud.appID,
    gameServer: publicServer.url,
    gamePort: publicServer.port,
    publicAppLoginCode: 'pub',
    signUpLoginCode: 'sign',
    mobileHybridLoginCode: '',
    emailTemplates: {},
    intakeFields: defaultIntakeFields(),
    errorMessages: { public: 'a', signUp: 'b', attendee: 'c', presenter: 'd' },
    supportMessage: '',
    enableSupport: false,
    hangUpURL: '',
    registrationNotificationEmailAddress: '',
    version: 1,
  };
}

const producer = { superAdmin: false, serverOptions };
const admin = { superAdmin: true, serverOptions };

describe('planBookingUpdate', () => {
  it('takes producer fields and ignores ids, codes, counts and templates', () => {
    const plan = planBookingUpdate(
      stored(),
      { ...stored(), name: ' Renamed ', enableQA: true, publicAppLoginCode: 'stolen', registrationCount: 99, spaceID: 's2' },
      producer,
    );
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.changed).toBe(true);
    expect(plan.next).toMatchObject({ name: 'Renamed', enableQA: true });
    expect(plan.next).not.toHaveProperty('publicAppLoginCode');
    expect(plan.next).not.toHaveProperty('registrationCount');
    expect(plan.next).not.toHaveProperty('spaceID');
  });

  it('sees an unchanged body as unchanged', () => {
    expect(planBookingUpdate(stored(), stored(), producer)).toMatchObject({ ok: true, changed: false });
  });

  it.each(['sendEntryNotifications', 'showInRoomHelpButton', 'privateCloud'] as const)(
    'refuses a producer changing %s but accepts the stored value',
    (field) => {
      expect(planBookingUpdate(stored(), { ...stored(), [field]: true }, producer)).toEqual({
        ok: false,
        kind: 'forbidden',
        fields: [field],
      });
      expect(planBookingUpdate(stored(), { ...stored(), [field]: true }, admin)).toMatchObject({ ok: true, changed: true });
    },
  );

  it('refuses a producer moving the video or game server, also by address', () => {
    expect(planBookingUpdate(stored(), { ...stored(), updatedVideoServer: 'US Private Cloud' }, producer)).toMatchObject({
      ok: false,
      kind: 'forbidden',
      fields: ['privateCloud', 'videoServer', 'videoServerAppID'],
    });
    expect(planBookingUpdate(stored(), { ...stored(), updatedGameServer: 'Development Server' }, producer)).toMatchObject({
      kind: 'forbidden',
      fields: ['gameServer', 'gamePort'],
    });
    expect(planBookingUpdate(stored(), { ...stored(), gamePort: 3777 }, producer)).toMatchObject({ kind: 'forbidden' });
    // The current server sent back is no change.
    expect(planBookingUpdate(stored(), { ...stored(), updatedVideoServer: publicCloud, updatedGameServer: 'Public Server' }, producer)).toMatchObject({
      ok: true,
      changed: false,
    });
  });

  it('maps the named options to the configured addresses for a super-admin', () => {
    const plan = planBookingUpdate(
      stored(),
      { ...stored(), updatedVideoServer: 'Europe Private Cloud', updatedGameServer: { ...serverOptions.game['Development Server'] } },
      admin,
    );
    expect(plan.ok && plan.next).toMatchObject({
      videoServer: serverOptions.video['Europe Private Cloud'].url,
      videoServerAppID: serverOptions.video['Europe Private Cloud'].appID,
      privateCloud: true,
      gameServer: serverOptions.game['Development Server'].url,
      gamePort: 3777,
    });
  });

  it('refuses addresses that are not configured options', () => {
    expect(
      planBookingUpdate(stored(), { ...stored(), updatedVideoServer: { url: 'https://evil.test', appID: 'x' }, updatedGameServer: 'Moon' as never }, admin),
    ).toEqual({ ok: false, kind: 'invalid', fieldErrors: { updatedVideoServer: 'Unknown video server', updatedGameServer: 'Unknown game server' } });
  });

  it('checks changed settings with the spec messages', () => {
    const plan = planBookingUpdate(
      stored(),
      {
        ...stored(),
        hangUpURL: 'www.example.com',
        enableSupport: true,
        supportMessage: ' ',
        errorMessages: { public: ' ', signUp: 'b', attendee: 'c', presenter: 'd' },
        accessTime: 'nope',
      },
      producer,
    );
    expect(plan).toEqual({
      ok: false,
      kind: 'invalid',
      fieldErrors: {
        hangUpURL: 'Please ensure that your URL begins with HTTP or HTTPS.',
        supportMessage: 'Required',
        'errorMessages.public': 'Required',
        accessTime: messages.invalidDateTime,
      },
    });
  });

  it('stores intake fields in order with hidden ones optional, and refuses a wrong list', () => {
    const fields = defaultIntakeFields().reverse().map((f) => (f.name === 'First Name' ? { ...f, visible: false } : f));
    const plan = planBookingUpdate(stored(), { ...stored(), intakeFields: fields }, producer);
    expect(plan.ok && plan.next.intakeFields[0]).toEqual({ name: 'First Name', visible: false, mandatory: false });
    expect(planBookingUpdate(stored(), { ...stored(), intakeFields: fields.slice(1) }, producer)).toMatchObject({
      ok: false,
      fieldErrors: { intakeFields: expect.any(String) },
    });
  });

  it('derives timeValue from the time', () => {
    const plan = planBookingUpdate(stored(), { ...stored(), start: { ...stored().start, timeValue: 1 } }, producer);
    expect(plan.ok && plan.next.start.timeValue).toBe(Date.UTC(2026, 10, 21, 15));
  });
});
