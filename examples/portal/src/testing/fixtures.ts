import type { Space } from '@greenroom/core';
import type { PortalConfig } from '../config';

/** The link hosts GET /api/config answers in the host's tests. */
export const testLinks: PortalConfig['links'] = {
  intake: 'https://guests.test/intake/',
  mobileHybrid: 'https://guests.test/mobile-hybrid/',
  photoAlbum: 'https://guests.test/photo-album/',
  qaDisplay: 'https://guests.test/qa-display/',
  signUp: 'https://guests.test/sign-up/',
  attendeeJoin: 'https://guests.test/attendee-join/',
  bridge: 'https://guests.test/bridge/',
  calendar: 'https://portal.test/api/ical/',
};

/**
 * The public configuration of the host's tests.
 * @example render(<App config={testConfig} services={services} />);
 */
export const testConfig: PortalConfig = { productName: 'Greenroom', links: testLinks };

/**
 * The space 'Main Hall' (space-1 of project-1, open from late October to late February, Chicago).
 * @example queryClient.setQueryData(queryKeys.spaces.detail('space-1'), testSpace());
 */
export function testSpace(overrides: Partial<Space> = {}): Space {
  return {
    spaceID: 'space-1',
    spaceName: 'Main Hall',
    projectID: 'project-1',
    bookings: {},
    presentations: {},
    startDate: { date: '2026-10-29T05:01:00Z', timezone: 'America/Chicago' },
    endDate: { date: '2027-02-27T05:59:00Z', timezone: 'America/Chicago' },
    maximumUserHours: 500,
    uiSkin: {},
    worldSkin: {},
    avatarSkin: {},
    emailSkin: {},
    ...overrides,
  };
}
