// The booking area's own texts in English: the bookings list, the name dialogs, the header and
// tabs, the date and time dialogs and the Overview. The sections of the other tabs are in
// textsRma, textsGuests, textsEmail, textsSending, textsListing, textsGuestFlow and embed/texts.
/**
 * Every text the booking area shows, quoted exactly from docs/reference/bookings.md §2, §5 and §8 and
 * docs/reference/portal.md §5. Texts the spec leaves open (labels, accessible names) are marked as ours.
 * @example
 * bookingTexts.emptyList // 'No bookings found for this space'
 */
export const bookingTexts = {
  // Bookings list (§2.1, §8)
  emptyList: 'No bookings found for this space',
  listError: 'Error getting bookings for this space',
  newButton: 'NEW',
  columnName: 'Name',
  columnStart: 'Start',
  columnEnd: 'End',
  columnRegCount: 'Reg Count',
  /** Ours: header of the edit buttons' column. */
  columnEdit: 'Edit',
  /** Ours. */
  listTitle: 'Bookings',
  /** Ours. */
  loadingList: 'Loading bookings',
  /** Ours: accessible name of a row's edit button. */
  editRow: (name: string) => `Edit ${name}`,

  // Name Booking / Edit Name (§2.10, §8)
  createTitle: 'Name Booking',
  editNameTitle: 'Edit Name',
  createError: 'An error occurred creating this booking',
  renameError: 'An error occurred updating the name of this booking',
  /** Ours. */
  nameLabel: 'Booking Name',
  /** Ours. */
  save: 'SAVE',
  /** Ours. */
  cancel: 'CANCEL',
  /** Ours. */
  confirm: 'CONFIRM',

  // Header (§2.2, §8)
  live: 'LIVE',
  back: 'BACK',
  deleteTitle: 'Delete This Booking?',
  /** Ours (the spec says there is no undo). */
  deleteMessage: 'There is no undo for booking delete.',
  deleteError: 'An error occurred deleting this booking',
  /** Ours: icon button names. */
  editName: 'Edit booking name',
  duplicate: 'Duplicate booking',
  deleteBooking: 'Delete booking',
  copyBookingID: 'Copy booking ID',
  /** Ours. */
  bookingIDLabel: 'Booking ID',
  /** Ours. */
  loadingBooking: 'Loading booking',
  /** Ours. */
  bookingError: 'An error occurred getting this booking',
  /** Ours. */
  tabsLabel: 'Booking tabs',
  tabs: {
    overview: 'Overview',
    attendees: 'Attendees',
    guests: 'Guest List',
    registration: 'Registration',
    presenters: 'Presenters',
    email: 'Email',
    messages: 'Messages',
  },
  /** Ours: what a tab whose issue has not landed shows. */

  // Duplicate: run start / end (docs/reference/portal.md §5)
  runStartTitle: 'Set Run Start Date / Time',
  runEndTitle: 'Set Run End Date / Time',
  /** Ours. */
  duplicateError: 'An error occurred duplicating this booking',
  /** Ours. */
  next: 'NEXT',

  // Date/time dialogs (§2.3)
  timezoneLabel: 'Timezone',
  /** Ours. */
  dateLabel: 'Date (MM/DD/YYYY)',
  /** Ours. */
  timeLabel: 'Time',

  // Overview: links (§2.3, §8)
  generalAccessLink: 'General Access Link',
  intakeUrl: 'Intake URL',
  mobileHybridUrl: 'Mobile Hybrid URL (beta)',
  photoAlbumUrl: 'Photo Album URL',
  regenerateTitle: 'Confirm Link Regeneration',
  /** Ours. */
  regenerateMessage: 'The current link stops working at once. There is no undo.',
  regenerateError: 'An error occurred regenerating this link',
  /** Ours: icon button names. */
  copyLink: (label: string) => `Copy ${label}`,
  regenerateLink: (label: string) => `Regenerate ${label}`,
  downloadQr: 'Download QR code',
  /** Ours. */
  linkCopied: 'Link Copied to Clipboard',

  // Overview: dates & times (§2.3, §8)
  datesAndTimes: 'Booking Dates & Times',
  doorsOpenEarly: 'Doors Open Early',
  doorsToggleError: 'Error editing this booking',
  eventStart: 'Event Start',
  doorsOpen: 'Doors Open',
  eventEnd: 'Event End',
  doorsClose: 'Doors Close',
  /** Ours. */
  editTime: (label: string) => `Edit ${label}`,

  // Overview: miscellaneous (§2.3, §8)
  miscellaneous: 'Miscellaneous',
  eventCapacity: 'Event Capacity',
  capacityError: 'Error updating the selected booking',
  /** Ours. */
  editCapacity: 'Edit event capacity',
  /** Ours. */
  capacityLocked: 'Capacity is locked: this private cloud booking starts in under 24 hours.',
  qa: 'Q&A',
  /** Ours. */
  downloadQa: 'Download Q&A (.csv)',
  qaDisplay: 'Q&A Display',
  userHours: 'User Hours',
  /** Ours. */
  refreshUserHours: 'Refresh user hours',
  addToCalendar: 'Add to Calendar',
  /** Ours. */
  editCalendar: 'Choose calendar',
  chooseCalendarTitle: 'Choose Calendar',
  /** Ours. */
  calendarLabel: 'Calendar',
  /** Ours. */
  noCalendar: 'None',
  clearCalendarError: 'An error occurred.',
  assignCalendarError: 'An error occurred assigning a calendar to your booking.',
  renameToCalendarError: 'An error occurred. Please try again.',
  /** Ours. */
  renameToCalendarTitle: 'Rename Booking?',
  /** Ours. */
  renameToCalendarMessage: (calendarName: string) =>
    `Do you want to rename this booking to '${calendarName}' to match the calendar name?`,
  yes: 'YES',
  no: 'NO',
  sendEntryNotifications: 'Send Entry Notifications',
  showInRoomHelpButton: 'Show In-Room Help Button',
  /** Ours. */
  videoServer: 'Video Server',
  /** Ours. */
  gameServer: 'Game Server',
  /** Ours: the 412 answer (someone else saved the booking first). */
  staleBooking: 'This booking was changed elsewhere. The latest version has been loaded; please make your change again.',
} as const;
