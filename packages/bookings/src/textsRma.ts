/**
 * Texts of the Registration, Messages and Attendees tabs, quoted exactly from docs/reference/bookings.md
 * §2.7–2.9, §5 and §8. Texts the spec leaves open (labels, accessible names) are marked as ours.
 * @example
 * rmaTexts.attendees.empty // 'The attendee list is empty for this booking'
 */
export const rmaTexts = {
  registration: {
    /** Ours. */
    signUpUrl: 'Sign-up URL',
    signUpCopied: 'Sign-up URL Copied to Clipboard',
    signUpRegenerated: 'Sign-up URL Regenerated',
    /** Ours: icon button names. */
    copySignUp: 'Copy Sign-up URL',
    regenerateSignUp: 'Regenerate Sign-up URL',
    regenerateTitle: 'Confirm Link Regeneration',
    /** Ours. */
    regenerateMessage: 'The current sign-up link stops working at once. There is no undo.',
    regenerateError: 'An error occurred regenerating this link',
    /** Ours. */
    confirm: 'CONFIRM',
    /** Ours. */
    cancel: 'CANCEL',
    /** Ours. */
    fieldsTitle: 'Registration Fields',
    /** Ours: column headers of the field table. */
    fieldColumn: 'Field',
    visibleColumn: 'Visible',
    mandatoryColumn: 'Mandatory',
    /** Ours: the row headers of the six intake fields (the stored names are English). */
    fieldNames: { 'First Name': 'First Name', 'Last Name': 'Last Name', Company: 'Company', Email: 'Email', Phone: 'Phone', Address: 'Address' },
    /** Ours: accessible names of the checkboxes. */
    visibleLabel: (field: string) => `${field} visible`,
    mandatoryLabel: (field: string) => `${field} mandatory`,
    /** Ours. */
    addressType: 'Address Type',
    addressUS: 'US',
    addressInternational: 'International',
    /** Ours. */
    capacityTitle: 'Registration Capacity',
    specifyNumber: 'Specify Registration Number',
    /** Ours. */
    registrationNumber: 'Registration Number',
    /** Ours: the capacity helper while the toggle is off. */
    sameAsEvent: (capacity: number) => `Registration capacity equals the event capacity (${capacity}).`,
    /** Ours: leaving the tab with field settings that failed to save (§8 keeps the failure silent). */
    fieldsNotSaved: 'Your registration field changes could not be saved. Open the Registration tab to try again.',
    /** Ours. */
    retrySave: 'RETRY',
  },
  messages: {
    supportTitle: 'Support Message',
    /** Ours. */
    supportActive: 'Support Message Active',
    errorMessagesTitle: 'Web Page Error Messages',
    /** Ours: the four link labels. */
    links: {
      public: 'Event Link',
      signUp: 'Registration Link',
      attendee: 'Attendee Link',
      presenter: 'Presenter Link',
    },
    leaveTitle: 'In-App',
    /** Ours. */
    leaveUrl: 'Leave Meeting Destination URL',
    notificationTitle: 'Registration Notification Email Address',
    /** Ours. */
    notificationEmail: 'Notification Email Address',
    /** Ours. */
    save: 'SAVE',
    /** Ours. */
    saved: 'Saved',
    errorMessageError: 'An error occurred updating the error message for this link',
    supportError: 'An error occurred updating the support message for this booking',
    leaveError: 'An error occurred updating the leave meeting destination URL for this event.',
    notificationError: 'An error occurred updating the notification email address for this event.',
  },
  attendees: {
    /** Ours. */
    search: 'Search attendees',
    /** Ours. */
    title: 'Attendance',
    /** Ours: label of the current in-event count. */
    inEvent: 'In event',
    /** Ours. */
    refresh: 'Refresh attendees',
    /** Ours. */
    download: 'Download attendee list (.csv)',
    downloaded: 'Attendee List (.csv) has downloaded',
    empty: 'The attendee list is empty for this booking',
    noMatch: 'No attendees found for this booking',
    error: 'An error occurred getting attendees for this booking',
    /** Ours. */
    loading: 'Loading attendees',
    /** Ours: the live region after a refresh. */
    liveSummary: (inEvent: number, people: number) => `${inEvent} in event, ${people} attended`,
    /** Ours. */
    peak: 'Peak in room',
    /** Ours. */
    peakValue: (count: number, at: string) => `${count} at ${at}`,
    /** Ours. */
    noPeak: 'Nobody yet',
    /** Ours. */
    chartTitle: 'People in the room over time',
    /** Ours. */
    chartDescription: (peak: string) => `Step chart of people in the room; peak ${peak}.`,
    /** Ours: column headers. */
    columns: { name: 'Name', role: 'Role', firstJoin: 'First Join', lastLeave: 'Last Leave', joins: 'Joins', timeInRoom: 'Time in Room', actions: 'Actions' },
    /** Ours. */
    presenter: 'Presenter',
    attendee: 'Attendee',
    /** Ours: last leave of someone still in the room. */
    inRoom: 'In room',
    /** Ours: icon button names. */
    info: (name: string) => `Attendee information for ${name}`,
    activity: (name: string) => `Login activity for ${name}`,
    infoTitle: 'Attendee Information',
    activityTitle: 'Login Activity',
    /** Ours. */
    close: 'CLOSE',
    /** Ours: field labels in the Attendee Information dialog. */
    fields: {
      firstName: 'First Name',
      lastName: 'Last Name',
      company: 'Company',
      emailAddress: 'Email',
      phone: 'Phone',
      address: 'Address',
      brand: 'Brand',
      loginCode: 'Login Code',
      registrationID: 'Registration ID',
    },
    /** Ours: Login Activity columns. */
    activityColumns: { start: 'Start', end: 'End', timeInRoom: 'Time in Room', socketID: 'Socket ID', attendeesID: 'Attendees ID' },
    /** Ours: the registered-vs-came filter. */
    viewLabel: 'Show',
    views: {
      all: 'Everyone who came',
      registeredCame: 'Registered, came',
      registeredAbsent: 'Registered, did not come',
      unlisted: 'Came, not on the guest list',
    },
    /** Ours. */
    downloadView: 'Download this list (.csv)',
    /** Ours: empty filtered lists. */
    viewEmpty: 'Nobody in this list',
    /** Ours. */
    yes: 'Yes',
    no: 'No',
  },
} as const;
