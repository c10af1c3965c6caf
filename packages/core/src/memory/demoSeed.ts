import type {
  Booking,
  Calendar,
  Presentation,
  Presenter,
  Producer,
  Project,
  QAQuestion,
  Registration,
  SkinGroup,
  SkinItem,
  Space,
  SystemCheck,
  World,
  ZonedDate,
} from '../entities';
import { bookingTime } from '../time/booking';
import { toIsoSeconds } from '../time/instant';
import { defaultPresenterPermissions } from '../validation/presenterPermissions';
import { buildBooking, systemTemplates } from './builders';
import type { MemoryAttendanceRecord, MemoryEmailTemplate, MemorySeed } from './store';

/** Options of createDemoSeed. @example createDemoSeed({ now: new Date('2026-11-21T15:00:00Z') }) */
export interface DemoSeedOptions {
  /** The moment the demo is built around (bookings live now, past and upcoming). Default: the real clock. */
  now?: Date;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A self-contained placeholder picture (SVG data URL), so stories need no network. */
function picture(text: string, background: string, width: number, height: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${background}"/>` +
    `<text x="50%" y="50%" fill="#ffffff" font-family="sans-serif" font-size="${Math.round(height / 8)}" text-anchor="middle" dominant-baseline="middle">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function item(property: string, label: string, type: SkinItem['type'], value: SkinItem['value'], extra: Partial<SkinItem> = {}): SkinItem {
  return { property, label, type, value, ...extra };
}

function uiSkin(theme: 'dark' | 'light', primaryColor: string, name: string): SkinGroup {
  return {
    theme: item('theme', 'Web Theme', 'SingleColor', theme),
    primaryColor: item('primaryColor', 'Hightlight Color', 'SingleColor', primaryColor),
    landingPageAsset: item('landingPageAsset', 'Landing Page Asset', 'ImageOrVideo', picture(name, primaryColor, 1920, 1080), {
      dimensions: { width: 1920, height: 1080 },
      assetFamily: 'landing',
    }),
    thumbnailLogo: item('thumbnailLogo', 'Header Logo', 'Image', picture(name.slice(0, 2).toUpperCase(), primaryColor, 145, 145), {
      dimensions: { width: 145, height: 145 },
    }),
  };
}

/** Every SkinItemType appears here; `withQaColors: false` leaves out the Q&A colours (to show their defaults). */
function worldSkin(withQaColors: boolean): SkinGroup {
  return {
    lobbyBackground: item('lobbyBackground', 'Lobby Background', 'Image', picture('Lobby', '#37474F', 1920, 1080), {
      dimensions: { width: 1920, height: 1080 },
    }),
    stageScreen: item('stageScreen', 'Stage Screen', 'ImageOrVideo', 'https://media.example.com/demo/stage-loop.mp4', {
      assetFamily: 'stage',
    }),
    welcomeVideo: item('welcomeVideo', 'Welcome Video', 'Video', 'https://media.example.com/demo/welcome.mp4'),
    ambientAudio: item('ambientAudio', 'Ambient Audio', 'Audio', 'https://media.example.com/demo/ambient.mp3'),
    floorColor: item('floorColor', 'Floor Color', 'SingleColor', '#2E3B4E'),
    lightIntensity: item('lightIntensity', 'Light Intensity', 'SingleNumber', 0.75),
    showSponsorWall: item('showSponsorWall', 'Show Sponsor Wall', 'Boolean', true),
    debugOverlay: item('debugOverlay', 'Debug Overlay', 'Boolean', false, { hidden: true }),
    ...(withQaColors
      ? {
          qaDisplayBackgroundColor: item('qaDisplayBackgroundColor', 'Q&A Display Background Color', 'SingleColor', '#383838'),
          qaDisplayTextColor: item('qaDisplayTextColor', 'Q&A Display Text Color', 'SingleColor', '#FFFFFF'),
        }
      : {}),
  };
}

function avatarSkin(): SkinGroup {
  return {
    avatarColors: item('avatarColors', 'Avatar Colors', 'ColorPairList', [
      { primary: '#1E88E5', secondary: '#FFC107' },
      { primary: '#43A047', secondary: '#FFFFFF' },
      { primary: '#E53935', secondary: '#212121' },
    ]),
    avatarScale: item('avatarScale', 'Avatar Scale', 'SingleNumber', 1),
    nameTags: item('nameTags', 'Show Name Tags', 'Boolean', true),
    thumbnails: item('thumbnails', 'Thumbnails', 'Image', picture('Avatars', '#5E35B1', 512, 512)),
    textureMap: item('textureMap', 'Texture Map', 'Image', picture('Texture', '#6D4C41', 1024, 1024)),
  };
}

function emailSkin(color: string): SkinGroup {
  return {
    emailHeaderImage: item('emailHeaderImage', 'Email Header Image', 'Image', picture('You are invited', color, 600, 200), {
      dimensions: { width: 600, height: 200 },
    }),
    emailFooterImage: item('emailFooterImage', 'Email Footer Image', 'Image', picture('See you there', '#263238', 600, 120), {
      dimensions: { width: 600, height: 120 },
    }),
  };
}


function person(first: string, last: string, company: string) {
  return {
    firstName: first,
    lastName: last,
    company,
    emailAddress: `${first}.${last}@example.com`.toLowerCase(),
    phone: '(555) 010-2030',
    address: { addressLine1: '100 Congress Ave', addressLine2: '', city: 'Austin', state: 'TX', zipCode: '78701' },
  };
}

/**
 * A realistic demo data set for stories and demos, built around `now`: two projects, three spaces
 * (full skin groups with every SkinItemType, one space lacking the Q&A colours and one with no
 * bookings or calendars), calendars, bookings that are live, past and upcoming, attendees,
 * presenters, templates, presentations, attendance, Q&A, system checks and a cache.
 * Ids are stable ('project-1', 'space-1', 'booking-1', 'calendar-1', …); producer ids match
 * createMemoryAuth's default users ('producer-admin', 'producer-1').
 * @example
 * const api = createMemoryApi(createDemoSeed({ now: new Date('2026-11-21T15:00:00Z') }));
 */
export function createDemoSeed(options: DemoSeedOptions = {}): MemorySeed {
  const now = (options.now ?? new Date()).getTime();
  const hour = Math.floor(now / HOUR) * HOUR;
  const zoned = (ms: number, timezone: string): ZonedDate => ({ date: toIsoSeconds(ms), timezone });
  const worlds: World[] = [
    { worldID: 'world-1', name: 'Atrium', worldSkin: worldSkin(true), avatarSkin: avatarSkin(), emailSkin: emailSkin('#1565C0') },
    { worldID: 'world-2', name: 'Expo Hall', worldSkin: worldSkin(true), avatarSkin: avatarSkin(), emailSkin: emailSkin('#00897B') },
  ];

  const projects: Project[] = [
    {
      projectID: 'project-1',
      projectName: 'Acme Launch Events',
      spaces: {
        'space-1': { spaceID: 'space-1', spaceName: 'Main Hall' },
        'space-2': { spaceID: 'space-2', spaceName: 'Breakout Lounge' },
      },
    },
    { projectID: 'project-2', projectName: 'Partner Summit', spaces: { 'space-3': { spaceID: 'space-3', spaceName: 'Summit Stage' } } },
  ];
  const refs = Object.fromEntries(projects.map((p) => [p.projectID, { projectID: p.projectID, projectName: p.projectName }]));
  const producers: Producer[] = [
    { producerID: 'producer-admin', name: 'Avery Admin', role: 0, projects: refs, username: 'admin', email: 'admin@example.com' },
    { producerID: 'producer-1', name: 'Pat Producer', role: 1, projects: { 'project-1': refs['project-1'] }, username: 'producer', email: 'producer@example.com' },
    { producerID: 'producer-2', name: 'Sam Summit', role: 1, projects: { 'project-2': refs['project-2'] }, username: 'sam', email: 'sam@example.com' },
  ];

  const spaceBase = (spaceID: string, spaceName: string, projectID: string, worldID: string, timezone: string) => ({
    spaceID,
    spaceName,
    projectID,
    worldID,
    bookings: {},
    presentations: {},
    startDate: zoned(hour - 30 * DAY, timezone),
    endDate: zoned(hour + 90 * DAY, timezone),
    defaultVideoServer: 'wss://video.example.com',
    defaultVideoServerAppID: 'demo-video-app',
    defaultGameServer: 'game.example.com',
    defaultGamePort: 443,
  });
  const spaces: Space[] = [
    {
      ...spaceBase('space-1', 'Main Hall', 'project-1', 'world-1', 'America/Chicago'),
      maximumUserHours: 500,
      uiSkin: uiSkin('dark', '#7C4DFF', 'Main Hall'),
      worldSkin: worldSkin(true),
      avatarSkin: avatarSkin(),
      emailSkin: emailSkin('#1565C0'),
    },
    {
      ...spaceBase('space-2', 'Breakout Lounge', 'project-1', 'world-1', 'America/New_York'),
      maximumUserHours: 120,
      uiSkin: uiSkin('light', '#00897B', 'Breakout Lounge'),
      // Lacks the Q&A colours (so the Branding tab adds its defaults) and has a property its world lacks.
      worldSkin: { ...worldSkin(false), legacyBanner: item('legacyBanner', 'Legacy Banner', 'Image', picture('Legacy', '#8D6E63', 800, 200)) },
      avatarSkin: avatarSkin(),
      emailSkin: emailSkin('#00897B'),
    },
    {
      ...spaceBase('space-3', 'Summit Stage', 'project-2', 'world-2', 'Europe/London'),
      maximumUserHours: 50,
      uiSkin: uiSkin('dark', '#F4511E', 'Summit Stage'),
      worldSkin: worldSkin(true),
      avatarSkin: avatarSkin(),
      emailSkin: emailSkin('#F4511E'),
    },
  ];

  const emailTemplates: MemoryEmailTemplate[] = [];
  const bookings: Booking[] = [];
  const addBooking = (n: number, spaceID: string, name: string, startMs: number, hours: number, timezone: string, extra: Partial<Booking> = {}) => {
    const bookingID = `booking-${n}`;
    const templates = systemTemplates(bookingID, (i) => `template-${n}-${i + 1}`);
    emailTemplates.push(...templates);
    const endMs = startMs + hours * HOUR;
    const space = spaces.find((s) => s.spaceID === spaceID) as Space;
    const booking = buildBooking(
      {
        spaceID,
        name,
        start: bookingTime(startMs, timezone),
        end: bookingTime(endMs, timezone),
        capacity: 100,
        gracePeriodMinutes: 0,
        accessTime: toIsoSeconds(startMs - HOUR),
        doorsOpen: toIsoSeconds(startMs - 30 * MINUTE),
        doorsClosed: toIsoSeconds(endMs + 30 * MINUTE),
      },
      {
        bookingID,
        codes: { publicAppLoginCode: `demo-public-${n}`, signUpLoginCode: `demo-signup-${n}`, mobileHybridLoginCode: `demo-hybrid-${n}` },
        templates,
        space,
      },
    );
    Object.assign(booking, extra);
    bookings.push(booking);
    space.bookings[bookingID] = { bookingID, bookingName: name };
    return booking;
  };
  addBooking(1, 'space-1', 'Product Launch Keynote', hour - HOUR, 2, 'America/Chicago', {
    calendarID: 'calendar-1',
    enableQA: true,
    enableDoors: true,
    enableSupport: true,
    supportMessage: 'Need help? Chat with us at the help desk.',
    hangUpURL: 'https://www.example.com/thanks',
  });
  addBooking(2, 'space-1', 'Quarterly Town Hall', hour - 2 * DAY, 1, 'America/Chicago', { calendarID: 'calendar-2', enableQA: true, capacity: 50 });
  addBooking(3, 'space-1', 'Customer Roundtable', hour + 3 * DAY, 1, 'America/New_York', {
    calendarID: 'calendar-1',
    privateCloud: true,
    useRegistrationCapacity: true,
    registrationCapacity: 40,
  });
  addBooking(4, 'space-2', 'Lounge Social', hour + 7 * DAY, 2, 'America/New_York', { calendarID: 'calendar-3', mobileHybridLoginCode: '' });

  emailTemplates.push({
    bookingID: 'booking-1',
    emailTemplateID: 'template-1-custom',
    emailTemplateName: 'Day-of Reminder',
    subject: 'Starting soon',
    from: 'Acme Events',
    replyTo: 'events@example.com',
    body: 'Hello {{firstName}}, we start in one hour.',
    HTML: false,
    system: false,
  });
  bookings[0].emailTemplates['template-1-custom'] = { id: 'template-1-custom', name: 'Day-of Reminder', system: false, HTML: false };

  const calendars: Calendar[] = [
    { calendarID: 'calendar-1', calendarName: 'Spring Season', loginCode: 'demo-cal-spring', bookings: ['booking-1', 'booking-3'], spaceID: 'space-1' },
    { calendarID: 'calendar-2', calendarName: 'All Hands', loginCode: 'demo-cal-hands', bookings: ['booking-2'], spaceID: 'space-1' },
    { calendarID: 'calendar-3', calendarName: 'Lounge Nights', loginCode: 'demo-cal-lounge', bookings: ['booking-4'], spaceID: 'space-2' },
  ];

  const registration = (n: number, bookingID: string, first: string, last: string, company: string, extra: Partial<Registration> = {}): Registration => ({
    registrationID: `registration-${n}`,
    bookingID,
    loginCode: `demo-guest-${n}`,
    brand: false,
    allowEarlyAccess: false,
    emails: [],
    registrationData: person(first, last, company),
    ...extra,
  });
  const registrations: Registration[] = [
    registration(1, 'booking-1', 'Ada', 'Lovelace', 'Analytical Engines', { brand: true, emails: ['template-1-1'] }),
    registration(2, 'booking-1', 'Grace', 'Hopper', 'Compiler Co', { emails: ['template-1-1'] }),
    registration(3, 'booking-1', 'Alan', 'Turing', 'Bletchley Labs', { allowEarlyAccess: true }),
    registration(4, 'booking-1', 'Katherine', 'Johnson', 'Orbital Math'),
    registration(5, 'booking-2', 'Edsger', 'Dijkstra', 'Shortest Paths'),
    registration(6, 'booking-2', 'Barbara', 'Liskov', 'Substitution Inc', { brand: true }),
    registration(7, 'booking-3', 'Donald', 'Knuth', 'TeX Works'),
  ];
  for (const booking of bookings) booking.registrationCount = registrations.filter((r) => r.bookingID === booking.bookingID).length;

  const presenter = (n: number, bookingID: string, first: string, last: string, company: string, presentationID = ''): Presenter => ({
    registrationID: `presenter-${n}`,
    bookingID,
    loginCode: `demo-presenter-${n}`,
    brand: true,
    allowEarlyAccess: true,
    emails: [],
    registrationData: person(first, last, company),
    permissions: defaultPresenterPermissions(),
    bridgeAccess: true,
    presentation: { presentationID },
  });
  const presenters: Presenter[] = [
    presenter(1, 'booking-1', 'Margaret', 'Hamilton', 'Apollo Software', 'presentation-1'),
    { ...presenter(2, 'booking-1', 'Linus', 'Torvalds', 'Kernel Org'), permissions: { ...defaultPresenterPermissions(), canPresent: false, canShareWebcam: false } },
    presenter(3, 'booking-2', 'Tim', 'Berners-Lee', 'Web Foundation'),
  ];

  const presentations: Presentation[] = [
    { presentationID: 'presentation-1', spaceID: 'space-1', name: 'Keynote Deck', slides: ['slide-1.png', 'slide-2.png', 'slide-3.png'], thumbnailRoot: 'memory://uploads/slides/' },
    { presentationID: 'presentation-2', spaceID: 'space-1', name: 'Town Hall Slides', slides: [], thumbnailRoot: 'memory://uploads/slides/' },
  ];
  for (const p of presentations) {
    const space = spaces.find((s) => s.spaceID === p.spaceID) as Space;
    space.presentations[p.presentationID] = { presentationID: p.presentationID, presentationName: p.name };
  }

  const attendance = (n: number, bookingID: string, registrationID: string, startMs: number, endMs: number | null, role = 1): MemoryAttendanceRecord => {
    const source = [...registrations, ...presenters].find((r) => r.registrationID === registrationID) as Registration;
    return {
      bookingID,
      attendeesID: `attendee-${n}`,
      registrationID,
      socketID: `socket-${n}`,
      loginCode: source.loginCode,
      startTime: toIsoSeconds(startMs),
      endTime: endMs === null ? '' : toIsoSeconds(endMs),
      totalSeconds: endMs === null ? Math.round((now - startMs) / 1000) : Math.round((endMs - startMs) / 1000),
      role,
      brand: source.brand,
      intakeData: { ...source.registrationData },
    };
  };
  const start1 = hour - HOUR;
  const start2 = hour - 2 * DAY;
  const attendanceRecords: MemoryAttendanceRecord[] = [
    attendance(1, 'booking-1', 'registration-1', start1 + 5 * MINUTE, null),
    attendance(2, 'booking-1', 'registration-2', start1 + 10 * MINUTE, start1 + 40 * MINUTE),
    attendance(3, 'booking-1', 'presenter-1', start1, null, 2),
    attendance(4, 'booking-2', 'registration-5', start2, start2 + 55 * MINUTE),
    attendance(5, 'booking-2', 'registration-6', start2 + 2 * MINUTE, null),
  ];

  const question = (text: string, asker: string, votes: number, answer: string, at: number): QAQuestion => ({
    questionText: text,
    askerName: asker,
    votes,
    answerText: answer,
    answererName: answer ? 'Tim Berners-Lee' : '',
    status: answer ? 'answered' : 'open',
    lastUpdateTime: at,
  });

  const check = (n: number, at: number, first: string, last: string, ok: boolean): SystemCheck => ({
    systemCheckID: `system-check-${n}`,
    timestamp: toIsoSeconds(at),
    firstName: first,
    lastName: last,
    comment: ok ? '' : 'Camera blocked by corporate policy',
    data: {
      browserName: 'Chrome',
      browserVersion: '131.0',
      operatingSystem: ok ? 'macOS' : 'Windows',
      operatingSystemVersion: ok ? '15.1' : '11',
      canReachAWS: true,
      canReachGameServer: true,
      canReachLiveswitch: ok,
      areWebWorkersSupported: true,
      hasMic: true,
      hasCamera: true,
      hasCameraPermissions: ok,
      hasMicPermissions: true,
      canScreenshare: ok,
      canVideoStream: ok,
      isWebRTCSupported: true,
    },
  });

  return {
    producers,
    projects,
    worlds,
    spaces,
    bookings,
    calendars,
    registrations,
    presenters,
    emailTemplates,
    presentations,
    attendance: attendanceRecords,
    questions: {
      'booking-2': {
        q1: question('Will the recording be shared?', 'Edsger Dijkstra', 7, 'Yes, within a week.', start2 + 20 * MINUTE),
        q2: question('What is on the roadmap for Q3?', 'Barbara Liskov', 4, '', start2 + 35 * MINUTE),
        q3: question('Can we get the slides?', 'Anonymous', 2, 'They are in the resources tab.', start2 + 50 * MINUTE),
      },
    },
    systemChecks: [
      check(1, now - 2 * HOUR, 'Ada', 'Lovelace', true),
      check(2, now - HOUR, 'Grace', 'Hopper', false),
      check(3, now - DAY, 'Alan', 'Turing', true),
    ],
    caches: {
      'booking-1': { bookingID: 'booking-1', connected: 3, rooms: { lobby: 2, stage: 1 }, updatedAt: toIsoSeconds(now) },
    },
  };
}
