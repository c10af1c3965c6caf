import { createMemoryApi, HttpError, type PortalApi, type Project, type Space } from '@greenroom/core';

/** A space whose dates fall on another calendar day in UTC than in its own zone. */
export function makeSpace(overrides: Partial<Space> = {}): Space {
  return {
    spaceID: 'space-9',
    spaceName: 'Night Owl Hall',
    projectID: 'project-9',
    bookings: {},
    presentations: {},
    // 03:00 UTC on the 22nd is 21:00 on the 21st in Chicago.
    startDate: { date: '2026-11-22T03:00:00Z', timezone: 'America/Chicago' },
    // 04:59 UTC on 1 January is 23:59 on 31 December in New York.
    endDate: { date: '2027-01-01T04:59:00Z', timezone: 'America/New_York' },
    maximumUserHours: 40,
    uiSkin: {},
    worldSkin: {},
    avatarSkin: {},
    emailSkin: {},
    ...overrides,
  };
}

/** Projects deliberately out of order, with spaces out of order. */
export function unsortedProjects(): Project[] {
  return [
    {
      projectID: 'project-z',
      projectName: 'Zeta Expo',
      spaces: { 's-z2': { spaceID: 's-z2', spaceName: 'West Wing' }, 's-z1': { spaceID: 's-z1', spaceName: 'East Wing' } },
    },
    {
      projectID: 'project-9',
      projectName: 'alpha Forum',
      spaces: {
        'space-9': { spaceID: 'space-9', spaceName: 'Night Owl Hall' },
        's-a1': { spaceID: 's-a1', spaceName: 'Atrium' },
        's-a2': { spaceID: 's-a2', spaceName: 'lounge' },
      },
    },
    { projectID: 'project-m', projectName: 'Midyear Review', spaces: {} },
  ];
}

/** The in-memory backend with the fixtures above (producer 'producer-1' sees every project). */
export function fixtureApi(options: { delay?: number } = {}): PortalApi {
  const projects = unsortedProjects();
  return createMemoryApi(
    {
      producers: [
        { producerID: 'producer-1', name: 'Pat Producer', role: 1, projects: Object.fromEntries(projects.map((p) => [p.projectID, { projectID: p.projectID, projectName: p.projectName }])) },
        { producerID: 'producer-admin', name: 'Avery Admin', role: 0, projects: {} },
      ],
      projects,
      spaces: [
        makeSpace(),
        makeSpace({ spaceID: 's-a1', spaceName: 'Atrium', maximumUserHours: 10 }),
        makeSpace({ spaceID: 's-z1', spaceName: 'East Wing', projectID: 'project-z', maximumUserHours: 5 }),
      ],
    },
    options,
  );
}

/** `api` whose usage call fails, as the header meets a broken usage service. */
export function withFailingUsage(api: PortalApi): PortalApi {
  return { ...api, spaces: { ...api.spaces, usage: () => Promise.reject(new HttpError(500, 'Usage unavailable')) } };
}
