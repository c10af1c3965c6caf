import { HttpError } from '../api/HttpError';
import type { PortalApi } from '../api/PortalApi';
import { portalApiMethods } from '../api/methods';
import type { Booking, PresenterPermissions, RegistrationInput } from '../entities';
import { buildBooking } from '../memory/builders';
import { defaultPresenterPermissions } from '../validation/presenterPermissions';
import { createHttpApi } from './createHttpApi';

interface Sent {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | null | undefined;
}

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch that records every request and answers with `reply`. */
function fakeFetch(reply: (sent: Sent, index: number) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const request: Sent = {
      url,
      method: init.method,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      signal: init.signal,
    };
    sent.push(request);
    return reply(request, sent.length - 1);
  });
  return { fetch, sent };
}

function fakeAuth(token: string | null = 'token-1', fresh: string | null = 'token-2') {
  return {
    getIdToken: vi.fn(async () => token),
    refresh: vi.fn(async () => fresh),
    signOut: vi.fn(async () => undefined),
  };
}

function setup(reply: (sent: Sent, index: number) => Response | Promise<Response>, auth = fakeAuth()) {
  const { fetch, sent } = fakeFetch(reply);
  const api = createHttpApi({ baseUrl: '/api/', auth, fetch });
  return { api, sent, fetch, auth };
}

const start = { time: '2026-11-21T21:00:00Z', timezone: 'America/Chicago', timeValue: 1795294800000 };
const end = { time: '2026-11-21T22:00:00Z', timezone: 'America/Chicago', timeValue: 1795298400000 };
const bookingPayload = {
  spaceID: 's1',
  name: 'Launch',
  start,
  end,
  capacity: 20,
  gracePeriodMinutes: 0,
  accessTime: '2026-11-21T21:00:00Z',
  doorsOpen: '2026-11-21T20:30:00Z',
  doorsClosed: '2026-11-21T22:30:00Z',
};
const booking: Booking = buildBooking(bookingPayload, {
  bookingID: 'b1',
  codes: { publicAppLoginCode: 'pub', signUpLoginCode: 'sign', mobileHybridLoginCode: 'hyb' },
  templates: [],
  space: {},
});
const address = { addressLine1: '1 Main St', addressLine2: '', city: 'Austin', state: 'TX', zipCode: '78701' };
const guest: RegistrationInput = {
  bookingID: 'b1',
  first: 'Ada',
  last: 'Lovelace',
  email: 'ada@example.com',
  company: 'AE',
  phone: '',
  address,
  brand: false,
  allowEarlyAccess: true,
};
const permissions: PresenterPermissions = defaultPresenterPermissions();
const registration = {
  registrationID: 'r1',
  bookingID: 'b1',
  loginCode: 'code',
  brand: false,
  allowEarlyAccess: true,
  emails: [],
  registrationData: { firstName: 'Ada', lastName: 'Lovelace', company: 'AE', emailAddress: 'ada@example.com', phone: '', address },
};
const presenter = { ...registration, permissions, bridgeAccess: true, presentation: { presentationID: '' } };
const calendar = { calendarID: 'c1', calendarName: 'Season', loginCode: 'abc', bookings: [], spaceID: 's1' };
const presentation = { presentationID: 'pr1', spaceID: 's1', name: 'Deck', slides: ['a.png'], thumbnailRoot: '/t/' };
const project = { projectID: 'p1', projectName: 'Demo', spaces: {} };
const producer = { producerID: 'u1', name: 'Ada L', role: 1, projects: {} };
const space = { spaceID: 's1', spaceName: 'Hall' };
const template = {
  emailTemplateID: 't1',
  emailTemplateName: 'Reminder',
  subject: 'Hi',
  from: 'Team',
  replyTo: 'a@b.co',
  body: 'Body',
  HTML: true,
  system: false,
};
const target = { url: 'http://host/upload/f1', fileID: 'f1', fileTypeFormatted: 'png' };
const zoned = { date: '2026-11-21T06:01:00Z', timezone: 'America/Chicago' };

interface Row {
  name: string;
  call: (api: PortalApi) => Promise<unknown>;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  reply?: unknown;
  result?: unknown;
}

