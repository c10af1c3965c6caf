import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/** The tables of the records a producer edits, whose rows get a version (issue 25). */
const VERSIONED_TABLES = ['registrations', 'email_templates', 'space_skin_items', 'calendars', 'presentations', 'producers'] as const;

/**
 * Issue 25: no lost updates. Every record a producer edits gets `version` (existing rows start at
 * 1, like new ones); each stored change moves it by one and an update names the version it read
 * (core's checkVersion, 412 when stale), as bookings already do. A registration also gets the
 * guest's own IANA `time_zone` ('' = unknown), for the guest's time in mail.
 */
export const recordVersionsSchema: MigrationFactory = () => ({
  async up(db: Kysely<unknown>): Promise<void> {
    for (const table of VERSIONED_TABLES) {
      await db.schema.alterTable(table).addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    }
    await db.schema.alterTable('registrations').addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('')).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('registrations').dropColumn('time_zone').execute();
    for (const table of VERSIONED_TABLES) await db.schema.alterTable(table).dropColumn('version').execute();
  },
});
