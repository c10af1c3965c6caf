import type { Booking, Registration, SkinGroup, SkinGroupName } from '@greenroom/core';
import { DEFAULT_SERVER_OPTIONS, defaultSystemTemplates, demoWorld, FIRST_VERSION, newBooking, type DemoPicture, type DemoWorld } from '@greenroom/core/rules';
import type { Transaction } from 'kysely';
import { assetBaseUrl } from '../uploads/addresses';
import { solidPng } from '../uploads/png';
import { generateLoginCode } from '../platform/lib/loginCode';
import { syncTemplateSummaries, templateRow } from '../mail/store/templates';
import { senderDefaults } from '../mail/senderDefaults';
import type { ServerConfig } from '../platform/config';
import { toJson } from '../platform/db/json';
import type { Database } from '../platform/db/database';
import { bookingColumns } from '../bookings/store/bookingRows';
import { itemColumns } from '../branding/store/skins';

type Trx = Transaction<Database>;
type File = { path: string; data: Buffer };

const SLIDE_COLORS: [number, number, number][] = [
  [30, 136, 229],
  [67, 160, 71],
  [244, 81, 30],
];

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/**
 * The demo world with stored pictures (one solid PNG per distinct picture, under assets/demo/) and
 * fresh login codes (a seeded server is reachable, so its codes must not be guessable).
 */
function worldWithFiles(now: Date, config: ServerConfig): { world: DemoWorld; files: File[] } {
  const files = new Map<string, File>();
  const picture = (spec: DemoPicture) => {
    const key = `${spec.background}|${spec.width}x${spec.height}|${spec.text}`;
    if (!files.has(key)) {
      const id = `00000000-0000-4000-8000-${String(100 + files.size).padStart(12, '0')}`;
      files.set(key, { path: `assets/demo/${id}.png`, data: solidPng(spec.width, spec.height, rgb(spec.background)) });
    }
    return `${assetBaseUrl(config.publicUrl)}${files.get(key)!.path}`;
  };
  const world = demoWorld({ now, picture, loginCode: () => generateLoginCode() });
  const slides = world.presentations.flatMap((p) => p.slides).map((name, i) => ({ path: `slides/${name}`, data: solidPng(960, 540, SLIDE_COLORS[i % 3]) }));
  return { world, files: [...files.values(), ...slides] };
}

async function insertSkins(trx: Trx, table: 'world_skin_items' | 'space_skin_items', ownerID: string, groups: Partial<Record<SkinGroupName, SkinGroup>>, now: number) {
  for (const [group, items] of Object.entries(groups) as [SkinGroupName, SkinGroup | undefined][]) {
    for (const entry of Object.values(items ?? {})) {
      const columns = itemColumns(group, entry);
      if (table === 'world_skin_items') await trx.insertInto(table).values({ ...columns, world_id: ownerID }).execute();
      else await trx.insertInto(table).values({ ...columns, space_id: ownerID, updated_at: now, version: FIRST_VERSION }).execute();
    }
  }
}

function guestRow(guest: Registration, kind: 'attendee' | 'presenter', now: number) {
  const presenter = 'permissions' in guest ? (guest as Registration & { permissions: object; bridgeAccess: boolean; presentation: { presentationID: string } }) : null;
  return {
    registration_id: guest.registrationID,
    booking_id: guest.bookingID,
    kind,
    login_code: guest.loginCode,
    brand: guest.brand ? 1 : 0,
    allow_early_access: guest.allowEarlyAccess ? 1 : 0,
    emails: toJson(guest.emails),
    registration_data: toJson(guest.registrationData),
    permissions: presenter ? toJson(presenter.permissions) : null,
    bridge_access: presenter ? (presenter.bridgeAccess ? 1 : 0) : null,
    presentation_id: presenter ? presenter.presentation.presentationID || null : null,
    created_at: now,
    updated_at: now,
    version: guest.version ?? FIRST_VERSION,
    time_zone: guest.timeZone ?? '',
  } as const;
}

/**
 * Write core's demo world (`demoWorld` of @greenroom/core/rules, the memory backend's seed too) in
 * the caller's transaction: worlds, projects, spaces with skins, calendars, presentations with
 * slide files, bookings with their templates, guests and stays. Producers, Q&A, system checks and
 * caches are left out (accounts are the operator's; the rest is made at run time).
 * @example await db.transaction().execute((trx) => insertDemoWorld(trx, config, Date.now()));
 */
