import { describe, expect, it } from 'vitest';
import { expectHttpError } from './expectError';
import { only } from './only';
import { uniqueName } from './fixture';
import { BLANK, NAMES_SCRAMBLED, NAMES_SORTED, UNKNOWN_ID } from './names';
import type { MakeBackend } from './types';
import { useBackend } from './useBackend';

/**
 * Projects (docs/reference/portal.md §5, §7, §9): create trims, get, the admin list by name, the producer's
 * projects with their spaces, blank names refused with 'Required', unknown ids 404.
 * @example describeProjectsContract(() => memoryContractBackend());
 */
export function describeProjectsContract(makeBackend: MakeBackend): void {
  describe('projects contract', () => {
    const backend = useBackend(makeBackend);

    it('creates a project with its name trimmed and no spaces, and gets it back', async () => {
      const name = uniqueName('Project');
      const created = await backend.api.projects.create({ name: `  ${name}  ` });
      expect(created).toMatchObject({ projectName: name, spaces: {} });
      expect(await backend.api.projects.get({ projectID: created.projectID })).toMatchObject({ projectID: created.projectID, projectName: name, spaces: {} });
    });

    it('lists projects ascending by name (docs/reference/portal.md §9 comparator)', async () => {
      const ids: string[] = [];
      for (const name of NAMES_SCRAMBLED) ids.push((await backend.api.projects.create({ name })).projectID);
      const listed = only(await backend.api.projects.list(), (p) => p.projectID, ids);
      expect(listed.map((p) => p.projectName)).toEqual(NAMES_SORTED);
    });

    it('refuses a blank name with Required and creates nothing', async () => {
      const before = (await backend.api.projects.list()).length;
      await expectHttpError(backend.api.projects.create({ name: BLANK }), 400, { name: 'Required' });
      expect(await backend.api.projects.list()).toHaveLength(before);
    });

    it('answers 404 for an unknown project', async () => {
      await expectHttpError(backend.api.projects.get({ projectID: UNKNOWN_ID }), 404);
    });

    it("shows a new space under its project, and in the super-admin's projects with spaces", async () => {
      const fixture = await backend.setup();
      const space = await backend.api.spaces.get({ spaceID: fixture.spaceID, producerID: backend.superAdminID });
      const project = await backend.api.projects.get({ projectID: fixture.projectID });
      expect(project.spaces[fixture.spaceID]).toMatchObject({ spaceID: fixture.spaceID, spaceName: space.spaceName });
      const mine = (await backend.api.projects.listWithSpaces({ producerID: backend.superAdminID })).find((p) => p.projectID === fixture.projectID);
      expect(mine?.spaces[fixture.spaceID]).toMatchObject({ spaceID: fixture.spaceID, spaceName: space.spaceName });
    });
  });
}
