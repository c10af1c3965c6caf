import type { ProjectMap } from '@greenroom/core';
import { checkNewProducer, checkProjectMap, USERNAME_TAKEN_REFUSAL } from '@greenroom/core/rules';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import { access, inBody, inQuery } from '../platform/auth/access';
import { callerOf } from '../platform/auth/guard';
import { insertProducer, isUsernameTaken, loadProducers, producerRole, projectsExist, replaceProducerProjects } from './store';
import type { Database } from '../platform/db/database';
import { apiErrorOf, badRequest, notFound } from '../platform/http/errors';
import { ErrorAnswer, Id, Line, strict, VersionInput } from '../platform/http/schemas';
import { assertVersion, staleWrite } from '../platform/http/staleWrites';
import { Producer, ProjectMapInput } from './schemas';
import type { RouteModule } from '../platform/routeModule';

const usernameTaken = () => apiErrorOf(USERNAME_TAKEN_REFUSAL);

/** The ids of a checked project map (400 when mis-keyed) whose projects all exist (else 404). */
async function projectIDsOf(db: Kysely<Database>, projects: ProjectMap): Promise<string[]> {
  const checked = checkProjectMap(projects);
  if (!checked.ok) throw badRequest(checked.fieldErrors);
  if (!(await projectsExist(db, checked.projectIDs))) throw notFound('Project');
  return checked.projectIDs;
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
      const role = await producerRole(ctx.db, request.query.producerID);
      if (role === null) throw notFound('Producer');
      return { role };
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
          temporaryPassword: Line(100),
          email: Line(254),
          username: Line(128),
          first: Line(50),
          last: Line(50),
          projects: ProjectMapInput,
          role: Type.Literal(1),
        }),
        response: { 201: Producer, 400: ErrorAnswer, 409: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const checked = checkNewProducer(request.body);
      if (!checked.ok) throw badRequest(checked.fieldErrors);
      const { username, email, first, last, temporaryPassword } = checked.fields;
      const projectIDs = await projectIDsOf(ctx.db, request.body.projects);
      if (await isUsernameTaken(ctx.db, username)) throw usernameTaken();
      const row = await ctx.userPool.newUserRow({ username, email, firstName: first, lastName: last, temporaryPassword, role: 1 });
      const by = { producerID: callerOf(request).producerID, at: ctx.clock.now().getTime() };
      if (!(await insertProducer(ctx.db, row, projectIDs, by))) throw usernameTaken();
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
        summary: "Replace a producer's project assignments, read at `version` (412 when stale)",
        body: strict({ producerID: Id, projects: ProjectMapInput, version: Type.Optional(VersionInput) }),
        response: { 200: Producer, 400: ErrorAnswer, 404: ErrorAnswer, 412: ErrorAnswer },
      },
    },
    async (request) => {
      const { producerID, projects, version } = request.body;
      const [stored] = await loadProducers(ctx.db, producerID);
      if (!stored) throw notFound('Producer');
      assertVersion(stored, version);
      const projectIDs = await projectIDsOf(ctx.db, projects);
      const by = { producerID: callerOf(request).producerID, at: ctx.clock.now().getTime() };
      if (!(await replaceProducerProjects(ctx.db, producerID, projectIDs, by, version))) throw version === undefined ? notFound('Producer') : staleWrite();
      const [updated] = await loadProducers(ctx.db, producerID);
      return updated;
    },
  );
};
