import { textLeaves, type Booking } from '@greenroom/core';
import type { AttendeesBooking, AttendeesPanelProps, AttendeesSlice } from '../AttendeesPanel';
import type { BookingEditorProps } from '../BookingEditor';
import type { BookingsListProps } from '../BookingsList';
import type { EmailSlice } from '../data/emailSlice';
import type { GuestListBooking, GuestsSlice, PresentersSlice } from '../data/guestSlices';
import type { EmailPanelProps } from '../EmailPanel';
import type { GuestsCallbacks } from '../embed/guestCallbacks';
import type { OverviewCallbacks } from '../embed/overviewCallbacks';
import type { GuestListPanelProps } from '../GuestListPanel';
import type { MessagesPanelProps, MessagesSlice } from '../MessagesPanel';
import type { OverviewPanelProps } from '../OverviewPanel';
import type { PresentersBooking, PresentersPanelProps } from '../PresentersPanel';
import type { RegistrationPanelProps, RegistrationSlice } from '../RegistrationPanel';
import { bookingsEnglish } from '../texts';
import type { BookingEditorSlice, BookingsListSlice, OverviewSlice } from '../types';
import { describePanel, type CspDoc, type PanelDoc, type PropDoc, type SliceCall } from './docTypes';

// The reference of every embeddable panel, written once: the Ladle pages `Bookings / Docs / Panels / …`
// render it, and unit tests hold packages/bookings/README.md and the panels' sources to it
// (panelDocs.test.ts). English only: it is developer documentation, not a panel's text.

const apiProp = (slice: string): PropDoc => ({ type: slice, doc: "The adapter for the panel's calls; wins over the provider's api." });
const superAdminProp: PropDoc = { type: 'boolean', doc: 'Producer role 0: the super-admin-only settings show. Default false.' };
const unusedSuperAdmin: PropDoc = { type: 'boolean', doc: 'Unused by this panel; the booking editor hands it to every tab.' };
const wholeBooking = (what: string): PropDoc => ({ type: 'Booking', doc: `The booking as read (${what}).` });

/** The directives every panel needs (docs/architecture.md, and the README's CSP section). */
const baseCsp: readonly CspDoc[] = [
  { directive: "style-src 'self' 'nonce-<nonce>'", why: "The panel's styles are an adopted style sheet, which needs no nonce; a server render's <style> and the <style> older browsers get carry the nonce you pass as `nonce`. No 'unsafe-inline'." },
  { directive: 'connect-src <your API origin>', why: "Your adapter's requests; the panel itself fetches nothing else." },
  { directive: "script-src 'self'", why: 'Dialogs and tabs load as separate chunks of your bundle on first use. No eval.' },
];

const textSectionDoc = "Paths into the 'bookings' text table; '.' is its top-level texts (list, header, Overview, date and time dialogs).";

const guestCalls = [
  'registrations.listAttendees',
  'registrations.create',
  'registrations.update',
  'registrations.delete',
  'registrations.regenerateLogin',
  'registrations.bulkCreate',
  'registrations.decide',
  'registrations.promote',
  'emailTemplates.deliveries',
  'emailTemplates.send',
] as const satisfies readonly SliceCall<GuestsSlice>[];

const presenterCalls = [
  'presenters.list',
  'presenters.create',
  'presenters.update',
  'presenters.delete',
  'presenters.regenerateLogin',
  'emailTemplates.deliveries',
  'emailTemplates.send',
] as const satisfies readonly SliceCall<PresentersSlice>[];

const overviewCalls = [
  'bookings.get',
  'bookings.update',
  'bookings.regeneratePublicCode',
  'bookings.regenerateMobileHybridCode',
  'bookings.questions',
  'bookings.usage',
  'spaces.get',
  'calendars.list',
] as const satisfies readonly SliceCall<OverviewSlice>[];

const registrationCalls = ['bookings.get', 'bookings.update', 'bookings.regenerateSignUpCode'] as const satisfies readonly SliceCall<RegistrationSlice>[];
const messagesCalls = ['bookings.get', 'bookings.update'] as const satisfies readonly SliceCall<MessagesSlice>[];
const attendeesCalls = ['attendance.list', 'registrations.listAttendees'] as const satisfies readonly SliceCall<AttendeesSlice>[];

