import { describe, expect, it } from 'vitest';
import { PROJECT_KEY_MISMATCH, USERNAME_INVALID, USERNAME_TAKEN } from '@greenroom/core/rules';
import type { ProducerCreatePayload, ProjectMap } from '@greenroom/core';
import { expectHttpError } from './expectError';
import { uniqueName } from './fixture';
import { UNKNOWN_ID } from './names';
import type { MakeBackend } from './types';
import { useBackend } from './useBackend';

let counter = 0;
/** A Create a Producer payload with a username no other contract producer has. */
function producerPayload(projects: ProjectMap, overrides: Partial<ProducerCreatePayload> = {}): ProducerCreatePayload {
  counter += 1;
  return {
    username: `contract.producer${counter}`,
    email: `producer${counter}@example.com`,
    temporaryPassword: 'Temporary-Passw0rd!',
    first: 'Pat',
    last: `Producer ${counter}`,
    projects,
    role: 1,
    ...overrides,
  };
}

/**
 * Producer admin (docs/reference/portal.md §2, §5, §8): a producer is created with role 1, trimmed texts and
 * its assigned projects; each text blank after trimming is 'Required' (no e-mail format check); a
 * username outside letters, digits and . _ @ + - is refused; a taken username (any case) is 409;
 * assignments are replaced as a whole; the assigned producer reaches only their projects; a project
 * map must be keyed by projectID (400) and name existing projects (404, checked before the
 * username), and answers the stored project names.
 * @example describeProducersContract(() => memoryContractBackend());
 */
export function describeProducersContract(makeBackend: MakeBackend): void {
  describe('producers contract', () => {
    const backend = useBackend(makeBackend);
    const projectMap = (projectID: string, projectName: string): ProjectMap => ({ [projectID]: { projectID, projectName } });

    it('creates a role-1 producer with trimmed texts and its projects, listed and reaching only those projects', async () => {
      const { projectID } = await backend.setup();
      const project = await backend.api.projects.get({ projectID });
      const payload = producerPayload(projectMap(projectID, project.projectName), { email: ' no-format-check ', first: ' Ada ', last: ' Lovelace ' });
      const created = await backend.api.producers.create({ ...payload, username: ` ${payload.username} ` });
      expect(created).toMatchObject({ name: 'Ada Lovelace', role: 1, username: payload.username, email: 'no-format-check', projects: projectMap(projectID, project.projectName) });
      expect((await backend.api.producers.list()).find((p) => p.producerID === created.producerID)?.name).toBe('Ada Lovelace');
      const reached = await backend.api.projects.listWithSpaces({ producerID: created.producerID });
      expect(reached.map((p) => p.projectID)).toEqual([projectID]);
    });

    it('refuses every text blank after trimming with Required and creates nothing', async () => {
      const before = (await backend.api.producers.list()).length;
      const blank = producerPayload({}, { username: ' ', email: '', temporaryPassword: '  ', first: ' ', last: '' });
      await expectHttpError(backend.api.producers.create(blank), 400, {
        username: 'Required',
        email: 'Required',
        temporaryPassword: 'Required',
        first: 'Required',
        last: 'Required',
      });
      expect(await backend.api.producers.list()).toHaveLength(before);
    });

    it('refuses a username with a space or a slash', async () => {
      await expectHttpError(backend.api.producers.create(producerPayload({}, { username: 'pat producer' })), 400, { username: USERNAME_INVALID });
      await expectHttpError(backend.api.producers.create(producerPayload({}, { username: 'pat/producer' })), 400, { username: USERNAME_INVALID });
    });

    it('answers 409 for a username another producer has in any case', async () => {
      const first = await backend.api.producers.create(producerPayload({}));
      const error = await expectHttpError(backend.api.producers.create(producerPayload({}, { username: first.username?.toUpperCase() })), 409, {
        username: USERNAME_TAKEN,
      });
      expect(error.message).toBe(USERNAME_TAKEN);
    });

    it('refuses a project map not keyed by projectID on create and on update, changing nothing', async () => {
      const { projectID } = await backend.setup();
      const project = await backend.api.projects.get({ projectID });
      const misKeyed: ProjectMap = { [UNKNOWN_ID]: { projectID, projectName: project.projectName } };
      const before = (await backend.api.producers.list()).length;
      await expectHttpError(backend.api.producers.create(producerPayload(misKeyed)), 400, { projects: PROJECT_KEY_MISMATCH });
      expect(await backend.api.producers.list()).toHaveLength(before);
      const created = await backend.api.producers.create(producerPayload(projectMap(projectID, project.projectName)));
      await expectHttpError(backend.api.producers.updateProjects({ producerID: created.producerID, projects: misKeyed }), 400, {
        projects: PROJECT_KEY_MISMATCH,
      });
      expect((await backend.api.producers.list()).find((p) => p.producerID === created.producerID)?.projects).toEqual(projectMap(projectID, project.projectName));
    });

    it('answers the stored project names, whatever names the map carries', async () => {
      const { projectID } = await backend.setup();
      const project = await backend.api.projects.get({ projectID });
      const created = await backend.api.producers.create(producerPayload(projectMap(projectID, 'A stale name')));
      expect(created.projects).toEqual(projectMap(projectID, project.projectName));
      const updated = await backend.api.producers.updateProjects({ producerID: created.producerID, projects: projectMap(projectID, 'Another stale name') });
      expect(updated.projects).toEqual(projectMap(projectID, project.projectName));
    });

    it('answers 404 for an unknown project before 409 for a taken username', async () => {
      const first = await backend.api.producers.create(producerPayload({}));
      await expectHttpError(backend.api.producers.create(producerPayload(projectMap(UNKNOWN_ID, 'Nowhere'), { username: first.username })), 404);
    });

    it("replaces a producer's projects as a whole and answers 404 for an unknown project", async () => {
      const { projectID } = await backend.setup();
      const other = await backend.api.projects.create({ name: uniqueName('Other Project') });
      const project = await backend.api.projects.get({ projectID });
      const created = await backend.api.producers.create(producerPayload(projectMap(projectID, project.projectName)));
      const updated = await backend.api.producers.updateProjects({ producerID: created.producerID, projects: projectMap(other.projectID, other.projectName) });
      expect(Object.keys(updated.projects)).toEqual([other.projectID]);
      expect((await backend.api.projects.listWithSpaces({ producerID: created.producerID })).map((p) => p.projectID)).toEqual([other.projectID]);
      await expectHttpError(
        backend.api.producers.updateProjects({ producerID: created.producerID, projects: projectMap(UNKNOWN_ID, 'Nowhere') }),
        404,
      );
      expect(Object.keys((await backend.api.producers.list()).find((p) => p.producerID === created.producerID)?.projects ?? {})).toEqual([other.projectID]);
    });
  });
}
