import { DEMO_SLIDES } from '@greenroom/core/rules';
import type { Kysely } from 'kysely';
import { DEFAULT_SCRYPT_COST } from '../platform/auth/passwords';
import { temporaryPassword } from '../platform/lib/tokens';
import { newUserRow } from '../platform/auth/store/userPool';
import type { Clock } from '../platform/clock';
import type { ServerConfig } from '../platform/config';
import { isUniqueViolation } from '../platform/db/errors';
import type { Database } from '../platform/db/database';
import { insertDemoWorld } from './demo';

/** What seeding did. */
export interface SeedResult {
  /** Set when the super-admin was created now; `generated` when its password was made up (print it once). */
  admin?: { username: string; temporaryPassword: string; generated: boolean };
  demo: boolean;
}

/** Ids of some demo records (core's demoWorld): fixed, so two instances seeding at once collide instead of doubling. */
export const DEMO_IDS = {
  world: 'world-1',
  project: 'project-1',
  space: 'space-1',
  calendar: 'calendar-1',
  presentation: 'presentation-1',
  booking: 'booking-1',
  slides: DEMO_SLIDES,
} as const;

async function ignoreConcurrentSeed(work: () => Promise<void>): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (error) {
    // Another instance seeded the same records first.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * Fill an empty database: the first super-admin (role 0, temporary password from
 * GREENROOM_ADMIN_PASSWORD or generated) and, with GREENROOM_SEED=demo, core's demo world (the
 * memory backend's too: worlds, projects, spaces, calendars, presentations, live, past and upcoming
 * bookings with guests and attendance). Does nothing
 * to a database that already has producers (admin) or worlds (demo).
 * @example
 * const result = await seedDatabase(db, { config, clock });
 * if (result.admin?.generated) console.log(result.admin.temporaryPassword);
 */
export async function seedDatabase(
  db: Kysely<Database>,
  options: { config: ServerConfig; clock: Clock; scryptCost?: number },
): Promise<SeedResult> {
  const { config, clock } = options;
  const now = clock.now().getTime();
  const result: SeedResult = { demo: false };

  const anyProducer = await db.selectFrom('producers').select('producer_id').limit(1).executeTakeFirst();
  if (!anyProducer) {
    const password = config.adminPassword ?? temporaryPassword();
    const row = await newUserRow(
      { username: config.adminUsername, email: config.adminEmail, firstName: '', lastName: '', temporaryPassword: password, role: 0 },
      now,
      options.scryptCost ?? DEFAULT_SCRYPT_COST,
    );
    const created = await ignoreConcurrentSeed(async () => {
      await db.insertInto('producers').values(row).execute();
    });
    if (created) result.admin = { username: row.username, temporaryPassword: password, generated: config.adminPassword === undefined };
  }

  if (config.seed === 'demo') {
    const anyWorld = await db.selectFrom('worlds').select('world_id').limit(1).executeTakeFirst();
    if (!anyWorld) {
      result.demo = await ignoreConcurrentSeed(() => db.transaction().execute((trx) => insertDemoWorld(trx, config, now)));
    }
  }
  return result;
}
