import type { Producer as ProducerEntity, ProjectMap } from '@greenroom/core';
import { checkNewProducer, sortByName, USERNAME_TAKEN } from '@greenroom/core/rules';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import { access, inBody, inQuery } from '../auth/access';
import { callerOf } from '../auth/guard';
import { recordAudit } from '../domain/audit';
import { nameKey } from '../auth/userPool';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/types';
import { ApiError, badRequest, notFound } from '../http/errors';
import { ErrorAnswer, Id, Producer, ProjectMapInput, strict } from '../http/schemas';
import type { RouteModule } from './types';

const usernameTaken = () => new ApiError(409, USERNAME_TAKEN, { code: 'UsernameExists', fieldErrors: { username: USERNAME_TAKEN } });

async function loadProducers(db: Kysely<Database>, producerID?: string): Promise<ProducerEntity[]> {
  let query = db.selectFrom('producers').select(['producer_id', 'username', 'email', 'first_name', 'last_name', 'role']);
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
  }));
  return sortByName(listed, (p) => p.name);
}

/** Check a project map: keys equal the projectIDs and every project exists. Resolves the ids. */
async function projectIDsOf(db: Kysely<Database>, projects: ProjectMap): Promise<string[]> {
  const ids = Object.keys(projects);
  for (const id of ids) {
    if (projects[id].projectID !== id) throw badRequest({ projects: 'Each project must be keyed by its projectID' });
  }
  if (ids.length === 0) return [];
  const found = await db.selectFrom('projects').select('project_id').where('project_id', 'in', ids).execute();
  if (found.length !== ids.length) throw notFound('Project');
  return ids;
}

/** Producers: role look-up, the admin list, creation with a temporary password, project assignments. */
export const producerRoutes: RouteModule = async (app, { ctx }) => {
  app.get(
    '/producer/role',
    {
      config: { access: access.signedIn(inQuery('producer', 'producerID')) },
      schema: {
        tags: ['producers'],
        summary: "A producer's role (0 = super-admin); producers may only ask about themselves",
        querystring: Type.Object({ producerID: Id }),
        response: { 200: Type.Object({ role: Type.Number() }), 404: ErrorAnswer },
      },
    },
    async (request) => {
      const row = await ctx.db.selectFrom('producers').select('role').where('producer_id', '=', request.query.producerID).executeTakeFirst();
      if (!row) throw notFound('Producer');
      return { role: row.role };
    },
  );

  app.get(
    '/producers/all/admin',
    {
      config: { access: access.admin() },
      schema: { tags: ['producers'], summary: 'Every producer, sorted by name', response: { 200: Type.Array(Producer) } },
    },
    async () => loadProducers(ctx.db),
  );

  app.post(
    '/producer',
    {
      config: { access: access.admin() },
      schema: {
        tags: ['producers'],
        summary: 'Create a producer (role 1) with a temporary password valid 7 days',
        body: strict({
          temporaryPassword: Type.String({ maxLength: 100 }),
          email: Type.String({ maxLength: 254 }),
          username: Type.String({ maxLength: 128 }),
          first: Type.String({ maxLength: 50 }),
          last: Type.String({ maxLength: 50 }),
          projects: ProjectMapInput,
          role: Type.Literal(1),
        }),
        response: { 201: Producer, 400: ErrorAnswer, 409: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const checked = checkNewProducer(body);
      if (!checked.ok) throw badRequest(checked.fieldErrors);
      const projectIDs = await projectIDsOf(ctx.db, body.projects);
      const taken = await ctx.db.selectFrom('producers').select('producer_id').where('username_key', '=', nameKey(body.username)).executeTakeFirst();
      if (taken) throw usernameTaken();

      const row = await ctx.userPool.newUserRow({
        username: body.username,
        email: body.email,
        firstName: body.first,
        lastName: body.last,
        temporaryPassword: body.temporaryPassword,
        role: 1,
      });
      try {
        await ctx.db.transaction().execute(async (trx) => {
          await trx.insertInto('producers').values(row).execute();
          for (const projectID of projectIDs) {
            await trx.insertInto('producer_projects').values({ producer_id: row.producer_id, project_id: projectID }).execute();
          }
          const after = { producerID: row.producer_id, username: row.username, email: row.email, name: `${row.first_name} ${row.last_name}`, role: 1, projects: projectIDs };
          await recordAudit(trx, { producerID: callerOf(request).producerID, action: 'producer.create', target: row.producer_id, before: null, after, at: ctx.clock.now().getTime() });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw usernameTaken();
        throw error;
      }
      const [created] = await loadProducers(ctx.db, row.producer_id);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/producer',
    {
      config: { access: access.admin(inBody('producer', 'producerID')) },
      schema: {
        tags: ['producers'],
        summary: "Replace a producer's project assignments",
        body: strict({ producerID: Id, projects: ProjectMapInput }),
        response: { 200: Producer, 400: ErrorAnswer, 404: ErrorAnswer },
      },
    },
    async (request) => {
      const { producerID, projects } = request.body;
      const projectIDs = await projectIDsOf(ctx.db, projects);
      await ctx.db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('producer_projects').select('project_id').where('producer_id', '=', producerID).orderBy('project_id').execute();
        const change = { before: { projects: before.map((link) => link.project_id) }, after: { projects: projectIDs } };
        await recordAudit(trx, { producerID: callerOf(request).producerID, action: 'producer.projects', target: producerID, ...change, at: ctx.clock.now().getTime() });
        await trx.deleteFrom('producer_projects').where('producer_id', '=', producerID).execute();
        for (const projectID of projectIDs) {
          await trx.insertInto('producer_projects').values({ producer_id: producerID, project_id: projectID }).execute();
        }
      });
      const [updated] = await loadProducers(ctx.db, producerID);
      return updated;
    },
  );
};
