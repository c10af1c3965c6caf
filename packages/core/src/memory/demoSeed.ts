import type { Booking, Calendar, Presentation, Project, Registration, Space } from '../entities';
import { demoWorld, type DemoPicture } from '../rules/demoWorld';
import { toIsoSeconds } from '../time/instant';
import { staySeconds } from '../rules/usage';
import { buildBooking, systemTemplates } from './builders';
import { demoIntegrations } from './demoIntegrations';
import { SLIDE_PICTURE_ROOT } from './slidePicture';
import type { MemoryAttendanceRecord, MemoryEmailTemplate, MemorySeed } from './store';

/** Options of createDemoSeed. @example createDemoSeed({ now: new Date('2026-11-21T15:00:00Z') }) */
export interface DemoSeedOptions {
  /** The moment the demo is built around (bookings live now, past and upcoming). Default: the real clock. */
  now?: Date;
}

/** A self-contained placeholder picture (SVG data URL), so stories need no network. */
function svgPicture({ text, background, width, height }: DemoPicture): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${background}"/>` +
    `<text x="50%" y="50%" fill="#ffffff" font-family="sans-serif" font-size="${Math.round(height / 8)}" text-anchor="middle" dominant-baseline="middle">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The demo world of `@greenroom/core/rules` (`demoWorld`, which the reference server seeds too) as
 * a memory seed: SVG pictures, readable login codes ('demo-public-1'), plus the three producers
 * matching createMemoryAuth's default users ('producer-admin', 'producer-1'), and a few API keys,
 * webhooks and webhook deliveries (memory only: the server seeds none).
 * @example
 * const api = createMemoryApi(createDemoSeed({ now: new Date('2026-11-21T15:00:00Z') }));
 */
export function createDemoSeed(options: DemoSeedOptions = {}): MemorySeed {
  const now = options.now ?? new Date();
  const world = demoWorld({ now, picture: svgPicture, loginCode: (label) => label });

  const spaces: Space[] = world.spaces.map((space) => ({ ...space, bookings: {}, presentations: {} }));
  const spaceOf = (spaceID: string) => spaces.find((s) => s.spaceID === spaceID) as Space;
  const projects: Project[] = world.projects.map((project) => ({
    ...project,
    spaces: Object.fromEntries(spaces.filter((s) => s.projectID === project.projectID).map((s) => [s.spaceID, { spaceID: s.spaceID, spaceName: s.spaceName }])),
  }));

  const emailTemplates: MemoryEmailTemplate[] = [];
  const bookings: Booking[] = world.bookings.map((demo) => {
    const templates = systemTemplates(demo.bookingID, (i) => demo.systemTemplateIDs[i]);
    const custom = world.templates.filter((t) => t.bookingID === demo.bookingID).map((t) => ({ ...t, system: false }));
    emailTemplates.push(...templates, ...custom);
    const space = spaceOf(demo.payload.spaceID);
    const booking = { ...buildBooking(demo.payload, { bookingID: demo.bookingID, codes: demo.codes, templates: [...templates, ...custom], space }), ...demo.changes };
    booking.registrationCount = world.registrations.filter((r) => r.bookingID === demo.bookingID).length;
    space.bookings[demo.bookingID] = { bookingID: demo.bookingID, bookingName: booking.name };
    return booking;
  });
  const calendars: Calendar[] = world.calendars.map((calendar) => ({
    ...calendar,
    bookings: bookings.filter((b) => b.calendarID === calendar.calendarID).map((b) => b.bookingID),
  }));

  const presentations: Presentation[] = world.presentations.map((p) => ({ ...p, thumbnailRoot: SLIDE_PICTURE_ROOT }));
  for (const p of presentations) spaceOf(p.spaceID).presentations[p.presentationID] = { presentationID: p.presentationID, presentationName: p.name };

  const guests: Registration[] = [...world.registrations, ...world.presenters];
  const attendance: MemoryAttendanceRecord[] = world.stays.map((stay) => {
    const guest = guests.find((r) => r.registrationID === stay.registrationID) as Registration;
    return {
      bookingID: stay.bookingID,
      attendeesID: stay.attendeesID,
      registrationID: stay.registrationID,
      socketID: stay.socketID,
      loginCode: guest.loginCode,
      startTime: toIsoSeconds(stay.start),
      endTime: stay.end === null ? '' : toIsoSeconds(stay.end),
      totalSeconds: staySeconds({ startTime: stay.start, endTime: stay.end }, now.getTime()),
      role: stay.role,
      brand: guest.brand,
      intakeData: { ...guest.registrationData },
    };
  });

  return {
    producers: world.producers,
    projects,
    worlds: world.worlds,
    spaces,
    bookings,
    calendars,
    registrations: world.registrations,
    presenters: world.presenters,
    emailTemplates,
    presentations,
    attendance,
    questions: world.questions,
    systemChecks: world.systemChecks,
    caches: world.caches,
    ...demoIntegrations(now),
  };
}
