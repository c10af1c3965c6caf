// The partner's attendee API for one event (its own paths and shapes, not Greenroom's REST):
//   GET    /partner/v1/events/:id/attendees              → { items: [attendee] }
//   POST   /partner/v1/events/:id/attendees {…}          → 201 attendee; 422 { errors: { field: why } }
//   PUT    /partner/v1/events/:id/attendees/:aid {…, revision?}
//                                                       → attendee; 422 as above; 409 when the revision is stale
//   DELETE /partner/v1/events/:id/attendees/:aid         → 204; 403 for a VIP (the box office removes those)
//   POST   /partner/v1/events/:id/attendees/:aid/ticket  → { ticket } (a new personal ticket code)
//   POST   /partner/v1/events/:id/attendees/batch { add: […], update: [{ id, … }] }
//                                                       → { added, updated }; all or nothing (422 { errors: { '<index>.<field>': why } }); at most 10,000
//   GET    /partner/v1/events/:id/invitations            → { items: [invitation] }
//   POST   /partner/v1/events/:id/invitations { attendeeIds } → { queued: [id], refused: [{ attendeeId, why }] }
import { randomBytes } from 'node:crypto';
import { attendeeTypeProblems } from './validate.mjs';

const fields = ['givenName', 'familyName', 'mail', 'org', 'phone', 'postal', 'vip', 'earlyEntry'];
const mailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const newId = (prefix) => `${prefix}-${randomBytes(4).toString('hex')}`;

/** Most attendees one batch may add and update, and invitations one call may send. */
const MAX_BATCH = 10_000;

/** The partner's own checks: known fields of the right types, a given name, and a mail address that looks like one when present. */
function problemsOf(body, allowed = fields) {
  const errors = attendeeTypeProblems(body, allowed);
  if (Object.keys(errors).length > 0) return errors;
  if (typeof body.givenName !== 'string' || body.givenName.trim() === '') errors.givenName = 'is required';
  if (typeof body.mail === 'string' && body.mail !== '' && !mailPattern.test(body.mail)) errors.mail = 'is not a mail address';
  return errors;
}

const pick = (body) => Object.fromEntries(fields.filter((field) => field in body).map((field) => [field, body[field]]));

function create(store, eventId, body) {
  const id = newId('att');
  const attendee = { id, eventId, givenName: '', familyName: '', mail: '', org: '', phone: '', postal: null, vip: false, earlyEntry: false, ...pick(body), ticket: newId('tkt'), revision: 1 };
  store.attendees.set(id, attendee);
  return attendee;
}

/**
 * Answers the attendee and invitation paths of one event (`rest` is the path after the event id).
 * @example await handleAttendees({ store, event, rest: ['attendees'], method: 'GET', readJson, send });
 */
export async function handleAttendees({ store, event, rest, method, readJson, send }) {
  const [collection, attendeeId, action] = rest;
  const mine = () => [...store.attendees.values()].filter((attendee) => attendee.eventId === event.id);

  if (collection === 'invitations') {
    if (method === 'GET') return send(200, { items: store.invitations.filter((invite) => invite.eventId === event.id) });
    const { attendeeIds = [] } = await readJson();
    if (!Array.isArray(attendeeIds) || attendeeIds.length > MAX_BATCH || !attendeeIds.every((id) => typeof id === 'string')) {
      return send(422, { error: 'invalid invitations', errors: { attendeeIds: `must be a list of at most ${MAX_BATCH} attendee ids` } });
    }
    const queued = [];
    const refused = [];
    for (const id of attendeeIds) {
      const attendee = store.attendees.get(id);
      if (!attendee || attendee.eventId !== event.id) refused.push({ attendeeId: id, why: 'no such attendee' });
      else if (!mailPattern.test(attendee.mail)) refused.push({ attendeeId: id, why: 'no mail address' });
      else {
        // This mock has no mail server: the invitation counts as delivered at once.
        store.invitations.push({ id: newId('inv'), eventId: event.id, attendeeId: id, status: 'delivered', note: '', at: new Date().toISOString() });
        queued.push(id);
      }
    }
    return send(200, { queued, refused });
  }
  if (collection !== 'attendees') return send(404, { error: 'unknown path' });

  if (attendeeId === undefined) {
    if (method === 'GET') return send(200, { items: mine() });
    if (method !== 'POST') return send(405, { error: 'method not allowed' });
    const body = await readJson();
    const errors = problemsOf(body);
    if (Object.keys(errors).length > 0) return send(422, { error: 'invalid attendee', errors });
    return send(201, create(store, event.id, body));
  }
  if (attendeeId === 'batch' && method === 'POST') {
    const { add = [], update = [] } = await readJson();
    if (!Array.isArray(add) || !Array.isArray(update) || add.length + update.length > MAX_BATCH) {
      return send(422, { error: 'invalid batch; nothing was stored', errors: { batch: `add and update must be lists of at most ${MAX_BATCH} attendees together` } });
    }
    const errors = {};
    [...add, ...update].forEach((body, index) => {
      const updating = index >= add.length;
      for (const [field, why] of Object.entries(problemsOf(body, updating ? [...fields, 'id'] : fields))) errors[`${index}.${field}`] = why;
      if (updating && (typeof body?.id !== 'string' || store.attendees.get(body.id)?.eventId !== event.id)) errors[`${index}.id`] = 'no such attendee';
    });
    if (Object.keys(errors).length > 0) return send(422, { error: 'invalid batch; nothing was stored', errors });
    add.forEach((body) => create(store, event.id, body));
    update.forEach((body) => {
      const attendee = store.attendees.get(body.id);
      Object.assign(attendee, pick(body), { revision: attendee.revision + 1 });
    });
    return send(200, { added: add.length, updated: update.length });
  }

  const attendee = store.attendees.get(attendeeId);
  if (!attendee || attendee.eventId !== event.id) return send(404, { error: 'no such attendee' });
  if (action === 'ticket' && method === 'POST') {
    attendee.ticket = newId('tkt');
    return send(200, { ticket: attendee.ticket });
  }
  if (action !== undefined) return send(404, { error: 'unknown path' });
  if (method === 'DELETE') {
    if (attendee.vip) return send(403, { error: 'VIP guests are removed by the box office' });
    store.attendees.delete(attendeeId);
    return send(204);
  }
  if (method === 'PUT') {
    const body = await readJson();
    const errors = problemsOf(body, [...fields, 'revision']);
    if (Object.keys(errors).length === 0 && 'revision' in body && !Number.isInteger(body.revision)) errors.revision = 'must be the revision that was read';
    if (Object.keys(errors).length > 0) return send(422, { error: 'invalid attendee', errors });
    // A client that read an older revision would put back what someone else changed since.
    if ('revision' in body && body.revision !== attendee.revision) return send(409, { error: 'changed elsewhere', current: attendee });
    Object.assign(attendee, pick(body), { revision: attendee.revision + 1 });
    return send(200, attendee);
  }
  return send(405, { error: 'method not allowed' });
}