const emailCalls = [
  'emailTemplates.get',
  'emailTemplates.create',
  'emailTemplates.update',
  'emailTemplates.delete',
  'emailTemplates.send',
  'emailTemplates.deliveries',
  'registrations.listAttendees',
  'presenters.list',
  'bookings.get',
] as const satisfies readonly SliceCall<EmailSlice>[];

const summaryFields = {
  bookingID: 'The people are listed, added and imported by it.',
  name: 'The download file name.',
  intakeFields: "Which fields the Add/Manage form shows and requires, and the upload's address columns.",
  spaceID: 'With emailTemplates: resend invite sends from this space. Optional.',
  emailTemplates: "The Emails column's template names and the invite template resend sends. Optional.",
  guestFlow: 'Approval and waitlist on: the Status column, APPROVE / DENY and WAITLIST show even before anyone waits. Optional.',
} as const;

const guestList = describePanel<GuestListPanelProps, GuestsSlice, GuestListBooking, GuestsCallbacks, Booking>({
  id: 'guest-list',
  title: 'Guest List',
  component: 'GuestListPanel',
  entry: '@greenroom/bookings/guests',
  mount: 'mountGuests',
  summary:
    'The guests of a booking: NEW, upload and download, the guests by last then first name with the templates that reached them, copy-link and manage buttons, and the Add/Manage Attendee and Upload Attendee List dialogs.',
  folders: ['GuestListPanel', 'PeoplePanel', 'AttendeeDialog', 'PersonDialog', 'PersonForm', 'UploadGuestsDialog', 'GuestActions', 'EmailsCell'],
  props: { booking: { type: 'GuestListBooking', doc: 'The booking summary (id, name, intake fields; spaceID and emailTemplates for mail).' }, api: apiProp('GuestsSlice') },
  sliceType: 'GuestsSlice',
  calls: guestCalls,
  dataType: 'GuestListBooking',
  dataNote: 'A summary, not a whole Booking: mountGuests reads it with your `loadBooking`. A whole Booking is one too.',
  reads: summaryFields,
  parts: ['PersonEmails', 'SendInviteDialog'],
  kitParts: ['Table', 'Button', 'IconButton', 'Dialog', 'TextField', 'Checkbox', 'DropZone', 'Snackbar', 'Select', 'RadioGroup'],
  textSections: [
    'guests.list',
    'guests.columns',
    'guests.deliveries',
    'guests.',
    'guests.form',
    'guests.attendee',
    'guests.upload',
    'sending',
    'listing',
    'embed',
    'guestFlow.status',
    'guestFlow.decision',
    'guestFlow.waitlist',
  ],
  events: {
    onGuestAdded: { payload: 'registration: Registration', doc: 'A guest added in Add Attendee was stored by your backend.' },
    onGuestUpdated: { payload: 'registration: Registration', doc: 'A guest changed in Manage Attendee was stored.' },
    onGuestRemoved: { payload: 'registrationID: string', doc: 'A guest was deleted.' },
    onImportFinished: { payload: 'result: BulkImportResult', doc: 'A CSV import was committed (not the preview): how many were created and updated, or why none was.' },
    onMailQueued: { payload: 'result: EmailSendQueued', doc: 'An invite (or another template) was queued: who was queued and who was refused.' },
    onError: { payload: 'error: unknown, call: string', doc: "A call of your adapter failed, named like 'registrations.delete' (a cancelled call is not an error)." },
  },
  csp: baseCsp,
});

