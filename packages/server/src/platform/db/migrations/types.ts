import type { Migration } from 'kysely';
import type { DialectName } from '../dialect';

/** A migration built for one dialect (the few column types that differ are chosen from it). */
export type MigrationFactory = (dialect: DialectName) => Migration;
