import { requireName } from '@greenroom/core/rules';
import { Type } from 'typebox';
import { access, inQuery } from '../platform/auth/access';
import { callerOf, reachableProjects } from '../platform/auth/guard';
import { recordAudit } from '../audit/store';
import { newId } from '../platform/lib/tokens';
import { insertProject, loadProjects, projectsOfProducer } from './store';
import { badRequest, notFound } from '../platform/http/errors';
import { ErrorAnswer, Id, Name, strict } from '../platform/http/schemas';
import { Project } from './schemas';
import type { RouteModule } from '../platform/routeModule';

/** Projects: create (admin), get one, the admin list, and a producer's projects with spaces. */
export const projectRoutes: RouteModule = async (app, { ctx }) => {
  app.post(
    '/project',
    {
      config: { access: access.admin() },
      schema: {
        tags: ['projects'],
        summary: 'Create a project',
        body: strict({ name: Name }),
        response: { 201: Project, 400: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const checked = requireName(request.body.name);
      if (!checked.ok) throw badRequest({ name: checked.error });
      const created = { projectID: newId(), projectName: checked.name };
      const now = ctx.clock.now().getTime();
      await ctx.db.transaction().execute(async (trx) => {
        await insertProject(trx, { ...created, now });
        await recordAudit(trx, { producerID: callerOf(request).producerID, action: 'project.create', target: created.projectID, before: null, after: created, at: now });
      });
      return reply.status(201).send({ ...created, spaces: {} });
    },
  );

  app.get(
    '/project',
    {
      config: { access: access.signedIn(inQuery('project', 'projectID')) },
      schema: {
        tags: ['projects'],
        summary: 'One project with its spaces',
        querystring: Type.Object({ projectID: Id }),
        response: { 200: Project, 404: ErrorAnswer },
      },
    },
    async (request) => {
      const [project] = await loadProjects(ctx.db, [request.query.projectID]);
      if (!project) throw notFound('Project');
      return project;
    },
  );

  app.get(
    '/projects/all/admin',
    {
      config: { access: access.admin() },
      schema: { tags: ['projects'], summary: 'Every project with its spaces, sorted by name', response: { 200: Type.Array(Project) } },
    },
    async () => loadProjects(ctx.db),
  );

  app.get(
    '/projects-and-spaces',
    {
      config: { access: access.signedIn(inQuery('producer', 'producerID')) },
      schema: {
        tags: ['projects'],
        summary: "A producer's projects with their spaces (a super-admin has every project)",
        querystring: Type.Object({ producerID: Id }),
        response: { 200: Type.Array(Project), 404: ErrorAnswer },
      },
    },
    async (request) => {
      const projects = await projectsOfProducer(ctx.db, request.query.producerID);
      if (!projects) throw notFound('Producer');
      // With an API key: only the key's projects (the guard checked the producer is the caller).
      const caller = callerOf(request);
      if (!caller.apiKey) return projects;
      const reached = await reachableProjects(ctx.db, caller);
      return reached === null ? projects : projects.filter((project) => reached.has(project.projectID));
    },
  );
};
