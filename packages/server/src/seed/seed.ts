import type { Booking, RegistrationData, SkinGroupName } from '@greenroom/core';
import { CHICAGO_TIMEZONE, DEFAULT_ERROR_MESSAGES, defaultIntakeFields, defaultPresenterPermissions, spaceEndOfDay, spaceStartOfDay, toIsoSeconds } from '@greenroom/core/rules';
import type { Kysely } from 'kysely';
import { DEFAULT_SCRYPT_COST } from '../auth/passwords';
import { temporaryPassword } from '../lib/tokens';
import { newUserRow } from '../auth/userPool';
import { generateLoginCode } from '../lib/loginCode';
import { insertSystemTemplates } from '../bookings/store/emailTemplates';
import type { Clock } from '../clock';
import type { ServerConfig } from '../config';
import { isUniqueViolation } from '../db/errors';
import { toJson } from '../db/json';
import type { Database } from '../db/types';
import { bookingColumns } from '../domain/bookings';
import { itemColumns } from '../domain/skins';
import { assetBaseUrl } from '../uploads/addresses';
import { solidPng } from '../uploads/png';
import { demoCatalogue } from './demoWorld';

/** What seeding did. */
export interface SeedResult {
  /** Set when the super-admin was created now; `generated` when its password was made up (print it once). */
  admin?: { username: string; temporaryPassword: string; generated: boolean };
  demo: boolean;
}

/** Fixed ids of the demo records, so that two instances seeding at once collide instead of doubling. */
export const DEMO_IDS = {
  world: 'demo-world',
  project: 'demo-project',
  space: 'demo-space',
  calendar: 'demo-calendar',
  presentation: 'demo-presentation',
  booking: 'demo-booking',
  logo: '00000000-0000-4000-8000-000000000001',
  slides: ['00000000-0000-4000-8000-000000000011', '00000000-0000-4000-8000-000000000012'],
} as const;

const HOUR = 3_600_000;
const MINUTE = 60_000;
const DAY = 24 * HOUR;

function person(firstName: string, lastName: string, company: string): RegistrationData {
  return {
    firstName,
    lastName,
    company,
    emailAddress: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
    phone: '',
    address: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' },
  };
}

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

