// The admin text table in English, and its type: the words the German table (texts.de.ts) follows.
import { type TextShape } from '@greenroom/core';

/**
 * Every text the admin screens show, quoted exactly from docs/reference/portal.md §2, §5, §6 and §8. Texts
 * the spec leaves open are marked "ours".
 * @example adminTexts.success // 'Success'
 */
export const adminTexts = {
  success: 'Success',
  back: 'BACK',
  submit: 'SUBMIT',
  save: 'SAVE',
  required: 'Required',
  /** Ours: the accessible name of a busy button or list. */
  inProgress: 'In progress',
  /** Ours. */
  loading: 'Loading',
  /** Ours: the empty choice of a dropdown. */
  selectOne: 'Select one',

  /** Alerted when the admin project list (GET /projects/all/admin) fails; then the screen goes to /. */
  projectsLoadError: 'Error retrieving projects',

  // Create a Project
  projectName: 'Project Name',
  projectError: 'An error occurred creating this project',

  // Create a Space
  spaceName: 'Space Name',
  defaultVideoServer: 'Default Video Server',
  defaultVideoServerAppID: 'Default Video Server App ID',
  defaultGameServer: 'Default Game Server',
  defaultGamePort: 'Default Game Port',
  chooseProject: 'Choose Project',
  chooseWorld: 'Choose World',
  /** Ours: the spec names the fields "start date" and "end date". */
  startDate: 'Start Date',
  /** Ours. */
  endDate: 'End Date',
  /** Ours. */
  timezone: 'Timezone',
  spaceError: 'An error occurred creating this space',
  /** Ours: hint under the dates. */
  spaceDatesHint: 'The space opens at 00:01 on the start date and closes at 23:59 on the end date, in the chosen timezone.',

  // Producers
  create: 'CREATE',
  edit: 'EDIT',
  /** Ours: the group of the CREATE / EDIT toggle. */
  producerMode: 'Create or edit a producer',
  /** Ours. */
  createProducerTitle: 'Create a Producer',
  /** Ours. */
  editProducerTitle: 'Edit a Producer',
  username: 'Username',
  email: 'Email',
  temporaryPassword: 'Temporary Password',
  firstName: 'First Name',
  lastName: 'Last Name',
  assignProjects: 'Assign Projects',
  /** Ours: the transfer list's column titles. */
  availableProjects: 'Available',
  /** Ours. */
  assignedProjects: 'Assigned',
  /** Ours. */
  noProjects: 'None',
  chooseProducer: 'Choose Producer',
  createProducerError: 'An error occurred creating this producer.',
  editProducerError: 'An error occurred editing this producer.',
  /** Ours. */
  producersLoadError: 'An error occurred getting producers and projects.',

  // Bookings Overview
  selectDate: 'Select Date',
  bookingsOn: (date: string) => `Bookings on ${date}`,
  name: 'Name',
  spaceNameColumn: 'Space Name',
  start: 'Start',
  end: 'End',
  /** Ours. */
  noBookings: 'No bookings on this date.',
  /** Ours. */
  bookingsError: 'An error occurred getting bookings for this date.',

  // Usage repair
  inputBookingID: 'Input Booking ID',
  enter: 'Enter',
  exit: 'Exit',
  selectEndTime: "Select End Time to Mark (in event's timezone)",
  /** The spec writes it in this case. */
  submitRepair: 'Submit',
  bookingError: 'An error occurred getting this booking',
  attendeesError: 'An error occurred updating the selected attendees',
  /** Ours. */
  openAttendees: 'Attendees without an exit time',
  /** Ours. */
  noOpenAttendees: 'Every attendee of this booking has an exit time.',
  /** Ours. */
  endDay: 'End date',
  /** Ours. */
  endClock: 'End time',
  /** Ours. */
  chooseAttendees: 'Select at least one attendee.',
  /** Ours. */
  lookUp: 'LOOK UP',

  // System checks
  systemCheckDate: 'Select Date',
  dateTime: 'Date/Time',
  systemCheckID: 'SystemCheck ID',
  details: 'Details',
  systemChecksError: 'An error occurred getting system checks for this date.',
  /** Ours. */
  systemChecksOn: (date: string) => `System checks on ${date}`,
  /** Ours. */
  noSystemChecks: 'No system checks on this date.',
  /** Ours: the CSV icon's accessible name. */
  exportCsv: 'Export CSV',
  /** Ours. */
  close: 'CLOSE',
  /** Ours: Details popup labels. */
  browser: 'Browser',
  operatingSystem: 'Operating System',
  comment: 'Comment',
  yes: 'Yes',
  no: 'No',
  /** The spec's yes/no flags, in its order (labels ours, after the spec's wording). */
  flags: {
    canReachAWS: 'Can reach AWS',
    canReachGameServer: 'Can reach game server',
    canReachLiveswitch: 'Can reach Liveswitch',
    areWebWorkersSupported: 'Web workers supported',
    hasMic: 'Has microphone',
    hasCamera: 'Has camera',
    hasCameraPermissions: 'Camera permission granted',
    hasMicPermissions: 'Microphone permission granted',
    canScreenshare: 'Can screenshare',
    isWebRTCSupported: 'WebRTC supported',
  },

  // Login code lookup
  /** Ours. */
  loginCode: 'Login Code',
  bookingLink: 'Booking Link',

  // Cache
  bookingID: 'Booking ID',
  deleteCache: 'DELETE CACHE',
  deleteCacheConfirm: 'Delete this cache?',
  /** Ours. */
  deleteCacheMessage: 'The cache is rebuilt on the next read.',
  /** Ours. */
  delete: 'DELETE',
  /** Ours. */
  cancel: 'CANCEL',
  cacheError: 'An error occurred getting this cache',
  deleteCacheError: 'An error occurred deleting this cache',
  /** Ours: the region holding the rendered cache. */
  cacheContent: 'Cache',
  /** Ours. */
  emptyValue: '(empty)',

  // Space and worlds
  runScript: 'RUN SCRIPT',
  invalidSpaces: 'Invalid Spaces (Space)',
  invalidWorlds: 'Invalid Spaces (World)',
  repair: 'REPAIR',
  genericError: 'An error occurred',
  /** Ours. */
  copySpaceID: (spaceName: string) => `Copy space ID of ${spaceName}`,
  /** Ours. */
  repairRow: (spaceName: string, propertyName: string) => `REPAIR ${propertyName} of ${spaceName}`,
  /** Ours. */
  worldLabel: 'World',
  /** Ours. */
  propertyLabel: 'Property',
  /** Ours. */
  noInvalid: 'None',
  /** Ours. */
  opensInNewTab: '(opens in a new tab)',

  // Space end time update
  selectEndTimeCst: 'Select end time (in CST)',
  checkAll: 'CHECK ALL',
  uncheckAll: 'UNCHECK ALL',
  selectEndDate: 'Please select an end date',
  endTimeError: 'An error occurred updating the selected spaces',
  /** Ours: the today button of the picker. */
  today: 'Today',
  /** Ours. */
  spaces: 'Spaces',
  /** Ours. */
  endsOn: (date: string) => `ends ${date}`,
  /** Ours. */
  spacesLoadError: 'An error occurred getting spaces.',
  /** Ours: shown when SUBMIT is pressed with no space ticked. */
  chooseSpaces: 'Select at least one space.',
  /** Ours: under each space once a day is picked, the end it would get in the space's own zone. */
  newClose: (dateTime: string) => `New close: ${dateTime}`,

  // Audit log (issue 17, beyond the spec: all texts ours)
  /** Ours. */
  auditLog: 'Audit Log',
  /** Ours. */
  auditWhen: 'When',
  /** Ours. */
  auditWho: 'Who',
  /** Ours. */
  auditWhat: 'What',
  /** Ours. */
  auditTarget: 'Record',
  /** Ours. */
  auditBefore: 'Before',
  /** Ours. */
  auditAfter: 'After',
  /** Ours. */
  noAudit: 'No admin changes recorded yet.',
  /** Ours. */
  auditError: 'An error occurred getting the audit log.',
  /** Ours: shown for a before/after that did not exist. */
  nothing: '—',
  /** Ours: the column with each entry's summary and its disclosure. */
  auditChanges: 'Changes',
  /** Ours: an entry's summary (and its disclosure button's name). */
  auditFieldsChanged: (count: number, fields: string) => (count === 1 ? `1 field changed: ${fields}` : `${count} fields changed: ${fields}`),
  /** Ours. */
  auditNoFieldsChanged: 'No fields changed',
  /** Ours: heading of the opened entry's field-by-field list. */
  auditChangesOf: (what: string, target: string) => `Changes: ${what}, ${target}`,
  /** Ours: the name of a record that is a single value. */
  auditValue: 'Value',
  /** Ours. */
  auditChangeKinds: { added: 'Added', removed: 'Removed', changed: 'Changed' },
  /** Ours: the filters. */
  auditFilters: 'Filter the audit log',
  /** Ours. */
  auditAll: 'All',
  /** Ours. */
  auditFrom: 'From',
  /** Ours. */
  auditTo: 'To',
  /** Ours: how many entries the filters leave. */
  auditShown: (shown: number, total: number) => `Showing ${shown} of ${total} entries`,
  /** Ours: the CSV's column of the field name. */
  auditField: 'Field',
  /** Ours: the CSV's column of the change kind. */
  auditChangeKind: 'Change',
  /** Ours: each recorded change in words. */
  auditActions: {
    'project.create': 'Project created',
    'space.create': 'Space created',
    'producer.create': 'Producer created',
    'producer.projects': 'Producer projects changed',
    'usage.repair': 'Usage repaired',
    'space.worldRepair': 'Space repaired against its world',
    'space.endTime': 'Space end time updated',
    'cache.delete': 'Cache deleted',
    'guests.import': 'Guests imported',
    'mail.send': 'Mail sent',
    'guest.delete': 'Guest deleted',
    'booking.adminUpdate': 'Booking edited by a super-admin',
    'skin.update': 'Skin item changed',
    'apiKey.create': 'API key created',
    'apiKey.revoke': 'API key revoked',
    'webhook.create': 'Webhook added',
    'webhook.update': 'Webhook changed',
    'webhook.delete': 'Webhook deleted',
    'webhook.rotateSecret': 'Webhook secret rotated',
    'webhook.autoDisable': 'Webhook turned off after failures',
  },

  // Mail outbox (issue 17, beyond the spec: all texts ours)
  /** Ours. */
  outbox: 'Mail Outbox',
  /** Ours. */
  outboxCreated: 'Created',
  /** Ours. */
  outboxTo: 'To',
  /** Ours. */
  outboxSubject: 'Subject',
  /** Ours. */
  outboxText: 'Text',
  /** Ours. */
  noOutbox: 'The outbox is empty.',
  /** Ours. */
  outboxError: 'An error occurred getting the outbox.',
  /** Ours: heading of the kept-mail table (mail the server kept instead of sending, no SMTP_URL). */
  keptMailHeading: 'Kept mail', // ours
  /** ours: where the backend's mail goes (MAIL OUTBOX). */
  mailTransportSmtp: (server: string) => `Mail is sent through the SMTP server ${server}.`,
  mailTransportOutbox: 'No mail server is configured (SMTP_URL): mail is kept below instead of sent.',
  mailTransportNone: 'This backend sends no mail.',
  /** Ours: heading and table name of the delivery queue. */
  deliveries: 'Mail Deliveries',
  /** Ours. */
  deliveryStateFilter: 'State',
  /** Ours: the filter's options, in menu order. */
  deliveryFilterAll: 'All',
  /** Ours. */
  deliveryStates: { queued: 'Queued', sent: 'Sent', failed: 'Failed' },
  /** Ours. */
  deliveryCreated: 'Queued',
  /** Ours. */
  deliveryTo: 'To',
  /** Ours. */
  deliverySubject: 'Subject',
  /** Ours. */
  deliveryBooking: 'Booking',
  /** Ours. */
  deliveryTemplate: 'Template',
  /** Ours. */
  deliveryState: 'State',
  /** Ours. */
  deliveryAttempts: 'Tries',
  /** Ours. */
  deliveryReason: 'Reason',
  /** ours: the heading of a failed delivery's reason, opened from its row. */
  deliveryReasonOf: (recipient: string, subject: string) => `Why the mail to ${recipient} (${subject}) failed`,
  /** Ours: header of the RETRY column (read by screen readers). */
  deliveryActions: 'Actions',
  /** Ours. */
  retry: 'RETRY',
  /** Ours. */
  retryDelivery: (recipient: string) => `Retry delivery to ${recipient}`,
  /** Ours. */
  noDeliveries: 'No deliveries.',
  /** Ours. */
  deliveriesError: 'An error occurred getting the mail deliveries.',
  /** Ours. */
  retryError: 'An error occurred retrying this delivery.',
} as const;

/**
 * The shape of the admin screens' texts, which every locale fills in.
 * @example const texts: AdminTexts = adminTexts;
 */
export type AdminTexts = TextShape<typeof adminTexts>;