const presenters = describePanel<PresentersPanelProps, PresentersSlice, PresentersBooking, object, Booking>({
  id: 'presenters',
  title: 'Presenters',
  component: 'PresentersPanel',
  entry: '@greenroom/bookings/presenters',
  summary:
    'The presenters of a booking: NEW, the presenters with the templates that reached them, copy-link and manage buttons, and the Add/Manage Presenter dialog (GENERAL, ACCESS, CUSTOMIZE).',
  folders: ['PresentersPanel', 'PeoplePanel', 'PresenterDialog', 'PersonDialog', 'PersonForm', 'GuestActions', 'EmailsCell'],
  props: { booking: { type: 'PresentersBooking', doc: "The booking summary, the Guest List's shape." }, api: apiProp('PresentersSlice') },
  sliceType: 'PresentersSlice',
  calls: presenterCalls,
  dataType: 'PresentersBooking',
  dataNote: 'The same summary as the Guest List (GuestListBooking). A whole Booking is one too.',
  reads: summaryFields,
  parts: ['PersonEmails', 'SendInviteDialog'],
  kitParts: ['Table', 'Button', 'IconButton', 'Dialog', 'Tabs', 'TextField', 'Switch', 'CopyButton'],
  textSections: ['guests.presenters', 'guests.permissions', 'guests.columns', 'guests.deliveries', 'guests.', 'guests.form', 'sending'],
  events: {},
  csp: baseCsp,
});

const bookingsList = describePanel<BookingsListProps, BookingsListSlice, Booking, object, Booking>({
  id: 'bookings-list',
  title: 'Bookings list',
  component: 'BookingsList',
  entry: '@greenroom/bookings/list',
  summary: "The bookings of a space, newest start first, with start and end in each booking's time zone, Reg Count and an edit button per row; NEW opens 'Name Booking'.",
  folders: ['BookingsList', 'BookingNameDialog'],
  props: {
    spaceID: { type: 'string', doc: 'The space whose bookings are listed.' },
    onOpenBooking: { type: '(bookingID: string) => void', doc: 'Opens a booking: a row, its edit button, and a booking just created.' },
    api: apiProp('BookingsListSlice'),
  },
  sliceType: 'BookingsListSlice',
  calls: ['bookings.listForSpace', 'bookings.create'],
  dataType: 'Booking',
  dataNote: 'The rows `bookings.listForSpace` answers; the list shows these fields of each.',
  reads: {
    bookingID: 'Opens the booking.',
    name: 'The Name column.',
    start: 'The Start column, in its own time zone; the order.',
    end: 'The End column, in its own time zone.',
    registrationCount: 'The Reg Count column (0 when absent).',
  },
  parts: ['BookingsList', 'BookingNameDialog'],
  kitParts: ['Table', 'Button', 'IconButton', 'Dialog', 'TextField'],
  textSections: ['.', 'listing'],
  events: {},
  csp: baseCsp,
});

const overview = describePanel<OverviewPanelProps, OverviewSlice, Booking, OverviewCallbacks, Booking>({
  id: 'overview',
  title: 'Overview',
  component: 'OverviewPanel',
  entry: '@greenroom/bookings/overview',
  mount: 'mountOverview',
  summary:
    'General Access Link, Booking Dates & Times and Miscellaneous (capacity, Q&A, User Hours, Add to Calendar, and the super-admin server settings). Every save is a whole-booking PUT carrying the version read; a 412 reloads the booking.',
  folders: ['OverviewPanel', 'DateTimeDialog'],
  props: { booking: wholeBooking('its version travels with every save'), superAdmin: superAdminProp, api: apiProp('OverviewSlice') },
  sliceType: 'OverviewSlice',
  calls: overviewCalls,
  dataType: 'Booking',
  dataNote: 'A whole Booking: every save sends the whole booking back with its version.',
  reads: {
    bookingID: 'Every call.',
    spaceID: "The space's open hours bound the run time.",
    name: 'File names, and Rename Booking? on a calendar change.',
    publicAppLoginCode: 'The General Access Link.',
    mobileHybridLoginCode: 'The Mobile Hybrid URL and its QR code.',
    start: 'Event Start.',
    end: 'Event End.',
    enableDoors: 'Doors Open Early.',
    doorsOpen: 'Doors Open.',
    doorsClosed: 'Doors Close.',
    capacity: 'Event Capacity.',
    registrationCount: 'The lowest capacity allowed.',
    privateCloud: 'Locks the capacity within 24 hours of the start.',
    enableQA: 'Q&A.',
    calendarID: 'Add to Calendar.',
    sendEntryNotifications: 'Super-admin setting.',
    showInRoomHelpButton: 'Super-admin setting.',
    videoServer: 'Super-admin setting.',
    videoServerAppID: 'Super-admin setting.',
    gameServer: 'Super-admin setting.',
    gamePort: 'Super-admin setting.',
    version: 'Sent with every save (412 when someone saved first).',
  },
  parts: ['OverviewPanel', 'CapacityDialog', 'ChooseCalendarDialog', 'RenameToCalendarDialog', 'DateTimeDialog'],
  kitParts: ['Switch', 'IconButton', 'CopyButton', 'Dialog', 'Snackbar', 'DatePicker', 'TimePicker', 'TimezoneSelect'],
  textSections: ['.', 'listing', 'embed'],
  events: {
    onBookingSaved: { payload: 'booking: Booking', doc: 'A save was stored; the booking as your backend answered it.' },
    onError: { payload: 'error: unknown, call: string', doc: "A call of your adapter failed, named like 'bookings.update'." },
  },
  csp: baseCsp,
});

