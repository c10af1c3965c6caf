import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { emailTemplateAncestry } from './templateAncestry';

/**
 * Where a record sits in the tenant tree: its own id under its kind, plus the ids of everything
 * above it. A producer reaches a record when the record's project is assigned to it.
 */
export type Ancestry = Partial<Record<ResourceKind, string>>;

/** The kinds of record a route can name (each has a resolver below). */
export type ResourceKind =
  | 'project'
  | 'space'
  | 'calendar'
  | 'presentation'
  | 'booking'
  | 'registration'
  | 'world'
  | 'producer'
  | 'emailTemplate'
  | 'apiKey'
  | 'webhook'
  | 'webhookDelivery';

type Resolver = (db: Kysely<Database>, id: string) => Promise<Ancestry | null>;

/**
 * How to find each kind of record and what it belongs to. Adding a kind (for a new route module)
 * is one entry here.
 */
export const resourceResolvers: Record<ResourceKind, Resolver> = {
  project: async (db, id) => {
    const row = await db.selectFrom('projects').select('project_id').where('project_id', '=', id).executeTakeFirst();
    return row ? { project: row.project_id } : null;
  },
  space: async (db, id) => {
    const row = await db.selectFrom('spaces').select(['space_id', 'project_id']).where('space_id', '=', id).executeTakeFirst();
    return row ? { project: row.project_id, space: row.space_id } : null;
  },
  calendar: async (db, id) => {
    const row = await db
      .selectFrom('calendars')
      .innerJoin('spaces', 'spaces.space_id', 'calendars.space_id')
      .select(['calendars.calendar_id', 'spaces.space_id', 'spaces.project_id'])
      .where('calendars.calendar_id', '=', id)
      .executeTakeFirst();
    return row ? { project: row.project_id, space: row.space_id, calendar: row.calendar_id } : null;
  },
  presentation: async (db, id) => {
    const row = await db
      .selectFrom('presentations')
      .innerJoin('spaces', 'spaces.space_id', 'presentations.space_id')
      .select(['presentations.presentation_id', 'spaces.space_id', 'spaces.project_id'])
      .where('presentations.presentation_id', '=', id)
      .executeTakeFirst();
    return row ? { project: row.project_id, space: row.space_id, presentation: row.presentation_id } : null;
  },
  booking: async (db, id) => {
    const row = await db
      .selectFrom('bookings')
      .innerJoin('spaces', 'spaces.space_id', 'bookings.space_id')
      .select(['bookings.booking_id', 'spaces.space_id', 'spaces.project_id'])
      .where('bookings.booking_id', '=', id)
      .executeTakeFirst();
    return row ? { project: row.project_id, space: row.space_id, booking: row.booking_id } : null;
  },
  registration: async (db, id) => {
    const row = await db
      .selectFrom('registrations')
      .innerJoin('bookings', 'bookings.booking_id', 'registrations.booking_id')
      .innerJoin('spaces', 'spaces.space_id', 'bookings.space_id')
      .select(['registrations.registration_id', 'bookings.booking_id', 'spaces.space_id', 'spaces.project_id'])
      .where('registrations.registration_id', '=', id)
      .executeTakeFirst();
    return row
      ? { project: row.project_id, space: row.space_id, booking: row.booking_id, registration: row.registration_id }
      : null;
  },
  emailTemplate: emailTemplateAncestry,
  world: async (db, id) => {
    const row = await db.selectFrom('worlds').select('world_id').where('world_id', '=', id).executeTakeFirst();
    return row ? { world: row.world_id } : null;
  },
  // A key belongs to its owner (reached by the owner and super-admins, like a producer).
  apiKey: async (db, id) => {
    const row = await db.selectFrom('api_keys').select(['api_key_id', 'producer_id']).where('api_key_id', '=', id).executeTakeFirst();
    return row ? { producer: row.producer_id, apiKey: row.api_key_id } : null;
  },
  webhook: async (db, id) => {
    const row = await db.selectFrom('webhooks').select(['webhook_id', 'project_id']).where('webhook_id', '=', id).executeTakeFirst();
    return row ? { project: row.project_id, webhook: row.webhook_id } : null;
  },
  webhookDelivery: async (db, id) => {
    const row = await db
      .selectFrom('webhook_deliveries')
      .innerJoin('webhooks', 'webhooks.webhook_id', 'webhook_deliveries.webhook_id')
      .select(['webhook_deliveries.delivery_id', 'webhooks.webhook_id', 'webhooks.project_id'])
      .where('webhook_deliveries.delivery_id', '=', id)
      .executeTakeFirst();
    return row ? { project: row.project_id, webhook: row.webhook_id, webhookDelivery: row.delivery_id } : null;
  },
  producer: async (db, id) => {
    const row = await db.selectFrom('producers').select('producer_id').where('producer_id', '=', id).executeTakeFirst();
    return row ? { producer: row.producer_id } : null;
  },
};
