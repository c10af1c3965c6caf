import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ServerContext } from './context';

/** Options every route module receives. */
export interface RouteModuleOptions {
  ctx: ServerContext;
  /** Requests per minute per address for the public system-check call. */
  systemCheckRateLimit: number;
}

/**
 * One domain's routes, registered under /api. Every route must set `config.access`.
 * @example
 * export const calendarRoutes: RouteModule = async (app, { ctx }) => { app.get('/calendars', ...); };
 */
export type RouteModule = FastifyPluginAsyncTypebox<RouteModuleOptions>;