const registration = describePanel<RegistrationPanelProps, RegistrationSlice, Booking, object, Booking>({
  id: 'registration',
  title: 'Registration',
  component: 'RegistrationPanel',
  entry: '@greenroom/bookings/registration',
  summary:
    "The Sign-up URL with copy and regenerate, the intake fields (visible, mandatory, address type; saved once when the tab is left), the registration capacity, and the guest flow: 'Approval and waitlist' and 'Reminders and follow-ups', each with its own SAVE.",

  folders: ['RegistrationPanel'],
  props: { booking: wholeBooking('its version travels with every save'), superAdmin: unusedSuperAdmin, api: apiProp('RegistrationSlice') },
  sliceType: 'RegistrationSlice',
  calls: registrationCalls,
  dataType: 'Booking',
  dataNote: 'A whole Booking: every save sends the whole booking back with its version.',
  reads: {
    bookingID: 'Every call.',
    signUpLoginCode: 'The Sign-up URL.',
    intakeFields: 'The intake fields table.',
    capacity: 'The upper bound of the registration capacity.',
    registrationCapacity: 'Registration capacity.',
    useRegistrationCapacity: 'Whether the registration capacity applies.',
    version: 'Sent with every save.',
    guestFlow: "'Approval and waitlist' and 'Reminders and follow-ups' (the defaults when absent).",
  },
  parts: ['RegistrationPanel'],
  kitParts: ['Checkbox', 'Select', 'Switch', 'TextField', 'CopyButton', 'IconButton', 'Snackbar', 'Button'],
  textSections: ['registration', 'guestFlow.settings', 'guestFlow.reminders'],
  events: {},
  csp: baseCsp,
});

const messages = describePanel<MessagesPanelProps, MessagesSlice, Booking, object, Booking>({
  id: 'messages',
  title: 'Messages',
  component: 'MessagesPanel',
  entry: '@greenroom/bookings/messages',
  summary: 'Support Message with its active toggle, the web page error messages of the four links, the leave-meeting URL and the registration notification address, each saved on its own.',
  folders: ['MessagesPanel'],
  props: { booking: wholeBooking('its version travels with every save'), superAdmin: unusedSuperAdmin, api: apiProp('MessagesSlice') },
  sliceType: 'MessagesSlice',
  calls: messagesCalls,
  dataType: 'Booking',
  dataNote: 'A whole Booking: every save sends the whole booking back with its version.',
  reads: {
    bookingID: 'Every call.',
    supportMessage: 'Support Message.',
    enableSupport: 'Its active toggle.',
    errorMessages: 'The four web page error messages.',
    hangUpURL: 'The leave-meeting destination URL.',
    registrationNotificationEmailAddress: 'Registration Notification Email Address.',
    version: 'Sent with every save.',
  },
  parts: ['MessagesPanel'],
  kitParts: ['TextField', 'Switch', 'Button'],
  textSections: ['messages'],
  events: {},
  csp: baseCsp,
});

