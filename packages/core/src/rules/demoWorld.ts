import type {
  Booking,
  BookingCreatePayload,
  Presenter,
  Producer,
  QAQuestion,
  Registration,
  RegistrationData,
  SkinGroup,
  SkinItem,
  SystemCheck,
  World,
  ZonedDate,
} from '../entities';
import { bookingTime, spaceEndOfDay, spaceStartOfDay, toIsoSeconds, wallClock } from '../time';
import { defaultPresenterPermissions } from '../validation/presenterPermissions';
import { DEFAULT_SERVER_OPTIONS } from './serverOptions';

/** A placeholder picture of the demo world; each backend draws it (an SVG data URL, a stored PNG). */
export interface DemoPicture {
  text: string;
  background: string;
  width: number;
  height: number;
}

/** How a backend turns the demo world's pictures and login codes into values. */
export interface DemoWorldOptions {
  /** The moment the demo is built around (bookings live now, past and upcoming). */
  now: Date;
  /** The skin value of a picture. */
  picture(spec: DemoPicture): string;
  /** A login code for a record; `label` is readable and unique ('demo-public-1'). */
  loginCode(label: string): string;
}

/** A demo space without its booking and presentation summaries (each backend derives those). */
export interface DemoSpace {
  spaceID: string;
  spaceName: string;
  projectID: string;
  worldID: string;
  startDate: ZonedDate;
  endDate: ZonedDate;
  maximumUserHours: number;
  defaultVideoServer: string;
  defaultVideoServerAppID: string;
  defaultGameServer: string;
  defaultGamePort: number;
  uiSkin: SkinGroup;
  worldSkin: SkinGroup;
  avatarSkin: SkinGroup;
  emailSkin: SkinGroup;
}

/** A demo booking: what POST /booking would get, its fixed ids and codes, and the fields set after. */
export interface DemoBooking {
  bookingID: string;
  payload: BookingCreatePayload;
  codes: { publicAppLoginCode: string; signUpLoginCode: string; mobileHybridLoginCode: string };
  /** Ids of its three system templates, in the order of defaultSystemTemplates. */
  systemTemplateIDs: [string, string, string];
  /** Fields changed after creation (a PUT /booking). */
  changes: Partial<Booking>;
}

/** A custom email template of a demo booking (sender and reply-to as given). */
export interface DemoTemplate {
  bookingID: string;
  emailTemplateID: string;
  emailTemplateName: string;
  subject: string;
  from: string;
  replyTo: string;
  body: string;
  HTML: boolean;
}

/** A stay in a booking; `end` null while the guest is still inside. Times in epoch ms. */
export interface DemoStay {
  attendeesID: string;
  bookingID: string;
  registrationID: string;
  socketID: string;
  start: number;
  end: number | null;
  /** 1 attendee, 2 presenter. */
  role: number;
}

/** A demo presentation; its slides are file names under the slides folder. */
export interface DemoPresentation {
  presentationID: string;
  spaceID: string;
  name: string;
  slides: string[];
}

/**
 * The one demo world of both backends. The server seeds all of it except the producers (accounts
 * are made by the operator), the Q&A, the system checks and the booking caches (made by guests and
 * the game server at run time).
 */
