import type { NewSpaceFields } from '@greenroom/core/rules';
import { startBookingServer, type BookingServer } from '../../../test/bookingFixtures';
import { createUser } from '../../../test/helpers';
import { newId } from '../../platform/lib/tokens';
import { projectsOfProducer } from '../../projects/store';
import { addSpaceSkinItem, replaceSpaceSkinItem, spaceSkinRow } from '../../branding/store/skinItems';
import { itemColumns, itemFromRow } from '../../branding/store/skins';
import { loadSpace } from './spaces';
import { insertSpaceFromWorld, setSpaceEnd, spaceDates } from './spaceWrites';
import { spaceWorldReport } from './spaceWorlds';

let env: BookingServer;
const worldID = 'world-test';

beforeAll(async () => {
  env = await startBookingServer();
  const item = (property: string) => ({ ...itemColumns('worldSkin', { property, label: property, type: 'SingleColor', value: '#FFFFFF' }), world_id: worldID });
  await env.server.db.insertInto('world_skin_items').values([item('beta'), item('alpha')]).execute();
});
afterAll(() => env.server.close());

const fields: NewSpaceFields = {
  spaceName: 'Annex',
  defaultVideoServer: 'https://video.test',
  defaultVideoServerAppID: 'app',
  defaultGameServer: 'game.test',
  defaultGamePort: 443,
  startDate: { date: '2026-11-01T06:01:00Z', timezone: 'America/Chicago' },
  endDate: { date: '2026-11-30T05:59:00Z', timezone: 'UTC' },
  maximumUserHours: 1000,
};

describe('space writes', () => {
  it("stores a new space with copies of every item of its world's catalogue", async () => {
    const spaceID = newId();
    await env.server.db.transaction().execute((trx) => insertSpaceFromWorld(trx, { spaceID, projectID: env.tenant.projectID, worldID, fields, now: 7 }));
    const space = (await loadSpace(env.server.db, spaceID))!;
    expect(space).toMatchObject({ spaceName: 'Annex', worldID, defaultGamePort: 443, endDate: fields.endDate });
    expect(Object.keys(space.worldSkin).sort()).toEqual(['alpha', 'beta']);
  });

  it('reads the dates of the listed spaces only, and sets one end date', async () => {
    const read = await spaceDates(env.server.db, [env.tenant.spaceID, 'no-such-space']);
    expect(read).toEqual([expect.objectContaining({ spaceID: env.tenant.spaceID, spaceName: 'Main Hall', endDate: expect.objectContaining({ timezone: 'America/Chicago' }) })]);
    await setSpaceEnd(env.server.db, env.other.spaceID, { date: '2026-12-24T05:59:59Z', timezone: 'UTC' }, 9);
    expect((await loadSpace(env.server.db, env.other.spaceID))!.endDate).toEqual({ date: '2026-12-24T05:59:59Z', timezone: 'UTC' });
    expect((await loadSpace(env.server.db, env.tenant.spaceID))!.endDate.date).toBe('2026-12-01T05:59:00Z');
  });
});

describe('skin item writes', () => {
  const key = () => ({ spaceID: env.tenant.spaceID, group: 'worldSkin' as const, property: 'floor' });

  it('replaces a stored item whole (label, type and value), leaving one row', async () => {
    await addSpaceSkinItem(env.server.db, env.tenant.spaceID, 'worldSkin', { property: 'floor', label: 'Old', type: 'SingleNumber', value: 'old' }, 1);
    await replaceSpaceSkinItem(env.server.db, env.tenant.spaceID, 'worldSkin', { property: 'floor', label: 'Floor', type: 'SingleColor', value: '#2E7D32' }, 2);
    const rows = await env.server.db.selectFrom('space_skin_items').selectAll().where('space_id', '=', env.tenant.spaceID).where('property', '=', 'floor').execute();
    // An item given without a version is stored at the first one (the repair route passes the next).
    expect(rows.map(itemFromRow)).toEqual([{ property: 'floor', label: 'Floor', type: 'SingleColor', value: '#2E7D32', version: 1 }]);
  });

  it('adding an item a concurrent writer stored first only sets its value (moving its version)', async () => {
    await addSpaceSkinItem(env.server.db, env.tenant.spaceID, 'worldSkin', { property: 'floor', label: 'Other', type: 'SingleNumber', value: '#000000' }, 3);
    const row = (await spaceSkinRow(env.server.db, key()))!;
    expect(itemFromRow(row)).toEqual({ property: 'floor', label: 'Floor', type: 'SingleColor', value: '#000000', version: 2 });
    expect(row.updated_at).toBe(3);
  });
});

describe('space/world report', () => {
  it("lists a space's worldSkin properties its world lacks, and the reverse, each sorted", async () => {
    for (const property of ['zeta', 'eta']) {
      await addSpaceSkinItem(env.server.db, env.other.spaceID, 'worldSkin', { property, label: property, type: 'SingleColor', value: '#FFFFFF' }, 1);
    }
    const report = await spaceWorldReport(env.server.db);
    const of = (rows: typeof report.invalidSpaces) => rows.filter((r) => r.spaceID === env.other.spaceID).map((r) => r.propertyName);
    expect(of(report.invalidSpaces)).toEqual(['eta', 'zeta']);
    expect(of(report.invalidWorlds)).toEqual(['alpha', 'beta']);
    expect(report.invalidWorlds.find((r) => r.spaceID === env.other.spaceID)).toMatchObject({ worldID, worldName: 'Atrium', spaceName: 'Main Hall' });
  });
});

describe('projects of a producer', () => {
  it('answers the assigned projects, every project for a super-admin, and null for an unknown producer', async () => {
    const assigned = await projectsOfProducer(env.server.db, env.tenant.producer.producerID);
    expect(assigned?.map((p) => p.projectID)).toEqual([env.tenant.projectID]);
    const all = await projectsOfProducer(env.server.db, env.admin.producerID);
    expect(all?.map((p) => p.projectID).sort()).toEqual([env.tenant.projectID, env.other.projectID].sort());
    const unassigned = await createUser(env.server);
    expect(await projectsOfProducer(env.server.db, unassigned.producerID)).toEqual([]);
    expect(await projectsOfProducer(env.server.db, 'no-such-producer')).toBeNull();
  });
});
