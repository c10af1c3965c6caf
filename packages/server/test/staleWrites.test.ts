import type { Kysely } from 'kysely';
import { OPTIONAL_WORLD_ITEMS } from '@greenroom/core/rules';
import { renameCalendar } from '../src/calendars/store/calendars';
import { updatePresentation } from '../src/presentations/store';
import { editRegistration } from '../src/registrations/store/registrationWrites';
import { updateTemplate } from '../src/mail/store/templates';
import { addSpaceSkinItem, setSpaceSkinValue } from '../src/branding/store/skinItems';
import { replaceProducerProjects } from '../src/producers/store';
import type { Database } from '../src/platform/db/database';
import { injectAs, startSeededTenant, type SeededTenantServer } from './helpers';

// Issue 25: a write lands only at the version the route checked, so of two requests that both read
// version n and both passed the check, the second writes nothing (the route answers 412). These
// tests hand each store the version a concurrent writer has already moved past.

let env: SeededTenantServer;
let db: Kysely<Database>;
beforeAll(async () => {
  env = await startSeededTenant('Stale');
  db = env.server.db;
});
afterAll(async () => {
  await env.server.close();
});

it('renames a calendar only at its stored version, moving it by one', async () => {
  const { calendarID } = env.tenant;
  expect(await renameCalendar(db, calendarID, 'First', 1)).toBe(true);
  expect(await renameCalendar(db, calendarID, 'Lost update', 1)).toBe(false);
  const row = await db.selectFrom('calendars').select(['calendar_name', 'version']).where('calendar_id', '=', calendarID).executeTakeFirstOrThrow();
  expect(row).toEqual({ calendar_name: 'First', version: 2 });
});

it('saves a presentation only at its stored version', async () => {
  const { presentationID } = env.tenant;
  expect(await updatePresentation(db, presentationID, { name: 'First', slides: [], now: 1 }, 1)).toBe(true);
  expect(await updatePresentation(db, presentationID, { name: 'Lost update', slides: [], now: 2 }, 1)).toBe(false);
  const row = await db.selectFrom('presentations').select(['name', 'version']).where('presentation_id', '=', presentationID).executeTakeFirstOrThrow();
  expect(row).toEqual({ name: 'First', version: 2 });
});

it('edits a registration only at its stored version and of its kind; bookkeeping leaves the version', async () => {
  const { registrationID } = env.tenant;
  expect(await editRegistration(db, registrationID, 'presenter', { brand: 1 }, undefined)).toBe(false);
  expect(await editRegistration(db, registrationID, 'attendee', { brand: 1 }, 1)).toBe(true);
  expect(await editRegistration(db, registrationID, 'attendee', { brand: 0 }, 1)).toBe(false);
  const moved = await injectAs(env.server, env.admin, 'PUT', '/registration/login/regenerate', { registrationID });
  expect(moved.statusCode).toBe(200);
  const row = await db.selectFrom('registrations').select(['brand', 'version']).where('registration_id', '=', registrationID).executeTakeFirstOrThrow();
  expect(row).toEqual({ brand: 1, version: 2 });
});

it('saves a template only at its stored version', async () => {
  const { bookingID } = env.tenant;
  const created = await injectAs(env.server, env.admin, 'POST', '/email-template', { bookingID, emailTemplateName: 'Stale check' });
  const { emailTemplateID } = created.json<{ emailTemplateID: string }>();
  const edit = { subject: 'S', from: 'F', replyTo: 'r@example.com', body: '', html: true, now: 1 };
  const save = (subject: string, version: number) => db.transaction().execute((trx) => updateTemplate(trx, { bookingID, emailTemplateID }, { ...edit, subject, version }));
  expect(await save('First', 1)).toBe(true);
  expect(await save('Lost update', 1)).toBe(false);
  expect((await db.selectFrom('email_templates').select(['subject', 'version']).where('email_template_id', '=', emailTemplateID).executeTakeFirstOrThrow())).toEqual({ subject: 'First', version: 2 });
});

it('sets a skin item only at its stored version; an optional item read as absent is not added twice', async () => {
  const key = { spaceID: env.tenant.spaceID, group: 'uiSkin' as const, property: 'primaryColor' };
  expect(await setSpaceSkinValue(db, key, '#111111', 1, 1)).toBe(true);
  expect(await setSpaceSkinValue(db, key, '#222222', 2, 1)).toBe(false);
  const stored = await db.selectFrom('space_skin_items').select(['value', 'version']).where('space_id', '=', key.spaceID).where('property', '=', 'primaryColor').executeTakeFirstOrThrow();
  expect(stored).toEqual({ value: '"#111111"', version: 2 });

  const optional = { ...OPTIONAL_WORLD_ITEMS.qaDisplayTextColor!, value: '#000000' };
  await db.deleteFrom('space_skin_items').where('space_id', '=', key.spaceID).where('property', '=', optional.property).execute();
  expect(await addSpaceSkinItem(db, key.spaceID, 'worldSkin', optional, 1, 0)).toBe(true);
  // A second writer that also read it as absent (version 0) writes nothing.
  expect(await addSpaceSkinItem(db, key.spaceID, 'worldSkin', { ...optional, value: '#FFFFFF' }, 2, 0)).toBe(false);
  // A writer that sends no version sets the value and moves the version.
  expect(await addSpaceSkinItem(db, key.spaceID, 'worldSkin', { ...optional, value: '#ABCDEF' }, 3)).toBe(true);
  const added = await db.selectFrom('space_skin_items').select(['value', 'version']).where('space_id', '=', key.spaceID).where('property', '=', optional.property).executeTakeFirstOrThrow();
  expect(added).toEqual({ value: '"#ABCDEF"', version: 2 });
});

it("replaces a producer's projects only at its stored version, leaving the assignments and audit alone otherwise", async () => {
  const { producerID } = env.producer;
  const by = { producerID: env.admin.producerID, at: 1 };
  const audits = async () => (await db.selectFrom('audit_log').select('seq').where('target', '=', producerID).execute()).length;
  expect(await replaceProducerProjects(db, producerID, [], by, 1)).toBe(true);
  const before = await audits();
  expect(await replaceProducerProjects(db, producerID, [env.tenant.projectID], by, 1)).toBe(false);
  expect(await audits()).toBe(before);
  expect(await db.selectFrom('producer_projects').select('project_id').where('producer_id', '=', producerID).execute()).toEqual([]);
  expect((await db.selectFrom('producers').select('version').where('producer_id', '=', producerID).executeTakeFirstOrThrow()).version).toBe(2);
});
