import type {
  Booking,
  BookingCreatePayload,
  IntakeField,
  Registration,
  RegistrationInput,
  SkinGroup,
  SkinItem,
  Space,
  SpaceCreatePayload,
  World,
} from '../entities';
import { DEFAULT_INTAKE_FIELDS } from '../validation/registration';
import type { MemoryEmailTemplate } from './store';

/** A fresh copy of the six default intake fields (First Name mandatory, all visible; spec/bookings.md §3). */
export function defaultIntakeFields(): IntakeField[] {
  return DEFAULT_INTAKE_FIELDS.map((field) => ({ ...field }));
}


/** The default system templates of every booking. */
export const SYSTEM_TEMPLATE_NAMES = ['Attendee Invite Link', 'Presenter Invite Link', 'Registration Confirmation'] as const;

const systemBodies: Record<(typeof SYSTEM_TEMPLATE_NAMES)[number], { subject: string; body: string }> = {
  'Attendee Invite Link': {
    subject: 'Your invitation',
    body: '<h1>{{welcomeHeader}}</h1><p>Hello {{firstName}},</p><p>{{eventDetails}}</p><p><a href="{{intakeLink}}">Join the event</a></p><p>{{addToCalendarLink}}</p>',
  },
  'Presenter Invite Link': {
    subject: 'You are presenting',
    body: '<h1>{{mainHeader}}</h1><p>Hello {{firstName}},</p><p>{{eventDetails}}</p><p><a href="{{intakeLink}}">Open your presenter link</a></p>',
  },
  'Registration Confirmation': {
    subject: 'You are registered',
    body: '<h2>{{sectionHeader}}</h2><p>Hello {{firstName}},</p><p>{{eventDetails}}</p><p><a href="{{registrationLink}}">Manage your registration</a></p>',
  },
};

/** A booking's system template. */
export function systemTemplate(
  name: (typeof SYSTEM_TEMPLATE_NAMES)[number],
  emailTemplateID: string,
  bookingID: string,
): MemoryEmailTemplate {
  return {
    bookingID,
    emailTemplateID,
    emailTemplateName: name,
    subject: systemBodies[name].subject,
    from: 'Event Team',
    replyTo: 'events@example.com',
    body: systemBodies[name].body,
    HTML: true,
    system: true,
  };
}

/** Server-owned parts of a new booking. */
export interface NewBookingParts {
  bookingID: string;
  codes: { publicAppLoginCode: string; signUpLoginCode: string; mobileHybridLoginCode: string };
  templates: MemoryEmailTemplate[];
  space: Pick<Space, 'defaultVideoServer' | 'defaultVideoServerAppID' | 'defaultGameServer' | 'defaultGamePort'>;
}

/** A full booking from the creation payload and the defaults of spec/bookings.md §4. */
export function buildBooking(payload: BookingCreatePayload, parts: NewBookingParts): Booking {
  return {
    bookingID: parts.bookingID,
    spaceID: payload.spaceID,
    name: payload.name.trim(),
    calendarID: '',
    start: payload.start,
    end: payload.end,
    doorsOpen: payload.doorsOpen,
    doorsClosed: payload.doorsClosed,
    enableDoors: false,
    accessTime: payload.accessTime,
    capacity: payload.capacity,
    registrationCapacity: payload.capacity,
    useRegistrationCapacity: false,
    gracePeriodMinutes: payload.gracePeriodMinutes,
    registrationCount: 0,
    sendEntryNotifications: false,
    showInRoomHelpButton: false,
    privateCloud: false,
    enableQA: false,
    videoServer: parts.space.defaultVideoServer ?? '',
    videoServerAppID: parts.space.defaultVideoServerAppID ?? '',
    gameServer: parts.space.defaultGameServer ?? '',
    gamePort: parts.space.defaultGamePort ?? 443,
    ...parts.codes,
    emailTemplates: Object.fromEntries(
      parts.templates.map((t) => [
        t.emailTemplateID,
        { id: t.emailTemplateID, name: t.emailTemplateName, system: t.system, HTML: t.HTML },
      ]),
    ),
    intakeFields: defaultIntakeFields(),
    errorMessages: {
      public: 'This event link is not active.',
      signUp: 'Registration for this event is closed.',
      attendee: 'This attendee link is not active.',
      presenter: 'This presenter link is not active.',
    },
    supportMessage: '',
    enableSupport: false,
    hangUpURL: '',
    registrationNotificationEmailAddress: '',
    version: 1,
  };
}

/** A registration record from the POST /registration body. */
export function buildRegistration(input: RegistrationInput, registrationID: string, loginCode: string): Registration {
  return {
    registrationID,
    bookingID: input.bookingID,
    loginCode,
    brand: input.brand,
    allowEarlyAccess: input.allowEarlyAccess,
    emails: [],
    registrationData: registrationDataOf(input),
  };
}

/** The stored registration data of a POST/PUT body. */
export function registrationDataOf(input: RegistrationInput): Registration['registrationData'] {
  return {
    firstName: input.first.trim(),
    lastName: input.last.trim(),
    company: input.company.trim(),
    emailAddress: input.email.trim(),
    phone: input.phone,
    address: input.address,
  };
}

function item(property: string, label: string, type: SkinItem['type'], value: SkinItem['value'], extra: Partial<SkinItem> = {}): SkinItem {
  return { property, label, type, value, ...extra };
}

/** The uiSkin of a new space whose world has none. */
export function defaultUiSkin(): SkinGroup {
  return {
    theme: item('theme', 'Web Theme', 'SingleColor', 'dark'),
    primaryColor: item('primaryColor', 'Hightlight Color', 'SingleColor', '#7C4DFF'),
    landingPageAsset: item('landingPageAsset', 'Landing Page Asset', 'ImageOrVideo', '', { dimensions: { width: 1920, height: 1080 } }),
    thumbnailLogo: item('thumbnailLogo', 'Header Logo', 'Image', '', { dimensions: { width: 145, height: 145 } }),
  };
}

/** The avatarSkin of a new space whose world has none. */
export function defaultAvatarSkin(): SkinGroup {
  return {
    avatarColors: item('avatarColors', 'Avatar Colors', 'ColorPairList', [{ primary: '#1E88E5', secondary: '#FFC107' }]),
  };
}

/** The emailSkin of a new space whose world has none. */
export function defaultEmailSkin(): SkinGroup {
  return {
    emailHeaderImage: item('emailHeaderImage', 'Email Header Image', 'Image', '', { dimensions: { width: 600, height: 200 } }),
  };
}

/** A new space: the payload plus the world's skin groups (copied). */
export function buildSpace(payload: SpaceCreatePayload, spaceID: string, world: World): Space {
  return {
    spaceID,
    spaceName: payload.spaceName.trim(),
    projectID: payload.projectID,
    worldID: payload.worldID,
    bookings: {},
    presentations: {},
    startDate: payload.startDate,
    endDate: payload.endDate,
    maximumUserHours: 1000,
    defaultVideoServer: payload.defaultVideoServer.trim(),
    defaultVideoServerAppID: payload.defaultVideoServerAppID.trim(),
    defaultGameServer: payload.defaultGameServer.trim(),
    defaultGamePort: payload.defaultGamePort,
    uiSkin: structuredClone(world.uiSkin ?? defaultUiSkin()),
    worldSkin: structuredClone(world.worldSkin),
    avatarSkin: structuredClone(world.avatarSkin ?? defaultAvatarSkin()),
    emailSkin: structuredClone(world.emailSkin ?? defaultEmailSkin()),
  };
}