async function seedDemo(db: Kysely<Database>, config: ServerConfig, now: number): Promise<void> {
  const assets = assetBaseUrl(config.publicUrl);
  const logoPath = `assets/thumbnailLogo/${DEMO_IDS.logo}.png`;
  const catalogue = demoCatalogue(`${assets}${logoPath}`);
  const startOfRun = spaceStartOfDay(toIsoSeconds(now - 30 * DAY).slice(0, 10), CHICAGO_TIMEZONE);
  const endOfRun = spaceEndOfDay(toIsoSeconds(now + 365 * DAY).slice(0, 10), CHICAGO_TIMEZONE);
  const start = Math.floor(now / HOUR) * HOUR - HOUR;
  const end = start + 3 * HOUR;

  await db.transaction().execute(async (trx) => {
    const files = [
      { path: logoPath, data: solidPng(145, 145, [124, 77, 255]) },
      { path: `slides/${DEMO_IDS.slides[0]}.png`, data: solidPng(960, 540, [30, 136, 229]) },
      { path: `slides/${DEMO_IDS.slides[1]}.png`, data: solidPng(960, 540, [67, 160, 71]) },
    ];
    for (const file of files) {
      await trx
        .insertInto('files')
        .values({ path: file.path, content_type: 'image/png', size: file.data.length, data: file.data, created_at: now })
        .execute();
    }

    await trx.insertInto('worlds').values({ world_id: DEMO_IDS.world, name: 'Demo Atrium', created_at: now }).execute();
    await trx.insertInto('projects').values({ project_id: DEMO_IDS.project, project_name: 'Demo Project', created_at: now }).execute();
    await trx
      .insertInto('spaces')
      .values({
        space_id: DEMO_IDS.space,
        project_id: DEMO_IDS.project,
        world_id: DEMO_IDS.world,
        space_name: 'Demo Space',
        start_date: toJson({ date: startOfRun, timezone: CHICAGO_TIMEZONE }),
        end_date: toJson({ date: endOfRun, timezone: CHICAGO_TIMEZONE }),
        maximum_user_hours: 1000,
        default_video_server: 'https://video.greenroom.test',
        default_video_server_app_id: 'greenroom-public',
        default_game_server: 'game.greenroom.test',
        default_game_port: 443,
        created_at: now,
        updated_at: now,
      })
      .execute();
    for (const [group, items] of Object.entries(catalogue) as [SkinGroupName, typeof catalogue.uiSkin][]) {
      for (const entry of items) {
        const columns = itemColumns(group, entry);
        await trx.insertInto('world_skin_items').values({ ...columns, world_id: DEMO_IDS.world }).execute();
        await trx.insertInto('space_skin_items').values({ ...columns, space_id: DEMO_IDS.space, updated_at: now }).execute();
      }
    }

    await trx
      .insertInto('calendars')
      .values({ calendar_id: DEMO_IDS.calendar, space_id: DEMO_IDS.space, calendar_name: 'Demo Season', login_code: generateLoginCode(), created_at: now })
      .execute();
    await trx
      .insertInto('presentations')
      .values({
        presentation_id: DEMO_IDS.presentation,
        space_id: DEMO_IDS.space,
        name: 'Welcome Deck',
        slides: toJson(DEMO_IDS.slides.map((id) => `${id}.png`)),
        created_at: now,
        updated_at: now,
      })
      .execute();

    const booking: Omit<Booking, 'registrationCount'> = {
      bookingID: DEMO_IDS.booking,
      spaceID: DEMO_IDS.space,
      name: 'Demo Launch Event',
      calendarID: DEMO_IDS.calendar,
      start: { time: toIsoSeconds(start), timezone: CHICAGO_TIMEZONE, timeValue: start },
      end: { time: toIsoSeconds(end), timezone: CHICAGO_TIMEZONE, timeValue: end },
      doorsOpen: toIsoSeconds(start - 30 * MINUTE),
      doorsClosed: toIsoSeconds(end + 30 * MINUTE),
      enableDoors: false,
      accessTime: toIsoSeconds(start),
      capacity: 20,
      registrationCapacity: 20,
      useRegistrationCapacity: false,
      gracePeriodMinutes: 0,
      sendEntryNotifications: false,
      showInRoomHelpButton: true,
      privateCloud: false,
      enableQA: true,
      videoServer: 'https://video.greenroom.test',
      videoServerAppID: 'greenroom-public',
      gameServer: 'game.greenroom.test',
      gamePort: 443,
      publicAppLoginCode: generateLoginCode(),
      signUpLoginCode: generateLoginCode(),
      mobileHybridLoginCode: generateLoginCode(),
      emailTemplates: {},
      intakeFields: defaultIntakeFields(),
      errorMessages: { ...DEFAULT_ERROR_MESSAGES },
      supportMessage: '',
      enableSupport: false,
      hangUpURL: 'https://example.com/thanks',
      registrationNotificationEmailAddress: '',
      version: 1,
    };
    await trx.insertInto('bookings').values({ ...bookingColumns(booking), created_at: now, updated_at: now }).execute();
    await insertSystemTemplates(trx, DEMO_IDS.booking, config, now);

    const people = [
      { id: 'demo-registration-1', kind: 'attendee' as const, data: person('Ada', 'Lovelace', 'Analytical Engines'), stay: [start + 5 * MINUTE, start + 50 * MINUTE] },
      { id: 'demo-registration-2', kind: 'attendee' as const, data: person('Grace', 'Hopper', 'Navy'), stay: [now - 20 * MINUTE, null] },
      { id: 'demo-presenter-1', kind: 'presenter' as const, data: person('Alan', 'Turing', 'Bletchley'), stay: [start, start + 90 * MINUTE] },
    ];
    for (const [index, p] of people.entries()) {
      const code = generateLoginCode();
      const presenter = p.kind === 'presenter';
      await trx
        .insertInto('registrations')
        .values({
          registration_id: p.id,
          booking_id: DEMO_IDS.booking,
          kind: p.kind,
          login_code: code,
          brand: 0,
          allow_early_access: 0,
          emails: toJson([]),
          registration_data: toJson(p.data),
          permissions: presenter ? toJson(defaultPresenterPermissions()) : null,
          bridge_access: presenter ? 1 : null,
          presentation_id: presenter ? DEMO_IDS.presentation : null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const [enter, exit] = p.stay;
      await trx
        .insertInto('attendance_records')
        .values({
          attendees_id: `demo-attendance-${index + 1}`,
          booking_id: DEMO_IDS.booking,
          space_id: DEMO_IDS.space,
          registration_id: p.id,
          socket_id: `demo-socket-${index + 1}`,
          login_code: code,
          start_time: Math.min(enter ?? now, now),
          end_time: exit === null ? null : Math.min(exit, now),
          role: presenter ? 2 : 1,
          brand: 0,
          intake_data: toJson({ firstName: p.data.firstName, lastName: p.data.lastName, company: p.data.company, emailAddress: p.data.emailAddress }),
        })
        .execute();
    }
  });
}

/**
 * Fill an empty database: the first super-admin (role 0, temporary password from
 * GREENROOM_ADMIN_PASSWORD or generated) and, with GREENROOM_SEED=demo, a demo world, project,
 * space, calendar, presentation and live booking with registrations and attendance. Does nothing
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
      result.demo = await ignoreConcurrentSeed(() => seedDemo(db, config, now));
    }
  }
  return result;
}