// One row per call of docs/reference/portal.md §7 and docs/reference/bookings.md §7 (uploads.put is tested on its own).
const rows: Row[] = [
  { name: 'producers.getRole', call: (a) => a.producers.getRole({ producerID: 'u 1&x' }), method: 'GET', url: '/api/producer/role?producerID=u%201%26x', reply: 0, result: 0 },
  { name: 'producers.list', call: (a) => a.producers.list(), method: 'GET', url: '/api/producers/all/admin', reply: [producer], result: [producer] },
  {
    name: 'producers.create',
    call: (a) => a.producers.create({ temporaryPassword: 'Temp1234', email: 'a@b.co', username: 'ada', first: 'Ada', last: 'L', projects: {}, role: 1 }),
    method: 'POST',
    url: '/api/producer',
    body: { temporaryPassword: 'Temp1234', email: 'a@b.co', username: 'ada', first: 'Ada', last: 'L', projects: {}, role: 1 },
    reply: producer,
    result: producer,
  },
  {
    name: 'producers.updateProjects',
    call: (a) => a.producers.updateProjects({ producerID: 'u1', projects: { p1: { projectID: 'p1', projectName: 'Demo' } } }),
    method: 'PUT',
    url: '/api/producer',
    body: { producerID: 'u1', projects: { p1: { projectID: 'p1', projectName: 'Demo' } } },
    reply: producer,
    result: producer,
  },
  { name: 'projects.create', call: (a) => a.projects.create({ name: 'Demo' }), method: 'POST', url: '/api/project', body: { name: 'Demo' }, reply: project, result: project },
  { name: 'projects.get', call: (a) => a.projects.get({ projectID: 'p1' }), method: 'GET', url: '/api/project?projectID=p1', reply: project, result: project },
  { name: 'projects.list', call: (a) => a.projects.list(), method: 'GET', url: '/api/projects/all/admin', reply: [project], result: [project] },
  { name: 'projects.listWithSpaces', call: (a) => a.projects.listWithSpaces({ producerID: 'u1' }), method: 'GET', url: '/api/projects-and-spaces?producerID=u1', reply: [project], result: [project] },
  { name: 'worlds.list', call: (a) => a.worlds.list(), method: 'GET', url: '/api/worlds/all/admin', reply: [], result: [] },
  { name: 'spaces.list', call: (a) => a.spaces.list(), method: 'GET', url: '/api/spaces/all/admin', reply: [], result: [] },
  {
    name: 'spaces.create',
    call: (a) =>
      a.spaces.create({ spaceName: 'Hall', projectID: 'p1', worldID: 'w1', defaultVideoServer: 'v', defaultVideoServerAppID: 'app', defaultGameServer: 'g', defaultGamePort: 443, startDate: zoned, endDate: zoned }),
    method: 'POST',
    url: '/api/space',
    body: { spaceName: 'Hall', projectID: 'p1', worldID: 'w1', defaultVideoServer: 'v', defaultVideoServerAppID: 'app', defaultGameServer: 'g', defaultGamePort: 443, startDate: zoned, endDate: zoned },
    reply: space,
    result: space,
  },
  { name: 'spaces.get', call: (a) => a.spaces.get({ spaceID: 's1', producerID: 'u1' }), method: 'GET', url: '/api/space?spaceID=s1&producerID=u1', reply: space, result: space },
  { name: 'spaces.usage', call: (a) => a.spaces.usage({ spaceID: 's1' }), method: 'GET', url: '/api/space/usage?spaceID=s1', reply: { usageSeconds: 7200 }, result: { usageSeconds: 7200 } },
  {
    name: 'spaces.checkWorlds',
    call: (a) => a.spaces.checkWorlds(),
    method: 'GET',
    url: '/api/space-worlds-admin',
    reply: { invalidSpaces: [], invalidWorlds: [] },
    result: { invalidSpaces: [], invalidWorlds: [] },
  },
  {
    name: 'spaces.repairWorldSkin',
    call: (a) => a.spaces.repairWorldSkin({ spaceID: 's1', property: 'floorColor', value: '#FFFFFF' }),
    method: 'PUT',
    url: '/api/skin/world/repair',
    body: { spaceID: 's1', property: 'floorColor', value: '#FFFFFF' },
  },
  {
    name: 'spaces.updateEndTimes',
    call: (a) => a.spaces.updateEndTimes({ spaceIDArr: ['s1', 's2'], endTime: '2026-11-22T05:59:59Z' }),
    method: 'PUT',
    url: '/api/spaces-endtime-update-admin',
    body: { spaceIDArr: ['s1', 's2'], endTime: '2026-11-22T05:59:59Z' },
  },
  { name: 'bookings.listForSpace', call: (a) => a.bookings.listForSpace({ spaceID: 's1' }), method: 'GET', url: '/api/space/bookings/all?spaceID=s1', reply: [booking], result: [booking] },
  { name: 'bookings.get', call: (a) => a.bookings.get({ bookingID: 'b1' }), method: 'GET', url: '/api/booking?bookingID=b1', reply: booking, result: booking },
  { name: 'bookings.get (with producerID)', call: (a) => a.bookings.get({ bookingID: 'b1', producerID: 'u1' }), method: 'GET', url: '/api/booking?bookingID=b1&producerID=u1', reply: booking, result: booking },
  { name: 'bookings.create', call: (a) => a.bookings.create(bookingPayload), method: 'POST', url: '/api/booking', body: bookingPayload, reply: JSON.stringify(booking), result: booking },
  { name: 'bookings.update', call: (a) => a.bookings.update({ booking }), method: 'PUT', url: '/api/booking', body: booking, reply: { ...booking, version: 2 }, result: { ...booking, version: 2 } },
  { name: 'bookings.delete', call: (a) => a.bookings.delete({ spaceID: 's1', bookingID: 'b1' }), method: 'DELETE', url: '/api/booking?spaceID=s1&bookingID=b1' },
  { name: 'bookings.usage', call: (a) => a.bookings.usage({ bookingID: 'b1' }), method: 'GET', url: '/api/booking/usage?bookingID=b1', reply: { usageSeconds: 30 }, result: { usageSeconds: 30 } },
  {
    name: 'bookings.questions',
    call: (a) => a.bookings.questions({ bookingID: 'b1' }),
    method: 'GET',
    url: '/api/booking/questions?bookingID=b1',
    reply: { q1: { questionText: 'When?', askerName: 'Ada', votes: 1, answerText: '', answererName: '', status: 'open', lastUpdateTime: 1 } },
    result: { q1: { questionText: 'When?', askerName: 'Ada', votes: 1, answerText: '', answererName: '', status: 'open', lastUpdateTime: 1 } },
  },
  { name: 'bookings.regenerateSignUpCode', call: (a) => a.bookings.regenerateSignUpCode({ bookingID: 'b1' }), method: 'PUT', url: '/api/booking/signup/regenerate', body: { bookingID: 'b1' }, reply: 'new-sign', result: 'new-sign' },
  { name: 'bookings.regeneratePublicCode', call: (a) => a.bookings.regeneratePublicCode({ bookingID: 'b1' }), method: 'PUT', url: '/api/booking/public/regenerate', body: { bookingID: 'b1' }, reply: { code: 'new-pub' }, result: 'new-pub' },
  {
    name: 'bookings.regenerateMobileHybridCode',
    call: (a) => a.bookings.regenerateMobileHybridCode({ bookingID: 'b1', create: true }),
    method: 'PUT',
    url: '/api/booking/mobile-hybrid/regenerate',
    body: { bookingID: 'b1', create: true },
    reply: { loginCode: 'new-hyb' },
    result: 'new-hyb',
  },
  { name: 'attendance.list', call: (a) => a.attendance.list({ bookingID: 'b1', spaceID: 's1' }), method: 'GET', url: '/api/attendees/list?bookingID=b1&spaceID=s1', reply: [], result: [] },
  {
    name: 'attendance.repairUsage',
    call: (a) => a.attendance.repairUsage({ attendees: ['a1'], endTime: '2026-11-21T22:00:00Z', bookingID: 'b1' }),
    method: 'PUT',
    url: '/api/booking/usage/repair',
    body: { attendees: ['a1'], endTime: '2026-11-21T22:00:00Z', bookingID: 'b1' },
  },
  { name: 'registrations.listAttendees', call: (a) => a.registrations.listAttendees({ bookingID: 'b1' }), method: 'GET', url: '/api/attendees/all?bookingID=b1', reply: [registration], result: [registration] },
  { name: 'registrations.create', call: (a) => a.registrations.create(guest), method: 'POST', url: '/api/registration', body: guest, reply: registration, result: registration },
  {
    name: 'registrations.update',
    call: (a) => a.registrations.update({ ...guest, registrationID: 'r1' }),
    method: 'PUT',
    url: '/api/registration',
    body: { ...guest, registrationID: 'r1' },
    reply: registration,
    result: registration,
  },
  { name: 'registrations.delete', call: (a) => a.registrations.delete({ registrationID: 'r1' }), method: 'DELETE', url: '/api/registration?registrationID=r1' },
  {
    name: 'registrations.regenerateLogin',
    call: (a) => a.registrations.regenerateLogin({ registrationID: 'r1' }),
    method: 'PUT',
    url: '/api/registration/login/regenerate',
    body: { registrationID: 'r1' },
    reply: 'new-login',
    result: 'new-login',
  },
  {
    name: 'registrations.bulkCreate',
    call: (a) => a.registrations.bulkCreate({ bookingID: 'b1', rows: [{ ...guest }] }),
    method: 'POST',
    url: '/api/registrations/bulk',
    body: { bookingID: 'b1', rows: [guest] },
    reply: { ok: true, created: 1 },
    result: { ok: true, created: 1 },
  },
  {
    name: 'registrations.decide',
    call: (a) => a.registrations.decide!({ bookingID: 'b1', registrationIDs: ['r1'], decision: 'deny', message: 'Full.' }),
    method: 'PUT',
    url: '/api/registrations/decision',
    body: { bookingID: 'b1', registrationIDs: ['r1'], decision: 'deny', message: 'Full.' },
    reply: [registration],
    result: [registration],
  },
  {
    name: 'registrations.promote',
    call: (a) => a.registrations.promote!({ bookingID: 'b1', registrationID: 'r1' }),
    method: 'POST',
    url: '/api/registrations/promote',
    body: { bookingID: 'b1', registrationID: 'r1' },
    reply: registration,
    result: registration,
  },
  { name: 'presenters.list', call: (a) => a.presenters.list({ bookingID: 'b1' }), method: 'GET', url: '/api/presenters/all?bookingID=b1', reply: [presenter], result: [presenter] },
  { name: 'presenters.create', call: (a) => a.presenters.create(guest), method: 'POST', url: '/api/presenter', body: guest, reply: presenter, result: presenter },
  {
    name: 'presenters.update',
    call: (a) => a.presenters.update({ ...guest, registrationID: 'r1', permissions, bridgeAccess: false }),
    method: 'PUT',
    url: '/api/presenter',
    body: { ...guest, registrationID: 'r1', permissions, bridgeAccess: false },
    reply: presenter,
    result: presenter,
  },
  { name: 'presenters.delete', call: (a) => a.presenters.delete({ bookingID: 'b1', registrationID: 'r1' }), method: 'DELETE', url: '/api/presenter?bookingID=b1&registrationID=r1' },
  {
    name: 'presenters.regenerateLogin',
    call: (a) => a.presenters.regenerateLogin({ registrationID: 'r1' }),
    method: 'PUT',
    url: '/api/presenter/login/regenerate',
    body: { registrationID: 'r1' },
    reply: { loginCode: 'p-new' },
    result: 'p-new',
  },
  { name: 'emailTemplates.get', call: (a) => a.emailTemplates.get({ emailTemplateID: 't1' }), method: 'GET', url: '/api/email-template?emailTemplateID=t1', reply: template, result: template },
  {
    name: 'emailTemplates.create',
    call: (a) => a.emailTemplates.create({ bookingID: 'b1', emailTemplateName: 'Reminder' }),
    method: 'POST',
    url: '/api/email-template',
    body: { bookingID: 'b1', emailTemplateName: 'Reminder' },
    reply: { emailTemplateID: 't1', emailTemplateName: 'Reminder', system: false, HTML: true },
    result: { emailTemplateID: 't1', emailTemplateName: 'Reminder', system: false, HTML: true },
  },
  {
    name: 'emailTemplates.update',
    call: (a) =>
      a.emailTemplates.update({ bookingID: 'b1', emailTemplateID: 't1', subject: 'Hi', from: 'Team', replyTo: 'a@b.co', body: 'Body', system: false, html: true }),
    method: 'PUT',
    url: '/api/email-template',
    body: { bookingID: 'b1', emailTemplateID: 't1', subject: 'Hi', from: 'Team', replyTo: 'a@b.co', body: 'Body', system: false, html: true },
    reply: template,
    result: template,
  },
  { name: 'emailTemplates.delete', call: (a) => a.emailTemplates.delete({ emailTemplateID: 't1', bookingID: 'b1' }), method: 'DELETE', url: '/api/email-template?emailTemplateID=t1&bookingID=b1' },
  {
    name: 'emailTemplates.send',
    call: (a) => a.emailTemplates.send({ bookingID: 'b1', spaceID: 's1', emailTemplateID: 't1', toSend: ['r1', 'r2'] }),
    method: 'POST',
    url: '/api/email-parse-request',
    body: { bookingID: 'b1', spaceID: 's1', emailTemplateID: 't1', toSend: ['r1', 'r2'] },
    reply: { sent: ['r1'], failed: [{ registrationID: 'r2', message: 'No email' }] },
    result: { sent: ['r1'], failed: [{ registrationID: 'r2', message: 'No email' }] },
  },
  { name: 'calendars.create', call: (a) => a.calendars.create({ calendarName: 'Season', spaceID: 's1' }), method: 'POST', url: '/api/calendar', body: { calendarName: 'Season', spaceID: 's1' }, reply: calendar, result: calendar },
  { name: 'calendars.get', call: (a) => a.calendars.get({ calendarID: 'c1' }), method: 'GET', url: '/api/calendar?calendarID=c1', reply: calendar, result: calendar },
  {
    name: 'calendars.update',
    call: (a) => a.calendars.update({ spaceID: 's1', calendarID: 'c1', calendarName: 'Renamed', bookings: ['b1'] }),
    method: 'PUT',
    url: '/api/calendar',
    body: { spaceID: 's1', calendarID: 'c1', calendarName: 'Renamed', bookings: ['b1'] },
    reply: calendar,
    result: calendar,
  },
  { name: 'calendars.delete', call: (a) => a.calendars.delete({ spaceID: 's1', calendarID: 'c1' }), method: 'DELETE', url: '/api/calendar?spaceID=s1&calendarID=c1' },
  { name: 'calendars.regenerateLogin', call: (a) => a.calendars.regenerateLogin({ calendarID: 'c1' }), method: 'PUT', url: '/api/calendar/login/regenerate', body: { calendarID: 'c1' }, reply: 'xyz', result: 'xyz' },
  { name: 'calendars.list', call: (a) => a.calendars.list({ spaceID: 's1' }), method: 'GET', url: '/api/calendars?spaceID=s1', reply: [calendar], result: [calendar] },
  {
    name: 'presentations.create',
    call: (a) => a.presentations.create({ spaceID: 's1', name: 'Deck', slides: [] }),
    method: 'POST',
    url: '/api/presentation',
    body: { spaceID: 's1', name: 'Deck', slides: [] },
    reply: { presentationID: 'pr1', name: 'Deck' },
    result: { presentationID: 'pr1', name: 'Deck' },
  },
  { name: 'presentations.get', call: (a) => a.presentations.get({ presentationID: 'pr1' }), method: 'GET', url: '/api/presentation?presentationID=pr1', reply: presentation, result: presentation },
  {
    name: 'presentations.update',
    call: (a) => a.presentations.update({ spaceID: 's1', presentationID: 'pr1', name: 'Deck', slides: ['a.png'] }),
    method: 'PUT',
    url: '/api/presentation',
    body: { spaceID: 's1', presentationID: 'pr1', name: 'Deck', slides: ['a.png'] },
    reply: presentation,
    result: presentation,
  },
  { name: 'presentations.delete', call: (a) => a.presentations.delete({ spaceID: 's1', presentationID: 'pr1' }), method: 'DELETE', url: '/api/presentation?spaceID=s1&presentationID=pr1' },
  {
    name: 'uploads.requestSlideUploads',
    call: (a) => a.uploads.requestSlideUploads({ files: [{ name: 'one.png', type: 'image/png' }] }),
    method: 'POST',
    url: '/api/slides/upload-request',
    body: { files: [{ name: 'one.png', type: 'image/png' }] },
    reply: [target],
    result: [target],
  },
  {
    name: 'uploads.requestAssetUploads',
    call: (a) => a.uploads.requestAssetUploads({ files: [{ name: 'logo.png', type: 'image/png' }], folderName: 'thumbnailLogo' }),
    method: 'POST',
    url: '/api/assets/upload-request',
    body: { files: [{ name: 'logo.png', type: 'image/png' }], folderName: 'thumbnailLogo' },
    reply: [target],
    result: [target],
  },
  { name: 'skins.updateUi', call: (a) => a.skins.updateUi({ spaceID: 's1', property: 'theme', value: 'dark' }), method: 'PUT', url: '/api/skin/ui', body: { spaceID: 's1', property: 'theme', value: 'dark' } },
  {
    name: 'skins.updateWorld',
    call: (a) => a.skins.updateWorld({ spaceID: 's1', property: 'lightIntensity', value: 0.5, type: 'SingleNumber' }),
    method: 'PUT',
    url: '/api/skin/world',
    body: { spaceID: 's1', property: 'lightIntensity', value: 0.5, type: 'SingleNumber' },
  },
  {
    name: 'skins.updateAvatar',
    call: (a) => a.skins.updateAvatar({ spaceID: 's1', property: 'avatarColors', value: [{ primary: '#000000', secondary: '#FFFFFF' }] }),
    method: 'PUT',
    url: '/api/skin/avatar',
    body: { spaceID: 's1', property: 'avatarColors', value: [{ primary: '#000000', secondary: '#FFFFFF' }] },
  },
  { name: 'skins.updateEmail', call: (a) => a.skins.updateEmail({ spaceID: 's1', property: 'header', value: 'http://x/h.png' }), method: 'PUT', url: '/api/skin/email', body: { spaceID: 's1', property: 'header', value: 'http://x/h.png' } },
  { name: 'maintenance.systemChecks', call: (a) => a.maintenance.systemChecks({ dateString: '2026-11-21' }), method: 'GET', url: '/api/system-check?dateString=2026-11-21', reply: [], result: [] },
  { name: 'maintenance.lookupLoginCode', call: (a) => a.maintenance.lookupLoginCode({ loginCode: 'ab cd' }), method: 'GET', url: '/api/login-admin?loginCode=ab%20cd', reply: { bookingID: 'b1' }, result: { bookingID: 'b1' } },
  { name: 'maintenance.getCache', call: (a) => a.maintenance.getCache({ bookingID: 'b1' }), method: 'GET', url: '/api/cache/admin?bookingID=b1', reply: { rooms: [1, 2] }, result: { rooms: [1, 2] } },
  { name: 'maintenance.deleteCache', call: (a) => a.maintenance.deleteCache({ bookingID: 'b1' }), method: 'DELETE', url: '/api/cache/admin?bookingID=b1' },
  { name: 'maintenance.auditLog', call: (a) => a.maintenance.auditLog({ limit: 20 }), method: 'GET', url: '/api/audit?limit=20', reply: [], result: [] },
  { name: 'maintenance.outbox', call: (a) => a.maintenance.outbox({ limit: 5 }), method: 'GET', url: '/api/outbox?limit=5', reply: [], result: [] },
  { name: 'maintenance.mailDeliveries', call: (a) => a.maintenance.mailDeliveries({ state: 'failed', limit: 50 }), method: 'GET', url: '/api/mail-deliveries/admin?state=failed&limit=50', reply: [], result: [] },
  { name: 'maintenance.retryMailDelivery', call: (a) => a.maintenance.retryMailDelivery({ deliveryID: 'd1' }), method: 'POST', url: '/api/mail-deliveries/retry', body: { deliveryID: 'd1' } },
  { name: 'maintenance.mailTransport', call: (a) => a.maintenance.mailTransport(), method: 'GET', url: '/api/mail-transport/admin', reply: { kind: 'smtp', server: 'mail.example.com:587' }, result: { kind: 'smtp', server: 'mail.example.com:587' } },
  { name: 'emailTemplates.deliveries', call: (a) => a.emailTemplates.deliveries({ bookingID: 'b1' }), method: 'GET', url: '/api/email-deliveries?bookingID=b1', reply: [], result: [] },
  { name: 'apiKeys.list', call: (a) => a.apiKeys.list({ projectID: 'p1' }), method: 'GET', url: '/api/api-keys?projectID=p1', reply: [], result: [] },
  {
    name: 'apiKeys.create',
    call: (a) => a.apiKeys.create({ name: 'CRM', projectIDs: null, access: 'read' }),
    method: 'POST',
    url: '/api/api-keys',
    body: { name: 'CRM', projectIDs: null, access: 'read' },
    reply: { key: { apiKeyID: 'k1' }, secret: 'grk_x' },
    result: { key: { apiKeyID: 'k1' }, secret: 'grk_x' },
  },
  { name: 'apiKeys.revoke', call: (a) => a.apiKeys.revoke({ apiKeyID: 'k 1' }), method: 'DELETE', url: '/api/api-keys?apiKeyID=k%201' },
  { name: 'webhooks.list', call: (a) => a.webhooks.list({ projectID: 'p1' }), method: 'GET', url: '/api/webhooks?projectID=p1', reply: [], result: [] },
  {
    name: 'webhooks.create',
    call: (a) => a.webhooks.create({ projectID: 'p1', url: 'https://crm.example.com/h', events: ['booking.created'] }),
    method: 'POST',
    url: '/api/webhooks',
    body: { projectID: 'p1', url: 'https://crm.example.com/h', events: ['booking.created'] },
    reply: { webhook: { webhookID: 'w1' }, secret: 'whsec_x' },
    result: { webhook: { webhookID: 'w1' }, secret: 'whsec_x' },
  },
  {
    name: 'webhooks.update',
    call: (a) => a.webhooks.update({ webhookID: 'w1', enabled: true, version: 2 }),
    method: 'PUT',
    url: '/api/webhooks',
    body: { webhookID: 'w1', enabled: true, version: 2 },
    reply: { webhookID: 'w1', version: 3 },
    result: { webhookID: 'w1', version: 3 },
  },
  { name: 'webhooks.delete', call: (a) => a.webhooks.delete({ webhookID: 'w1' }), method: 'DELETE', url: '/api/webhooks?webhookID=w1' },
  {
    name: 'webhooks.rotateSecret',
    call: (a) => a.webhooks.rotateSecret({ webhookID: 'w1' }),
    method: 'POST',
    url: '/api/webhooks/rotate-secret',
    body: { webhookID: 'w1' },
    reply: { webhook: { webhookID: 'w1' }, secret: 'whsec_y' },
    result: { webhook: { webhookID: 'w1' }, secret: 'whsec_y' },
  },
  { name: 'webhooks.deliveries', call: (a) => a.webhooks.deliveries({ webhookID: 'w1', limit: 20 }), method: 'GET', url: '/api/webhook-deliveries?webhookID=w1&limit=20', reply: [], result: [] },
  {
    name: 'webhooks.resend',
    call: (a) => a.webhooks.resend({ deliveryID: 'd1' }),
    method: 'POST',
    url: '/api/webhook-deliveries/resend',
    body: { deliveryID: 'd1' },
    reply: { deliveryID: 'd2' },
    result: { deliveryID: 'd2' },
  },
];

