// The partner API's checks of what a client sends, like the real server's: types, real dates,
// lengths, known fields only. Each answers { field: why } (empty when fine).

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** A real ISO date-time (no 30 February, no hour 25) from 1970 to 2199. @example isDateTime('2026-12-03T17:00:00.000Z') // true */
export function isDateTime(value) {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return false;
  const [, year, month, day, hour, minute, second = '0'] = match.map(Number);
  if (year < 1970 || year > 2199 || hour > 23 || minute > 59 || second > 59) return false;
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day && !Number.isNaN(Date.parse(value));
}

/** An IANA time zone this runtime knows. @example isTimeZone('Europe/Berlin') // true */
export function isTimeZone(value) {
  if (typeof value !== 'string' || value === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

// eslint-disable-next-line no-control-regex -- control characters are what the check refuses
const isText = (value, max) => typeof value === 'string' && value.length <= max && !/[\u0000-\u001f\u007f]/.test(value);

/**
 * Problems of an event PATCH against the stored event (`calendars` of its venue may be named).
 * @example eventPatchProblems({ revision: 1, seats: 'lots' }, event, calendars) // { seats: 'must be a whole number from 1 to 500' }
 */
export function eventPatchProblems(body, event, calendarIds) {
  const errors = {};
  const known = new Set(['revision', 'title', 'startsAt', 'endsAt', 'tz', 'doors', 'seats', 'qa', 'calendarId']);
  for (const key of Object.keys(body)) if (!known.has(key)) errors[key] = 'is not a field of an event';
  if (!Number.isInteger(body.revision)) errors.revision = 'is required (the revision that was read)';
  if ('title' in body && (!isText(body.title, 70) || body.title.trim() === '')) errors.title = 'must be 1 to 70 characters on one line';
  if ('tz' in body && !isTimeZone(body.tz)) errors.tz = 'must be an IANA time zone';
  for (const field of ['startsAt', 'endsAt']) if (field in body && !isDateTime(body[field])) errors[field] = 'must be an ISO date-time';
  if ('seats' in body && !(Number.isInteger(body.seats) && body.seats >= 1 && body.seats <= 500)) errors.seats = 'must be a whole number from 1 to 500';
  if ('qa' in body && typeof body.qa !== 'boolean') errors.qa = 'must be true or false';
  if ('calendarId' in body && !(body.calendarId === '' || calendarIds.includes(body.calendarId))) errors.calendarId = 'no such calendar';
  if ('doors' in body) {
    const doors = body.doors;
    const fine = doors !== null && typeof doors === 'object' && !Array.isArray(doors) && Object.keys(doors).every((key) => ['enabled', 'open', 'close'].includes(key));
    if (!fine || typeof doors.enabled !== 'boolean' || !isDateTime(doors.open) || !isDateTime(doors.close)) errors.doors = 'must be { enabled, open, close } with ISO date-times';
  }
  if (Object.keys(errors).length > 0) return errors;
  const next = { ...event, ...body };
  if (Date.parse(next.endsAt) < Date.parse(next.startsAt)) errors.endsAt = 'must not be before startsAt';
  if (next.doors.enabled && Date.parse(next.doors.open) > Date.parse(next.startsAt)) errors.doors = 'must open before the start';
  else if (next.doors.enabled && Date.parse(next.doors.close) < Date.parse(next.endsAt)) errors.doors = 'must close after the end';
  return errors;
}

const ATTENDEE_TEXT = { givenName: 200, familyName: 200, mail: 254, org: 200, phone: 50 };
const POSTAL_PARTS = ['street', 'street2', 'city', 'region', 'zip', 'country'];

/**
 * Type problems of an attendee body (the partner's own rules are checked after these).
 * @example attendeeTypeProblems({ givenName: 1 }) // { givenName: 'must be text of at most 50 characters' }
 */
export function attendeeTypeProblems(body, allowed) {
  const errors = {};
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { _: 'must be an object' };
  for (const key of Object.keys(body)) if (!allowed.includes(key)) errors[key] = 'is not a field of an attendee';
  for (const [field, max] of Object.entries(ATTENDEE_TEXT)) {
    if (field in body && !isText(body[field], max)) errors[field] = `must be text of at most ${max} characters`;
  }
  for (const field of ['vip', 'earlyEntry']) if (field in body && typeof body[field] !== 'boolean') errors[field] = 'must be true or false';
  if ('postal' in body && body.postal !== null) {
    const postal = body.postal;
    const fine = typeof postal === 'object' && !Array.isArray(postal) && Object.entries(postal).every(([key, value]) => POSTAL_PARTS.includes(key) && isText(value, 200));
    if (!fine) errors.postal = `must be null or an object of text parts (${POSTAL_PARTS.join(', ')})`;
  }
  return errors;
}