export async function insertDemoWorld(trx: Trx, config: ServerConfig, now: number): Promise<void> {
  const { world, files } = worldWithFiles(new Date(now), config);
  for (const file of files) {
    await trx.insertInto('files').values({ path: file.path, content_type: 'image/png', size: file.data.length, data: file.data, created_at: now }).execute();
  }
  for (const { worldID, name, ...groups } of world.worlds) {
    await trx.insertInto('worlds').values({ world_id: worldID, name, created_at: now }).execute();
    await insertSkins(trx, 'world_skin_items', worldID, groups, now);
  }
  for (const project of world.projects) {
    await trx.insertInto('projects').values({ project_id: project.projectID, project_name: project.projectName, created_at: now }).execute();
  }
  for (const { uiSkin, worldSkin, avatarSkin, emailSkin, ...space } of world.spaces) {
    await trx
      .insertInto('spaces')
      .values({
        space_id: space.spaceID,
        project_id: space.projectID,
        world_id: space.worldID,
        space_name: space.spaceName,
        start_date: toJson(space.startDate),
        end_date: toJson(space.endDate),
        maximum_user_hours: space.maximumUserHours,
        default_video_server: space.defaultVideoServer,
        default_video_server_app_id: space.defaultVideoServerAppID,
        default_game_server: space.defaultGameServer,
        default_game_port: space.defaultGamePort,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await insertSkins(trx, 'space_skin_items', space.spaceID, { uiSkin, worldSkin, avatarSkin, emailSkin }, now);
  }
  for (const calendar of world.calendars) {
    await trx
      .insertInto('calendars')
      .values({ calendar_id: calendar.calendarID, space_id: calendar.spaceID, calendar_name: calendar.calendarName, login_code: calendar.loginCode, created_at: now, version: FIRST_VERSION })
      .execute();
  }
  for (const p of world.presentations) {
    await trx
      .insertInto('presentations')
      .values({ presentation_id: p.presentationID, space_id: p.spaceID, name: p.name, slides: toJson(p.slides), created_at: now, updated_at: now, version: FIRST_VERSION })
      .execute();
  }
  await insertDemoBookings(trx, world, config, now);
}

async function insertDemoBookings(trx: Trx, world: DemoWorld, config: ServerConfig, now: number): Promise<void> {
  for (const demo of world.bookings) {
    const space = world.spaces.find((s) => s.spaceID === demo.payload.spaceID)!;
    const created = newBooking(demo.payload, {
      bookingID: demo.bookingID,
      codes: demo.codes,
      space: { videoServer: space.defaultVideoServer, videoServerAppID: space.defaultVideoServerAppID, gameServer: space.defaultGameServer, gamePort: space.defaultGamePort },
      serverOptions: DEFAULT_SERVER_OPTIONS,
    });
    const booking: Omit<Booking, 'registrationCount'> = { ...created, emailTemplates: {}, ...demo.changes };
    await trx.insertInto('bookings').values({ ...bookingColumns(booking), created_at: now, updated_at: now }).execute();
    const system = defaultSystemTemplates(senderDefaults(config)).map((t, i) => templateRow(demo.systemTemplateIDs[i], demo.bookingID, t, now));
    const custom = world.templates.filter((t) => t.bookingID === demo.bookingID).map((t) => templateRow(t.emailTemplateID, t.bookingID, { ...t, system: false }, now));
    await trx.insertInto('email_templates').values([...system, ...custom]).execute();
    await syncTemplateSummaries(trx, demo.bookingID);
  }
  const guests = [...world.registrations.map((r) => guestRow(r, 'attendee', now)), ...world.presenters.map((p) => guestRow(p, 'presenter', now))];
  for (const row of guests) await trx.insertInto('registrations').values(row).execute();
  for (const stay of world.stays) {
    const guest = [...world.registrations, ...world.presenters].find((r) => r.registrationID === stay.registrationID)!;
    const { firstName, lastName, company, emailAddress } = guest.registrationData;
    await trx
      .insertInto('attendance_records')
      .values({
        attendees_id: stay.attendeesID,
        booking_id: stay.bookingID,
        space_id: world.bookings.find((b) => b.bookingID === stay.bookingID)!.payload.spaceID,
        registration_id: stay.registrationID,
        socket_id: stay.socketID,
        login_code: guest.loginCode,
        start_time: stay.start,
        end_time: stay.end,
        role: stay.role,
        brand: guest.brand ? 1 : 0,
        intake_data: toJson({ firstName, lastName, company, emailAddress }),
      })
      .execute();
  }
}