const LIST_CALLS = new Set([
  'bookings.listForSpace',
  'attendance.list',
  'registrations.listAttendees',
  'presenters.list',
  'calendars.list',
  'maintenance.systemChecks',
]);

describe('createHttpApi', () => {
  it('has a row for every PortalApi method (uploads.put is tested below)', () => {
    const covered = new Set(rows.map((row) => row.name));
    const all = Object.entries(portalApiMethods).flatMap(([domain, names]) => names.map((name) => `${domain}.${name}`));
    expect(all.filter((name) => name !== 'uploads.put' && !covered.has(name))).toEqual([]);
  });

  it.each(rows)('$name sends $method $url', async (row) => {
    const { api, sent } = setup(() => (row.reply === undefined ? new Response(null, { status: 204 }) : json(200, row.reply)));
    await expect(row.call(api)).resolves.toEqual(row.result);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request.method).toBe(row.method);
    expect(request.url).toBe(row.url);
    expect(request.headers.Authorization).toBe('Bearer token-1');
    if (row.body === undefined) {
      expect(request.body).toBeUndefined();
      expect(request.headers['Content-Type']).toBeUndefined();
    } else {
      expect(request.body).toEqual(row.body);
      expect(request.headers['Content-Type']).toBe('application/json');
    }
  });

  it.each(rows)('$name on 404: lists resolve [], other calls reject', async (row) => {
    const { api } = setup(() => json(404, { message: 'Nothing here', code: 'NotFound' }));
    if (LIST_CALLS.has(row.name)) {
      await expect(row.call(api)).resolves.toEqual([]);
    } else {
      const error = await row.call(api).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 404, message: 'Nothing here' });
    }
  });

  it('passes the signal to fetch and leaves it out of the body', async () => {
    const { api, sent } = setup(() => json(200, calendar));
    const controller = new AbortController();
    await api.calendars.create({ calendarName: 'Season', spaceID: 's1', signal: controller.signal });
    expect(sent[0].signal).toBe(controller.signal);
    expect(sent[0].body).toEqual({ calendarName: 'Season', spaceID: 's1' });
  });

  it('rejects an aborted call with the abort reason, not an HttpError', async () => {
    const controller = new AbortController();
    const { api } = setup(({ signal }) => {
      controller.abort();
      throw signal?.reason;
    });
    const error = await api.calendars.list({ spaceID: 's1', signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(HttpError);
    expect(error).toBe(controller.signal.reason);
  });

  it('PUTs an upload to the pre-signed url with the file, its type and no Authorization header', async () => {
    const { api, sent, auth } = setup(() => new Response(null, { status: 200 }));
    const file = new Blob(['png-bytes'], { type: 'image/png' });
    await api.uploads.put({ url: 'https://files.example.com/up/f1?sig=abc', file, contentType: 'image/png' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'PUT', url: 'https://files.example.com/up/f1?sig=abc', body: file });
    expect(sent[0].headers).toEqual({ 'Content-Type': 'image/png' });
    expect(auth.getIdToken).not.toHaveBeenCalled();
  });

  it('rejects a refused upload with its HttpError and does not refresh on 401', async () => {
    const { api, auth } = setup(() => json(401, { message: 'Signature expired' }));
    const error = await api.uploads
      .put({ url: 'https://files.example.com/up/f1', file: new Blob(['x']), contentType: 'image/png' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: 'Signature expired' });
    expect(auth.refresh).not.toHaveBeenCalled();
    expect(auth.signOut).not.toHaveBeenCalled();
  });

  describe('upload PUT with progress (XMLHttpRequest)', () => {
    /** The part of XMLHttpRequest the adapter uses, driven by the test. */
    class FakeXhr extends EventTarget {
      readonly upload = new EventTarget();
      method = '';
      url = '';
      headers: Record<string, string> = {};
      body: unknown = undefined;
      status = 0;
      responseText = '';
      aborted = false;
      open(method: string, url: string) {
        this.method = method;
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      send(body: unknown) {
        this.body = body;
      }
      abort() {
        this.aborted = true;
        this.dispatchEvent(new Event('abort'));
      }
      progress(loaded: number, total: number) {
        this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
      }
      answer(status: number, text = '') {
        this.status = status;
        this.responseText = text;
        this.dispatchEvent(new Event('load'));
      }
    }

    function setupXhr() {
      const requests: FakeXhr[] = [];
      const { fetch } = fakeFetch(() => new Response(null, { status: 200 }));
      const auth = fakeAuth();
      const api = createHttpApi({
        baseUrl: '/api',
        auth,
        fetch,
        xhr: () => {
          const xhr = new FakeXhr();
          requests.push(xhr);
          return xhr as unknown as XMLHttpRequest;
        },
      });
      return { api, requests, fetch, auth };
    }

    const url = 'https://files.example.com/up/f1?sig=abc';
    const file = new Blob(['0123456789'], { type: 'image/png' });

    it('sends the file with XMLHttpRequest (no Authorization header), reports every progress event and resolves on 2xx', async () => {
      const { api, requests, fetch, auth } = setupXhr();
      const onProgress = vi.fn();
      const done = api.uploads.put({ url, file, contentType: 'image/png', onProgress });
      const [xhr] = requests;
      expect(xhr).toMatchObject({ method: 'PUT', url, headers: { 'Content-Type': 'image/png' }, body: file });
      xhr.progress(4, 10);
      xhr.progress(10, 10);
      xhr.answer(200);
      await expect(done).resolves.toBeUndefined();
      expect(onProgress.mock.calls).toEqual([
        [4, 10],
        [10, 10],
      ]);
      expect(fetch).not.toHaveBeenCalled();
      expect(auth.getIdToken).not.toHaveBeenCalled();
    });

    it('rejects a refused upload with its HttpError, and a network failure with status 0', async () => {
      const { api, requests } = setupXhr();
      const refused = api.uploads.put({ url, file, contentType: 'image/png', onProgress: vi.fn() }).catch((e: unknown) => e);
      requests[0].answer(403, JSON.stringify({ message: 'Signature expired' }));
      expect(await refused).toMatchObject({ status: 403, message: 'Signature expired' });

      const offline = api.uploads.put({ url, file, contentType: 'image/png', onProgress: vi.fn() }).catch((e: unknown) => e);
      requests[1].dispatchEvent(new Event('error'));
      const error = await offline;
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 0 });
    });

    it('aborts the request when the signal aborts and rejects with its reason', async () => {
      const { api, requests } = setupXhr();
      const controller = new AbortController();
      const onProgress = vi.fn();
      const done = api.uploads.put({ url, file, contentType: 'image/png', onProgress, signal: controller.signal }).catch((e: unknown) => e);
      requests[0].progress(3, 10);
      controller.abort();
      expect(requests[0].aborted).toBe(true);
      expect(await done).toBe(controller.signal.reason);
      expect(onProgress).toHaveBeenCalledTimes(1);
    });

    it('keeps fetch without onProgress', async () => {
      const { api, requests, fetch } = setupXhr();
      await api.uploads.put({ url, file, contentType: 'image/png' });
      expect(requests).toHaveLength(0);
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('without XMLHttpRequest (Node) sends with fetch and reports the whole file once it arrived', async () => {
      vi.stubGlobal('XMLHttpRequest', undefined);
      try {
        const { api, sent } = setup(() => new Response(null, { status: 200 }));
        const onProgress = vi.fn();
        await api.uploads.put({ url, file, contentType: 'image/png', onProgress });
        expect(sent).toHaveLength(1);
        expect(onProgress.mock.calls).toEqual([[10, 10]]);
      } finally {
        vi.unstubAllGlobals();
      }
    });
  });

  describe('answers', () => {
    it('parses POST /booking answered as a JSON string, and accepts an object too', async () => {
      const asString = setup(() => json(200, JSON.stringify(booking)));
      await expect(asString.api.bookings.create(bookingPayload)).resolves.toEqual(booking);
      const asObject = setup(() => json(200, booking));
      await expect(asObject.api.bookings.create(bookingPayload)).resolves.toEqual(booking);
    });

    it.each([
      ['a JSON number', 0, 0],
      ['a JSON string', '1', 1],
      ['an object', { role: 0 }, 0],
    ])('reads the role from %s', async (_label, reply, role) => {
      const { api } = setup(() => json(200, reply));
      await expect(api.producers.getRole({ producerID: 'u1' })).resolves.toBe(role);
    });

    it.each([
      ['a JSON string', 'new-code'],
      ['{loginCode}', { loginCode: 'new-code' }],
      ['{code}', { code: 'new-code' }],
    ])('reads a regenerated code from %s', async (_label, reply) => {
      const { api } = setup(() => json(200, reply));
      await expect(api.calendars.regenerateLogin({ calendarID: 'c1' })).resolves.toBe('new-code');
      await expect(api.registrations.regenerateLogin({ registrationID: 'r1' })).resolves.toBe('new-code');
    });

    it('rejects an answer it cannot use with an HttpError', async () => {
      const { api } = setup(() => json(200, { nothing: true }));
      const error = await api.calendars.regenerateLogin({ calendarID: 'c1' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 200, body: { nothing: true } });
    });

    it('resolves the bulk import\'s 400 {ok: false, errors} as its answer, but rejects any other 400', async () => {
      const refused = { ok: false, errors: [{ row: 2, field: 'emailAddress', message: 'Email must be a valid email address' }] };
      const rows = setup(() => json(400, refused));
      await expect(rows.api.registrations.bulkCreate({ bookingID: 'b1', rows: [{ ...guest }] })).resolves.toEqual(refused);
      const malformed = setup(() => json(400, { message: 'Invalid request' }));
      await expect(malformed.api.registrations.bulkCreate({ bookingID: 'b1', rows: [] })).rejects.toMatchObject({ status: 400 });
      const elsewhere = setup(() => json(400, refused));
      await expect(elsewhere.api.calendars.create({ calendarName: 'x', spaceID: 's1' })).rejects.toMatchObject({ status: 400 });
    });

    it('falls back to the booking it sent when PUT /booking answers nothing', async () => {
      const { api } = setup(() => new Response(null, { status: 204 }));
      await expect(api.bookings.update({ booking })).resolves.toEqual(booking);
    });
  });

  describe('errors', () => {
    it('rejects with status, the body message, the body and its fieldErrors', async () => {
      const body = { message: 'Please correct the highlighted fields.', code: 'BadRequest', fieldErrors: { calendarName: 'Required' } };
      const { api } = setup(() => json(400, body));
      const error = await api.calendars.create({ calendarName: ' ', spaceID: 's1' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 400, message: body.message, body, fieldErrors: { calendarName: 'Required' } });
    });

    it('uses a default message when the body has none', async () => {
      const { api } = setup(() => new Response('Bad Gateway', { status: 502 }));
      const error = await api.calendars.get({ calendarID: 'c1' }).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 502, message: 'The server could not complete the request.', body: 'Bad Gateway' });
      expect((error as HttpError).fieldErrors).toBeUndefined();
    });

    it('rejects a 412 for a stale booking', async () => {
      const { api } = setup(() => json(412, { message: 'Stale', code: 'StaleVersion' }));
      await expect(api.bookings.update({ booking })).rejects.toMatchObject({ status: 412, message: 'Stale' });
    });

    it('rejects network failures with status 0', async () => {
      const { api } = setup(() => {
        throw new TypeError('Failed to fetch');
      });
      const error = await api.projects.list().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 0 });
    });

    it('rejects with 401 without sending when there is no session', async () => {
      const { api, fetch, auth } = setup(() => json(200, []), fakeAuth(null));
      await expect(api.calendars.list({ spaceID: 's1' })).rejects.toMatchObject({ status: 401 });
      expect(fetch).not.toHaveBeenCalled();
      expect(auth.refresh).not.toHaveBeenCalled();
    });
  });

  describe('401 rule', () => {
    const byToken = (answers: Record<string, () => Response>) => (request: Sent) =>
      answers[request.headers.Authorization]();

    it('refreshes once and retries with the new token', async () => {
      const { api, sent, auth } = setup(
        byToken({ 'Bearer token-1': () => json(401, { message: 'Expired' }), 'Bearer token-2': () => json(200, [calendar]) }),
      );
      await expect(api.calendars.list({ spaceID: 's1' })).resolves.toEqual([calendar]);
      expect(auth.refresh).toHaveBeenCalledTimes(1);
      expect(sent.map((r) => r.headers.Authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
      expect(sent[1].url).toBe('/api/calendars?spaceID=s1');
      expect(auth.signOut).not.toHaveBeenCalled();
    });

    it('signs out and rejects with the 401 when the retry is refused again', async () => {
      const { api, sent, auth } = setup(() => json(401, { message: 'Your session has expired. Please sign in again.' }));
      const error = await api.calendars.get({ calendarID: 'c1' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 401, message: 'Your session has expired. Please sign in again.' });
      expect(sent).toHaveLength(2);
      expect(auth.refresh).toHaveBeenCalledTimes(1);
      expect(auth.signOut).toHaveBeenCalledTimes(1);
    });

    it('signs out without retrying when the refresh yields null', async () => {
      const { api, sent, auth } = setup(() => json(401, { message: 'Expired' }), fakeAuth('token-1', null));
      await expect(api.calendars.get({ calendarID: 'c1' })).rejects.toMatchObject({ status: 401 });
      expect(sent).toHaveLength(1);
      expect(auth.signOut).toHaveBeenCalledTimes(1);
    });

    it('shares one refresh between three concurrent 401s and retries each', async () => {
      let finishRefresh: (token: string) => void = () => undefined;
      const auth = fakeAuth();
      auth.refresh.mockImplementation(() => new Promise<string>((resolve) => (finishRefresh = resolve)));
      const { api, sent } = setup(
        byToken({ 'Bearer token-1': () => json(401), 'Bearer token-2': () => json(200, [calendar]) }),
        auth,
      );
      const calls = [
        api.calendars.list({ spaceID: 's1' }),
        api.calendars.list({ spaceID: 's2' }),
        api.bookings.get({ bookingID: 'b1' }).catch((e: unknown) => e),
      ];
      await vi.waitFor(() => expect(sent).toHaveLength(3));
      await vi.waitFor(() => expect(auth.refresh).toHaveBeenCalled());
      finishRefresh('token-2');
      const [first, second] = await Promise.all(calls);
      expect(first).toEqual([calendar]);
      expect(second).toEqual([calendar]);
      expect(auth.refresh).toHaveBeenCalledTimes(1);
      expect(sent).toHaveLength(6);
      expect(sent.slice(3).map((r) => r.headers.Authorization)).toEqual(['Bearer token-2', 'Bearer token-2', 'Bearer token-2']);
      expect(auth.signOut).not.toHaveBeenCalled();
    });

    it('signs out only once when three concurrent retries are refused', async () => {
      const { api, auth } = setup(() => json(401));
      const results = await Promise.all([
        api.calendars.list({ spaceID: 's1' }).catch((e: unknown) => e),
        api.calendars.list({ spaceID: 's2' }).catch((e: unknown) => e),
        api.projects.list().catch((e: unknown) => e),
      ]);
      expect(results.map((e) => (e as HttpError).status)).toEqual([401, 401, 401]);
      expect(auth.refresh).toHaveBeenCalledTimes(1);
      expect(auth.signOut).toHaveBeenCalledTimes(1);
    });

    it('refreshes again for a later 401 of the new token', async () => {
      const tokens = ['token-1', 'token-2'];
      const auth = fakeAuth();
      auth.getIdToken.mockImplementation(async () => tokens[0]);
      auth.refresh.mockImplementationOnce(async () => 'token-2').mockImplementationOnce(async () => 'token-3');
      const { api } = setup(
        byToken({ 'Bearer token-1': () => json(401), 'Bearer token-2': () => json(401), 'Bearer token-3': () => json(200, []) }),
        auth,
      );
      await expect(api.calendars.list({ spaceID: 's1' })).rejects.toMatchObject({ status: 401 });
      tokens.shift();
      await expect(api.calendars.list({ spaceID: 's1' })).resolves.toEqual([]);
      expect(auth.refresh).toHaveBeenCalledTimes(2);
    });
  });
});