const attendees = describePanel<AttendeesPanelProps, AttendeesSlice, AttendeesBooking, object, Booking>({
  id: 'attendees',
  title: 'Attendees',
  component: 'AttendeesPanel',
  entry: '@greenroom/bookings/attendees',
  summary:
    'One row per person who came (rejoins merged), search, the in-event count, peak and a chart of people in the room, the CSV, the guest list against who came, and the Attendee Information and Login Activity dialogs. While the room is open the list refreshes by itself.',
  folders: ['AttendeesPanel', 'AttendeeInfoDialog', 'LoginActivityDialog'],
  props: { booking: { type: 'AttendeesBooking', doc: 'The booking summary the panel reads (a whole Booking is one).' }, superAdmin: superAdminProp, api: apiProp('AttendeesSlice') },
  sliceType: 'AttendeesSlice',
  calls: attendeesCalls,
  dataType: 'AttendeesBooking',
  dataNote: 'A summary: id, space, name, times with the doors settings, intake fields. A whole Booking is one too.',
  reads: {
    bookingID: 'Both lists are read by it.',
    spaceID: 'The attendance list is read by it.',
    name: 'The CSV file names.',
    start: 'The time zone of every time shown; when the room opens.',
    end: 'When the room closes.',
    enableDoors: 'Whether the doors times bound the room.',
    doorsOpen: 'When the room opens, with enableDoors.',
    doorsClosed: 'When the room closes, with enableDoors.',
    intakeFields: "The CSV's address columns.",
  },
  parts: ['AttendeesPanel'],
  kitParts: ['Table', 'TextField', 'IconButton', 'RadioGroup', 'Dialog', 'Snackbar', 'Spinner'],
  textSections: ['attendees', 'listing'],
  events: {},
  csp: baseCsp,
});

const email = describePanel<EmailPanelProps, EmailSlice, Booking, object, Booking>({
  id: 'email',
  title: 'Email',
  component: 'EmailPanel',
  entry: '@greenroom/bookings/email',
  summary: "The booking's templates (system ones first) with send and manage buttons, NEW, and the Add Template, Manage Template and Send Email dialogs (recipients, preview, progress).",
  folders: ['EmailPanel', 'AddTemplateDialog', 'ManageTemplateDialog', 'SendEmailDialog'],
  props: { booking: wholeBooking('re-read with `bookings.get` after a template changes'), api: apiProp('EmailSlice') },
  sliceType: 'EmailSlice',
  calls: emailCalls,
  dataType: 'Booking',
  dataNote: 'A whole Booking: the panel reads it again with `bookings.get` when a template is added or removed.',
  reads: {
    bookingID: 'Every call.',
    emailTemplates: 'The templates table.',
    name: "The preview's placeholders.",
    start: "The preview's placeholders.",
    end: "The preview's placeholders.",
    signUpLoginCode: "The preview's sign-up link.",
  },
  parts: ['AddTemplateDialog', 'RecipientList'],
  kitParts: ['Table', 'Button', 'IconButton', 'EmptyState', 'Dialog', 'Tabs', 'TextField', 'Checkbox', 'CheckboxList', 'ProgressBar'],
  textSections: ['email', 'sending'],
  events: {},
  csp: [
    ...baseCsp,
    { directive: 'img-src <hosts your templates load images from>', why: "Send Email previews an HTML template in a sandboxed srcdoc frame, which keeps your page's policy." },
  ],
});

const editor = describePanel<BookingEditorProps, BookingEditorSlice, Booking, object, Booking>({
  id: 'booking-editor',
  title: 'Booking editor',
  component: 'BookingEditor',
  entry: '@greenroom/bookings/editor',
  summary:
    'The booking edit view: the name, a LIVE badge, edit name, duplicate, delete and BACK, and below the tabs (Overview, Attendees, Guest List, Registration, Presenters, Email, Messages); every tab but the first loads when opened.',
  folders: ['BookingEditor', 'BookingNameDialog', 'DuplicateBookingDialog'],
  props: {
    bookingID: { type: 'string', doc: 'The booking to edit; read with `bookings.get`.' },
    superAdmin: { type: 'boolean', doc: 'Producer role 0: the booking ID with copy, and every tab’s super-admin settings. Default false.' },
    onBack: { type: '(spaceID: string) => void', doc: "BACK, and after a delete. Default: the provider's navigate to /space/{spaceID}." },
    onOpenBooking: { type: '(bookingID: string) => void', doc: "After a duplicate. Default: the provider's navigate to /booking/{bookingID}." },
    tabs: { type: 'readonly EditorTab[]', doc: 'The tab list; default bookingEditorTabs. Add a tab by adding an entry.' },
    api: apiProp('BookingEditorSlice'),
  },
  sliceType: 'BookingEditorSlice',
  // Its own header's calls, then every tab's, once each.
  calls: [
    ...new Set<SliceCall<BookingEditorSlice>>(['bookings.get', 'bookings.create', 'bookings.delete', ...overviewCalls, ...registrationCalls, ...attendeesCalls, ...guestCalls, ...presenterCalls, ...emailCalls]),
  ],
  dataType: 'Booking',
  dataNote: 'A whole Booking, read with `bookings.get` and handed to every tab.',
  reads: {
    bookingID: 'Every call; the ID row for super-admins.',
    spaceID: 'Where BACK goes.',
    name: 'The title.',
    start: 'LIVE, duplicate.',
    end: 'LIVE, duplicate.',
    accessTime: 'When the Attendees tab shows.',
  },
  parts: ['BookingEditor', 'BookingNameDialog'],
  kitParts: ['Tabs', 'Button', 'IconButton', 'CopyButton', 'ConfirmDialog', 'Spinner'],
  textSections: ['.', 'tabs', 'registration', 'messages', 'attendees', 'guests', 'email', 'sending', 'listing'],
  events: {},
  csp: [...baseCsp, ...email.csp.slice(baseCsp.length)],
});

