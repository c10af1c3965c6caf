import { Type } from 'typebox';
import { access } from '../platform/auth/access';
import type { RouteModule } from '../platform/routeModule';
import { readiness } from './readiness';

const Check = Type.Object({ ok: Type.Boolean(), detail: Type.Optional(Type.String()) });
const Readiness = Type.Object({
  ready: Type.Boolean(),
  checks: Type.Object({ started: Check, database: Check, migrations: Check, mailQueue: Check }),
});

/** Readiness for load balancers and orchestrators (the liveness answer is GET /api/health). */
export const operationsRoutes: RouteModule = async (app, { ctx }) => {
  app.get(
    '/ready',
    {
      config: { access: access.public() },
      schema: {
        tags: ['system'],
        summary: "200 when this instance should get traffic (start finished, database reachable, schema current, mail queue's oldest due delivery under 15 min), 503 otherwise; each check says why",
        response: { 200: Readiness, 503: Readiness },
      },
    },
    async (_request, reply) => {
      const answer = await readiness(ctx.db, ctx.clock.now().getTime(), ctx.starting());
      return reply.code(answer.ready ? 200 : 503).send(answer);
    },
  );
};
