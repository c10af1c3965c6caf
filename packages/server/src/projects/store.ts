import type { Project } from '@greenroom/core';
import { sortByName } from '@greenroom/core/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/database';
import { producerRole } from '../producers/store';

/**
 * Projects with their spaces keyed by spaceID, sorted by project name. `projectIDs` limits the
 * answer (undefined means every project).
 * @example const [project] = await loadProjects(db, ['p1']);
 */
export async function loadProjects(db: Kysely<Database>, projectIDs?: readonly string[]): Promise<Project[]> {
  if (projectIDs !== undefined && projectIDs.length === 0) return [];
  let projectQuery = db.selectFrom('projects').select(['project_id', 'project_name']);
  let spaceQuery = db.selectFrom('spaces').select(['space_id', 'space_name', 'project_id']);
  if (projectIDs !== undefined) {
    projectQuery = projectQuery.where('project_id', 'in', projectIDs);
    spaceQuery = spaceQuery.where('project_id', 'in', projectIDs);
  }
  const [projects, spaces] = await Promise.all([projectQuery.execute(), spaceQuery.execute()]);
  const byID = new Map<string, Project>(
    projects.map((p) => [p.project_id, { projectID: p.project_id, projectName: p.project_name, spaces: {} }]),
  );
  for (const space of sortByName(spaces, (s) => s.space_name)) {
    const project = byID.get(space.project_id);
    if (project) project.spaces[space.space_id] = { spaceID: space.space_id, spaceName: space.space_name };
  }
  return sortByName(byID.values(), (p) => p.projectName);
}

/** The ids of the projects assigned to a producer. @example await assignedProjectIDs(db, 'u1') */
export async function assignedProjectIDs(db: Kysely<Database>, producerID: string): Promise<string[]> {
  const rows = await db.selectFrom('producer_projects').select('project_id').where('producer_id', '=', producerID).execute();
  return rows.map((r) => r.project_id);
}

/**
 * Store a new project. Takes the caller's transaction so its audit entry is stored with it.
 * @example await insertProject(trx, { projectID, projectName: 'Spring', now });
 */
export async function insertProject(db: Kysely<Database>, project: { projectID: string; projectName: string; now: number }): Promise<void> {
  await db.insertInto('projects').values({ project_id: project.projectID, project_name: project.projectName, created_at: project.now }).execute();
}

/**
 * The projects a producer sees, with their spaces: every project for a super-admin (role 0), the
 * assigned ones otherwise. Null when the producer is unknown.
 * @example const projects = await projectsOfProducer(db, 'u1'); // null → 404
 */
export async function projectsOfProducer(db: Kysely<Database>, producerID: string): Promise<Project[] | null> {
  const role = await producerRole(db, producerID);
  if (role === null) return null;
  if (role === 0) return loadProjects(db);
  return loadProjects(db, await assignedProjectIDs(db, producerID));
}