/**
 * The reference of every embeddable panel of @greenroom/bookings, in the README's order.
 * @example panelDocs.find((doc) => doc.id === 'guest-list')?.slice.calls // ['registrations.listAttendees', …]
 */
export const panelDocs: readonly PanelDoc[] = [guestList, presenters, bookingsList, overview, registration, messages, attendees, email, editor];

/** The subtree of the English table at a dotted path ('guests.list'); a trailing '.' keeps only that level's own texts. */
function section(path: string): object {
  const own = path.endsWith('.');
  const keys = path.split('.').filter(Boolean);
  let node: unknown = bookingsEnglish;
  for (const key of keys) node = (node as Record<string, unknown> | undefined)?.[key];
  if (typeof node !== 'object' || node === null) return {};
  return own ? Object.fromEntries(Object.entries(node).filter(([, value]) => typeof value !== 'object')) : node;
}

/**
 * The text keys a panel shows, computed from the 'bookings' text table itself (so a key added to
 * the table shows here at once), with the English text; functions read with sample arguments.
 * @example panelTextKeys(panelDocs[0])[0] // { key: 'guests.list.newGuest', english: 'NEW' }
 */
export function panelTextKeys(doc: PanelDoc): { key: string; english: string }[] {
  const found = new Map<string, string>();
  for (const path of doc.textSections) {
    const prefix = path.replace(/\.$/, '');
    for (const [key, english] of textLeaves(section(path), ['Ada', 2, 3])) found.set(prefix && prefix !== '' ? `${prefix}.${key}` : key, english);
  }
  return [...found].map(([key, english]) => ({ key, english }));
}

/**
 * The words of the docs pages themselves (headings, column names): developer documentation,
 * English only, kept here so the page component holds no literal text.
 * @example docsWords.props // 'Props'
 */
export const docsWords = {
  importFrom: 'Import from',
  mountEntry: 'Mount entry for pages without React',
  noMount: 'None: render it in React inside GreenroomProvider.',
  props: 'Props',
  slice: 'Slice calls',
  sliceType: 'Slice type',
  data: 'Data it reads',
  parts: 'Appearance parts',
  ownParts: "The panel's own parts (data-ui)",
  kitParts: "The kit's parts it shows",
  noOwnParts: 'None of its own; only the kit parts below.',
  texts: 'Text keys',
  textSections: textSectionDoc,
  textCount: (count: number) => `${count} keys; override any with texts={{ bookings: { … } }}.`,
  events: 'Events',
  noEvents: 'No mount entry, so no callbacks: wrap your adapter to observe its calls.',
  csp: 'CSP directives',
  columns: {
    name: 'Name',
    type: 'Type',
    what: 'What it does',
    call: 'Call',
    field: 'Field',
    why: 'What it is for',
    part: 'Part',
    key: 'Key',
    english: 'English text',
    event: 'Callback',
    payload: 'Payload',
    directive: 'Directive',
  },
} as const;
