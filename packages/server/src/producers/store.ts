import type { Producer, ProjectMap } from '@greenroom/core';
import { sortByName, usernameKey } from '@greenroom/core/rules';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../platform/db/errors';
import type { Database } from '../platform/db/database';
import type { ProducersTable } from './tables';
import { recordAudit, type AuditChange } from '../audit/store';

type Db = Kysely<Database>;

/** Who makes an admin change, and when: the audit row's author and time. */
type ChangedBy = Pick<AuditChange, 'producerID' | 'at'>;

/**
 * Producers with their assigned projects, sorted by name (docs/reference/portal.md §9); a name falls back
 * to the username. `producerID` limits the answer to that one producer.
 * @example const [producer] = await loadProducers(db, 'u1');
 */
export async function loadProducers(db: Db, producerID?: string): Promise<Producer[]> {
  let query = db.selectFrom('producers').select(['producer_id', 'username', 'email', 'first_name', 'last_name', 'role', 'version']);
  if (producerID !== undefined) query = query.where('producer_id', '=', producerID);
  const producers = await query.execute();
  let links = db
    .selectFrom('producer_projects')
    .innerJoin('projects', 'projects.project_id', 'producer_projects.project_id')
    .select(['producer_projects.producer_id', 'projects.project_id', 'projects.project_name']);
  if (producerID !== undefined) links = links.where('producer_projects.producer_id', '=', producerID);
  const assignments = await links.execute();
  const projectsOf = new Map<string, ProjectMap>();
  for (const link of assignments) {
    const map = projectsOf.get(link.producer_id) ?? {};
    map[link.project_id] = { projectID: link.project_id, projectName: link.project_name };
    projectsOf.set(link.producer_id, map);
  }
  const listed = producers.map((p) => ({
    producerID: p.producer_id,
    name: `${p.first_name} ${p.last_name}`.trim() || p.username,
    role: p.role,
    projects: projectsOf.get(p.producer_id) ?? {},
    username: p.username,
    email: p.email,
    version: p.version,
  }));
  return sortByName(listed, (p) => p.name);
}

/** A producer's role (0 = super-admin), or null when there is no such producer. @example await producerRole(db, 'u1') // 1 */
export async function producerRole(db: Db, producerID: string): Promise<number | null> {
  const row = await db.selectFrom('producers').select('role').where('producer_id', '=', producerID).executeTakeFirst();
  return row ? row.role : null;
}

/** Whether a username is taken, ignoring case and surrounding spaces. @example await isUsernameTaken(db, ' Ada ') */
export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const row = await db.selectFrom('producers').select('producer_id').where('username_key', '=', usernameKey(username)).executeTakeFirst();
  return row !== undefined;
}

/** Whether every one of these projects exists. @example if (!(await projectsExist(db, ['p1']))) throw notFound('Project'); */
export async function projectsExist(db: Db, projectIDs: readonly string[]): Promise<boolean> {
  if (projectIDs.length === 0) return true;
  const found = await db.selectFrom('projects').select('project_id').where('project_id', 'in', projectIDs).execute();
  return found.length === projectIDs.length;
}

/**
 * Store a new producer with its project assignments and the 'producer.create' audit row, in one
 * transaction. Answers false (nothing stored) when the username was taken meanwhile.
 * @example if (!(await insertProducer(db, row, ['p1'], { producerID: adminID, at: now }))) throw usernameTaken();
 */
export async function insertProducer(db: Db, row: ProducersTable, projectIDs: readonly string[], by: ChangedBy): Promise<boolean> {
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('producers').values(row).execute();
      for (const projectID of projectIDs) {
        await trx.insertInto('producer_projects').values({ producer_id: row.producer_id, project_id: projectID }).execute();
      }
      const after = { producerID: row.producer_id, username: row.username, email: row.email, name: `${row.first_name} ${row.last_name}`, role: 1, projects: projectIDs };
      await recordAudit(trx, { ...by, action: 'producer.create', target: row.producer_id, before: null, after });
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * Replace a producer's project assignments, moving its version by one, only while it is at
 * `version` (when given), and record the 'producer.projects' audit row (the assignments before and
 * after), in one transaction. Answers false (nothing written) when the producer is stale or gone.
 * @example if (!(await replaceProducerProjects(db, 'u1', ['p1', 'p2'], { producerID: adminID, at: now }, 3))) throw staleWrite();
 */
export async function replaceProducerProjects(db: Db, producerID: string, projectIDs: readonly string[], by: ChangedBy, version?: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // First the version (the row lock it takes keeps a second writer out until this one commits).
    let bump = trx
      .updateTable('producers')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('producer_id', '=', producerID);
    if (version !== undefined) bump = bump.where('version', '=', version);
    if (Number((await bump.executeTakeFirst()).numUpdatedRows) === 0) return false;
    const before = await trx.selectFrom('producer_projects').select('project_id').where('producer_id', '=', producerID).orderBy('project_id').execute();
    const change = { before: { projects: before.map((link) => link.project_id) }, after: { projects: projectIDs } };
    await recordAudit(trx, { ...by, action: 'producer.projects', target: producerID, ...change });
    await trx.deleteFrom('producer_projects').where('producer_id', '=', producerID).execute();
    for (const projectID of projectIDs) {
      await trx.insertInto('producer_projects').values({ producer_id: producerID, project_id: projectID }).execute();
    }
    return true;
  });
}