export interface DemoWorld {
  producers: Producer[];
  projects: { projectID: string; projectName: string }[];
  worlds: World[];
  spaces: DemoSpace[];
  calendars: { calendarID: string; calendarName: string; spaceID: string; loginCode: string }[];
  bookings: DemoBooking[];
  templates: DemoTemplate[];
  registrations: Registration[];
  presenters: Presenter[];
  presentations: DemoPresentation[];
  stays: DemoStay[];
  /** Q&A entries keyed by bookingID, then by question id. */
  questions: Record<string, Record<string, QAQuestion>>;
  systemChecks: SystemCheck[];
  caches: Record<string, { bookingID: string; connected: number; rooms: Record<string, number>; updatedAt: string }>;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function item(property: string, label: string, type: SkinItem['type'], value: SkinItem['value'], extra: Partial<SkinItem> = {}): SkinItem {
  return { property, label, type, value, ...extra };
}

type Picture = DemoWorldOptions['picture'];

function uiSkin(picture: Picture, theme: 'dark' | 'light', primaryColor: string, name: string): SkinGroup {
  return {
    theme: item('theme', 'Web Theme', 'SingleColor', theme),
    primaryColor: item('primaryColor', 'Hightlight Color', 'SingleColor', primaryColor),
    landingPageAsset: item('landingPageAsset', 'Landing Page Asset', 'ImageOrVideo', picture({ text: name, background: primaryColor, width: 1920, height: 1080 }), {
      dimensions: { width: 1920, height: 1080 },
      assetFamily: 'landing',
    }),
    thumbnailLogo: item('thumbnailLogo', 'Header Logo', 'Image', picture({ text: name.slice(0, 2).toUpperCase(), background: primaryColor, width: 145, height: 145 }), {
      dimensions: { width: 145, height: 145 },
    }),
  };
}

/** A world's uiSkin: the items a new space starts with, no pictures yet. */
function worldUiSkin(): SkinGroup {
  return {
    theme: item('theme', 'Web Theme', 'SingleColor', 'dark'),
    primaryColor: item('primaryColor', 'Hightlight Color', 'SingleColor', '#7C4DFF'),
    landingPageAsset: item('landingPageAsset', 'Landing Page Asset', 'ImageOrVideo', '', { dimensions: { width: 1920, height: 1080 } }),
    thumbnailLogo: item('thumbnailLogo', 'Header Logo', 'Image', '', { dimensions: { width: 145, height: 145 } }),
  };
}

/** Every SkinItemType appears here; `withQaColors: false` leaves out the Q&A colours (to show their defaults). */
function worldSkin(picture: Picture, withQaColors: boolean): SkinGroup {
  return {
    lobbyBackground: item('lobbyBackground', 'Lobby Background', 'Image', picture({ text: 'Lobby', background: '#37474F', width: 1920, height: 1080 }), {
      dimensions: { width: 1920, height: 1080 },
    }),
    stageScreen: item('stageScreen', 'Stage Screen', 'ImageOrVideo', 'https://media.example.com/demo/stage-loop.mp4', { assetFamily: 'stage' }),
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

function avatarSkin(picture: Picture): SkinGroup {
  return {
    avatarColors: item('avatarColors', 'Avatar Colors', 'ColorPairList', [
      { primary: '#1E88E5', secondary: '#FFC107' },
      { primary: '#43A047', secondary: '#FFFFFF' },
      { primary: '#E53935', secondary: '#212121' },
    ]),
    avatarScale: item('avatarScale', 'Avatar Scale', 'SingleNumber', 1),
    nameTags: item('nameTags', 'Show Name Tags', 'Boolean', true),
    thumbnails: item('thumbnails', 'Thumbnails', 'Image', picture({ text: 'Avatars', background: '#5E35B1', width: 512, height: 512 })),
    textureMap: item('textureMap', 'Texture Map', 'Image', picture({ text: 'Texture', background: '#6D4C41', width: 1024, height: 1024 })),
  };
}

function emailSkin(picture: Picture, color: string): SkinGroup {
  return {
    emailHeaderImage: item('emailHeaderImage', 'Email Header Image', 'Image', picture({ text: 'You are invited', background: color, width: 600, height: 200 }), {
      dimensions: { width: 600, height: 200 },
    }),
    emailFooterImage: item('emailFooterImage', 'Email Footer Image', 'Image', picture({ text: 'See you there', background: '#263238', width: 600, height: 120 }), {
      dimensions: { width: 600, height: 120 },
    }),
  };
}

function person(first: string, last: string, company: string): RegistrationData {
  return {
    firstName: first,
    lastName: last,
    company,
    emailAddress: `${first}.${last}@example.com`.toLowerCase(),
    phone: '(555) 010-2030',
    address: { addressLine1: '100 Congress Ave', addressLine2: '', city: 'Austin', state: 'TX', zipCode: '78701' },
  };
}

/** The run of a demo space: 00:01 thirty days before `now` to 23:59 ninety days after, in its zone. */
function spaceRun(now: number, timezone: string): { startDate: ZonedDate; endDate: ZonedDate } {
  const day = (ms: number) => wallClock(ms, timezone).format('YYYY-MM-DD');
  return {
    startDate: { date: spaceStartOfDay(day(now - 30 * DAY), timezone), timezone },
    endDate: { date: spaceEndOfDay(day(now + 90 * DAY), timezone), timezone },
  };
}

/**
 * The demo world both backends seed, built around `now`: two worlds, two projects, three spaces
 * (every SkinItemType; 'Breakout Lounge' lacks the Q&A colours, 'Summit Stage' has no bookings or
 * calendars), three calendars, four bookings (live, past, upcoming), guests, presenters, a custom
 * template, presentations, stays, Q&A, system checks and a cache. Ids are stable ('project-1',
 * 'space-1', 'booking-1', 'calendar-1', …); producer ids match createMemoryAuth's default users.
 * @example
 * const world = demoWorld({ now: new Date('2026-11-21T15:00:00Z'), picture: () => '', loginCode: (label) => label });
 * world.calendars[0].calendarName // 'Spring Season'
 */
export function demoWorld(options: DemoWorldOptions): DemoWorld {
  const { picture, loginCode } = options;
  const now = options.now.getTime();
  const hour = Math.floor(now / HOUR) * HOUR;

  const worlds: World[] = [
    { worldID: 'world-1', name: 'Atrium', uiSkin: worldUiSkin(), worldSkin: worldSkin(picture, true), avatarSkin: avatarSkin(picture), emailSkin: emailSkin(picture, '#1565C0') },
    { worldID: 'world-2', name: 'Expo Hall', uiSkin: worldUiSkin(), worldSkin: worldSkin(picture, true), avatarSkin: avatarSkin(picture), emailSkin: emailSkin(picture, '#00897B') },
  ];
  const projects = [
    { projectID: 'project-1', projectName: 'Acme Launch Events' },
    { projectID: 'project-2', projectName: 'Partner Summit' },
  ];
  const refs = Object.fromEntries(projects.map((p) => [p.projectID, p]));
  const producers: Producer[] = [
    { producerID: 'producer-admin', name: 'Avery Admin', role: 0, projects: { ...refs }, username: 'admin', email: 'admin@example.com' },
    { producerID: 'producer-1', name: 'Pat Producer', role: 1, projects: { 'project-1': refs['project-1'] }, username: 'producer', email: 'producer@example.com' },
    { producerID: 'producer-2', name: 'Sam Summit', role: 1, projects: { 'project-2': refs['project-2'] }, username: 'sam', email: 'sam@example.com' },
  ];

  const space = (spaceID: string, spaceName: string, projectID: string, worldID: string, timezone: string, maximumUserHours: number) => ({
    spaceID,
    spaceName,
    projectID,
    worldID,
    ...spaceRun(now, timezone),
    maximumUserHours,
    // The default options' addresses, so the Overview's server selects name the server in use.
    defaultVideoServer: DEFAULT_SERVER_OPTIONS.video['Public Cloud'].url,
    defaultVideoServerAppID: DEFAULT_SERVER_OPTIONS.video['Public Cloud'].appID,
    defaultGameServer: DEFAULT_SERVER_OPTIONS.game['Public Server'].url,
    defaultGamePort: DEFAULT_SERVER_OPTIONS.game['Public Server'].port,
  });
  const spaces: DemoSpace[] = [
    {
      ...space('space-1', 'Main Hall', 'project-1', 'world-1', 'America/Chicago', 500),
      uiSkin: uiSkin(picture, 'dark', '#7C4DFF', 'Main Hall'),
      worldSkin: worldSkin(picture, true),
      avatarSkin: avatarSkin(picture),
      emailSkin: emailSkin(picture, '#1565C0'),
    },
    {
      ...space('space-2', 'Breakout Lounge', 'project-1', 'world-1', 'America/New_York', 120),
      uiSkin: uiSkin(picture, 'light', '#00897B', 'Breakout Lounge'),
      // Lacks the Q&A colours (so the Branding tab adds its defaults) and has a property its world lacks.
      worldSkin: {
        ...worldSkin(picture, false),
        legacyBanner: item('legacyBanner', 'Legacy Banner', 'Image', picture({ text: 'Legacy', background: '#8D6E63', width: 800, height: 200 })),
      },
      avatarSkin: avatarSkin(picture),
      emailSkin: emailSkin(picture, '#00897B'),
    },
    {
      ...space('space-3', 'Summit Stage', 'project-2', 'world-2', 'Europe/London', 50),
      uiSkin: uiSkin(picture, 'dark', '#F4511E', 'Summit Stage'),
      worldSkin: worldSkin(picture, true),
      avatarSkin: avatarSkin(picture),
      emailSkin: emailSkin(picture, '#F4511E'),
    },
  ];

  const booking = (n: number, spaceID: string, name: string, startMs: number, hours: number, timezone: string, changes: Partial<Booking>): DemoBooking => {
    const endMs = startMs + hours * HOUR;
    return {
      bookingID: `booking-${n}`,
      payload: {
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
      codes: {
        publicAppLoginCode: loginCode(`demo-public-${n}`),
        signUpLoginCode: loginCode(`demo-signup-${n}`),
        mobileHybridLoginCode: loginCode(`demo-hybrid-${n}`),
      },
      systemTemplateIDs: [`template-${n}-1`, `template-${n}-2`, `template-${n}-3`],
      changes,
    };
  };
  const start1 = hour - HOUR;
  const start2 = hour - 2 * DAY;
  const bookings: DemoBooking[] = [
    booking(1, 'space-1', 'Product Launch Keynote', start1, 2, 'America/Chicago', {
      calendarID: 'calendar-1',
      enableQA: true,
      enableDoors: true,
      enableSupport: true,
      supportMessage: 'Need help? Chat with us at the help desk.',
      hangUpURL: 'https://www.example.com/thanks',
    }),
    booking(2, 'space-1', 'Quarterly Town Hall', start2, 1, 'America/Chicago', { calendarID: 'calendar-2', enableQA: true, capacity: 50 }),
    booking(3, 'space-1', 'Customer Roundtable', hour + 3 * DAY, 1, 'America/New_York', {
      calendarID: 'calendar-1',
      privateCloud: true,
      videoServer: DEFAULT_SERVER_OPTIONS.video['US Private Cloud'].url,
      videoServerAppID: DEFAULT_SERVER_OPTIONS.video['US Private Cloud'].appID,
      useRegistrationCapacity: true,
      registrationCapacity: 40,
    }),
    booking(4, 'space-2', 'Lounge Social', hour + 7 * DAY, 2, 'America/New_York', { calendarID: 'calendar-3', mobileHybridLoginCode: '' }),
  ];

  const calendars = [
    { calendarID: 'calendar-1', calendarName: 'Spring Season', loginCode: loginCode('demo-cal-spring'), spaceID: 'space-1' },
    { calendarID: 'calendar-2', calendarName: 'All Hands', loginCode: loginCode('demo-cal-hands'), spaceID: 'space-1' },
    { calendarID: 'calendar-3', calendarName: 'Lounge Nights', loginCode: loginCode('demo-cal-lounge'), spaceID: 'space-2' },
  ];

  const templates: DemoTemplate[] = [
    {
      bookingID: 'booking-1',
      emailTemplateID: 'template-1-custom',
      emailTemplateName: 'Day-of Reminder',
      subject: 'Starting soon',
      from: 'Acme Events',
      replyTo: 'events@example.com',
      body: 'Hello {{firstName}}, we start in one hour.',
      HTML: false,
    },
  ];

  const registration = (n: number, bookingID: string, first: string, last: string, company: string, extra: Partial<Registration> = {}): Registration => ({
    registrationID: `registration-${n}`,
    bookingID,
    loginCode: loginCode(`demo-guest-${n}`),
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

  const presenter = (n: number, bookingID: string, first: string, last: string, company: string, presentationID = ''): Presenter => ({
    registrationID: `presenter-${n}`,
    bookingID,
    loginCode: loginCode(`demo-presenter-${n}`),
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

  const presentations: DemoPresentation[] = [
    { presentationID: 'presentation-1', spaceID: 'space-1', name: 'Keynote Deck', slides: DEMO_SLIDES.map((id) => `${id}.png`) },
    { presentationID: 'presentation-2', spaceID: 'space-1', name: 'Town Hall Slides', slides: [] },
  ];

  const stay = (n: number, bookingID: string, registrationID: string, start: number, end: number | null, role = 1): DemoStay => ({
    attendeesID: `attendee-${n}`,
    bookingID,
    registrationID,
    socketID: `socket-${n}`,
    start,
    end,
    role,
  });
  const stays: DemoStay[] = [
    stay(1, 'booking-1', 'registration-1', start1 + 5 * MINUTE, null),
    stay(2, 'booking-1', 'registration-2', start1 + 10 * MINUTE, start1 + 40 * MINUTE),
    stay(3, 'booking-1', 'presenter-1', start1, null, 2),
    stay(4, 'booking-2', 'registration-5', start2, start2 + 55 * MINUTE),
    stay(5, 'booking-2', 'registration-6', start2 + 2 * MINUTE, null),
  ];

  return {
    producers,
    projects,
    worlds,
    spaces,
    calendars,
    bookings,
    templates,
    registrations,
    presenters,
    presentations,
    stays,
    questions: {
      'booking-2': {
        q1: question('Will the recording be shared?', 'Edsger Dijkstra', 7, 'Yes, within a week.', start2 + 20 * MINUTE),
        q2: question('What is on the roadmap for Q3?', 'Barbara Liskov', 4, '', start2 + 35 * MINUTE),
        q3: question('Can we get the slides?', 'Anonymous', 2, 'They are in the resources tab.', start2 + 50 * MINUTE),
      },
    },
    systemChecks: [check(1, now - 2 * HOUR, 'Ada', 'Lovelace', true), check(2, now - HOUR, 'Grace', 'Hopper', false), check(3, now - DAY, 'Alan', 'Turing', true)],
    caches: { 'booking-1': { bookingID: 'booking-1', connected: 3, rooms: { lobby: 2, stage: 1 }, updatedAt: toIsoSeconds(now) } },
  };
}

/** File ids of the demo keynote's slides (stored as `<id>.png`). */
export const DEMO_SLIDES = ['00000000-0000-4000-8000-000000000011', '00000000-0000-4000-8000-000000000012', '00000000-0000-4000-8000-000000000013'] as const;

function question(text: string, asker: string, votes: number, answer: string, at: number): QAQuestion {
  return {
    questionText: text,
    askerName: asker,
    votes,
    answerText: answer,
    answererName: answer ? 'Tim Berners-Lee' : '',
    status: answer ? 'answered' : 'open',
    lastUpdateTime: at,
  };
}

function check(n: number, at: number, first: string, last: string, ok: boolean): SystemCheck {
  return {
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
  };
}
