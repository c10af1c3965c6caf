import type { SkinItemType } from '../entities';
import { isLive } from '../time/booking';
import { createDemoSeed } from './demoSeed';

const NOW = new Date('2026-11-21T15:20:00Z');
const ALL_TYPES: SkinItemType[] = ['Image', 'Video', 'Audio', 'ImageOrVideo', 'SingleColor', 'SingleNumber', 'Boolean', 'ColorPairList'];

describe('createDemoSeed', () => {
  const seed = createDemoSeed({ now: NOW });

  it('has two projects and three spaces that point at each other', () => {
    expect(seed.projects?.map((p) => p.projectName)).toEqual(['Acme Launch Events', 'Partner Summit']);
    expect(seed.spaces).toHaveLength(3);
    for (const space of seed.spaces ?? []) {
      const project = seed.projects?.find((p) => p.projectID === space.projectID);
      expect(project?.spaces[space.spaceID]?.spaceName).toBe(space.spaceName);
    }
  });

  it('gives every space all four skin groups, with every skin item type in use', () => {
    for (const space of seed.spaces ?? []) {
      const groups = [space.uiSkin, space.worldSkin, space.avatarSkin, space.emailSkin];
      expect(groups.every((g) => Object.keys(g).length > 0)).toBe(true);
      const types = new Set(groups.flatMap((g) => Object.values(g).map((item) => item.type)));
      expect([...types].sort()).toEqual([...ALL_TYPES].sort());
      expect(space.uiSkin.theme.value).toMatch(/^(dark|light)$/);
      expect(space.uiSkin.thumbnailLogo.dimensions).toEqual({ width: 145, height: 145 });
    }
  });

  it('builds the bookings around now: one live, one past, upcoming ones', () => {
    const bookings = seed.bookings ?? [];
    const live = bookings.filter((b) => isLive(NOW, b.start.time, b.end.time));
    expect(live.map((b) => b.bookingID)).toEqual(['booking-1']);
    expect(bookings.filter((b) => b.end.timeValue < NOW.getTime()).map((b) => b.bookingID)).toEqual(['booking-2']);
    expect(bookings.filter((b) => b.start.timeValue > NOW.getTime()).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps registration counts, calendars and templates consistent with the bookings', () => {
    for (const booking of seed.bookings ?? []) {
      expect(booking.registrationCount).toBe(seed.registrations?.filter((r) => r.bookingID === booking.bookingID).length);
      for (const id of Object.keys(booking.emailTemplates)) {
        expect(seed.emailTemplates?.some((t) => t.emailTemplateID === id && t.bookingID === booking.bookingID)).toBe(true);
      }
      if (booking.calendarID) {
        expect(seed.calendars?.find((c) => c.calendarID === booking.calendarID)?.bookings).toContain(booking.bookingID);
      }
    }
    expect(seed.calendars?.filter((c) => c.spaceID === 'space-3')).toEqual([]);
  });

  it('is the same for the same now, and moves with now', () => {
    expect(createDemoSeed({ now: NOW })).toEqual(seed);
    const later = createDemoSeed({ now: new Date(NOW.getTime() + 86_400_000) });
    expect(later.bookings?.[0].start.timeValue).toBe((seed.bookings?.[0].start.timeValue ?? 0) + 86_400_000);
  });
});
