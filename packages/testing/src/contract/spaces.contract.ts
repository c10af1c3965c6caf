import { describe, expect, it } from 'vitest';
import { compareNames, toEpochMs } from '@greenroom/core/rules';
import { expectHttpError } from './expectError';
import { only } from './only';
import { spacePayload, uniqueName, ZONE } from './fixture';
import { BLANK, NAMES_SCRAMBLED, NAMES_SORTED, UNKNOWN_ID } from './names';
import type { MakeBackend } from './types';
import { useBackend } from './useBackend';

/** The instant a stored zoned date stands for. */
const instant = (date: string) => toEpochMs(date);

/**
 * Spaces and worlds (docs/reference/portal.md §5, §7, §9): a new space runs from 00:01 on its start day to
 * 23:59 on its end day in its zone, the end after the start; the world's skin is copied; blank
 * names refused; lists by name; unknown ids 404.
 * @example describeSpacesContract(() => memoryContractBackend());
 */
export function describeSpacesContract(makeBackend: MakeBackend): void {
  describe('spaces contract', () => {
    const backend = useBackend(makeBackend);
    const project = async () => (await backend.api.projects.create({ name: uniqueName('Space Project') })).projectID;
    const world = async () => (await backend.api.worlds.list())[0];

    it('lists the seeded worlds ascending by name, each with a worldSkin', async () => {
      const worlds = await backend.api.worlds.list();
      expect(worlds.length).toBeGreaterThan(0);
      const names = worlds.map((w) => w.name);
      expect(names).toEqual([...names].sort(compareNames));
      for (const w of worlds) expect(Object.keys(w.worldSkin).length).toBeGreaterThan(0);
    });

    it("creates a space with the defaults, trimmed texts and a copy of its world's skin", async () => {
      const { worldID, worldSkin } = await world();
      const name = uniqueName('Space');
      const created = await backend.api.spaces.create(
        spacePayload({ projectID: await project(), worldID }, { spaceName: `  ${name} `, defaultVideoServer: ' https://video.test ' }),
      );
      expect(created).toMatchObject({ spaceName: name, maximumUserHours: 1000, defaultVideoServer: 'https://video.test', defaultGamePort: 443, bookings: {}, presentations: {} });
      expect(Object.keys(created.worldSkin).sort()).toEqual(Object.keys(worldSkin).sort());
    });

    it('stores the start as 00:01 and the end as 23:59 of the chosen days in the chosen zone', async () => {
      const { worldID } = await world();
      const created = await backend.api.spaces.create(spacePayload({ projectID: await project(), worldID }));
      expect(created.startDate.timezone).toBe(ZONE);
      expect(created.endDate.timezone).toBe(ZONE);
      // America/Chicago is UTC-6 in winter: 2026-01-01 00:01 and 2026-12-31 23:59 local.
      expect(instant(created.startDate.date)).toBe(Date.parse('2026-01-01T06:01:00Z'));
      expect(instant(created.endDate.date)).toBe(Date.parse('2027-01-01T05:59:00Z'));
    });

    it('refuses an end date before the start date and creates nothing', async () => {
      const { worldID } = await world();
      const projectID = await project();
      const payload = spacePayload({ projectID, worldID }, { startDate: { date: '2026-05-02', timezone: ZONE }, endDate: { date: '2026-05-01', timezone: ZONE } });
      await expectHttpError(backend.api.spaces.create(payload), 400, { endDate: 'The end date must be after the start date' });
      expect(only(await backend.api.spaces.list(), (s) => s.projectID, [projectID])).toEqual([]);
    });

    it('refuses a blank space name with Required', async () => {
      const { worldID } = await world();
      await expectHttpError(backend.api.spaces.create(spacePayload({ projectID: await project(), worldID }, { spaceName: BLANK })), 400, { spaceName: 'Required' });
    });

    it('answers 404 for an unknown project or world', async () => {
      const { worldID } = await world();
      await expectHttpError(backend.api.spaces.create(spacePayload({ projectID: UNKNOWN_ID, worldID })), 404);
      await expectHttpError(backend.api.spaces.create(spacePayload({ projectID: await project(), worldID: UNKNOWN_ID })), 404);
    });

    it('gets a space with its project, lists spaces by name and answers 404 for an unknown one', async () => {
      const { worldID } = await world();
      const projectID = await project();
      const ids: string[] = [];
      for (const spaceName of NAMES_SCRAMBLED) ids.push((await backend.api.spaces.create(spacePayload({ projectID, worldID }, { spaceName }))).spaceID);
      const listed = only(await backend.api.spaces.list(), (s) => s.spaceID, ids);
      expect(listed.map((s) => s.spaceName)).toEqual(NAMES_SORTED);
      const got = await backend.api.spaces.get({ spaceID: ids[0], producerID: backend.superAdminID });
      expect(got).toMatchObject({ spaceID: ids[0], spaceName: NAMES_SCRAMBLED[0], projectID, project: { projectID } });
      await expectHttpError(backend.api.spaces.get({ spaceID: UNKNOWN_ID, producerID: backend.superAdminID }), 404);
    });

    it('answers 0 usage seconds for a space nobody has entered', async () => {
      const fixture = await backend.setup();
      expect(await backend.api.spaces.usage({ spaceID: fixture.spaceID })).toEqual({ usageSeconds: 0 });
    });
  });
}
