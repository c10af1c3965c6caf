// The partner's REST API under /partner/v1, guarded by an API key:
//   GET   /partner/v1/events/:id                → the event
//   PATCH /partner/v1/events/:id {revision,…}   → the event; 409 when the revision is stale
//   POST  /partner/v1/events/:id/codes/:kind    → { code } (kind: public | signup | mobile; others 404)
// Bodies: JSON objects of at most 2 MB (400 not JSON, 413 too large); bad fields 422 { errors }.
//   GET   /partner/v1/events/:id/attendance     → { seconds }
//   GET   /partner/v1/venues/:id                → the venue
//   GET   /partner/v1/venues/:id/calendars      → { items: [calendar] }
//   …/events/:id/attendees and …/events/:id/invitations: see attendeesApi.mjs
import { randomBytes } from 'node:crypto';
import { handleAttendees } from './attendeesApi.mjs';
import { readJson } from './http.mjs';
import { eventPatchProblems } from './validate.mjs';

const editable = ['title', 'startsAt', 'endsAt', 'tz', 'doors', 'seats', 'qa', 'calendarId'];

const send = (response, status, body) => {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(body === undefined ? '' : JSON.stringify(body));
};


/**
 * Answers one /partner/v1 request from `store`; false when the path is not the API's.
 * @example if (!(await handleApi(store, 'demo-key', req, res))) serveStatic(req, res);
 */
export async function handleApi(store, apiKey, request, response) {
  const url = new URL(request.url, 'http://partner.local');
  if (!url.pathname.startsWith('/partner/v1/')) return false;
  if (request.headers.authorization !== `ApiKey ${apiKey}`) return send(response, 401, { error: 'bad api key' }), true;
  const [kind, id, sub, subKind, ...more] = url.pathname.slice('/partner/v1/'.length).split('/');

  if (kind === 'venues') {
    const venue = store.venues.get(id);
    if (!venue) return send(response, 404, { error: 'no such venue' }), true;
    if (sub === 'calendars') return send(response, 200, { items: [...store.calendars.values()].filter((c) => c.venueId === id) }), true;
    return send(response, 200, venue), true;
  }
  if (kind !== 'events') return send(response, 404, { error: 'unknown path' }), true;
  const event = store.events.get(id);
  if (!event) return send(response, 404, { error: 'no such event' }), true;

  if (sub === 'attendees' || sub === 'invitations') {
    const reply = (status, body) => send(response, status, body);
    await handleAttendees({ store, event, rest: [sub, subKind, ...more].filter((part) => part !== undefined), method: request.method, readJson: () => readJson(request), send: reply });
    return true;
  }
  if (sub === undefined && request.method === 'GET') return send(response, 200, event), true;
  if (sub === undefined && request.method === 'PATCH') {
    const body = await readJson(request);
    const calendarIds = [...store.calendars.values()].filter((c) => c.venueId === event.venueId).map((c) => c.id);
    const errors = eventPatchProblems(body, event, calendarIds);
    if (Object.keys(errors).length > 0) return send(response, 422, { error: 'invalid event; nothing was changed', errors }), true;
    if (body.revision !== event.revision) return send(response, 409, { error: 'changed elsewhere', current: event }), true;
    for (const field of editable) if (field in body) event[field] = body[field];
    event.revision += 1;
    return send(response, 200, event), true;
  }
  // Own kinds only: 'constructor' or '__proto__' are not code kinds.
  if (sub === 'codes' && request.method === 'POST' && more.length === 0 && Object.hasOwn(event.codes, subKind)) {
    event.codes[subKind] = `${subKind}-${randomBytes(3).toString('hex')}`;
    event.revision += 1;
    return send(response, 200, { code: event.codes[subKind] }), true;
  }
  if (sub === 'attendance') return send(response, 200, { seconds: event.attendedSeconds }), true;
  return send(response, 404, { error: 'unknown path' }), true;
}
