import { guestDialogTitles, guestListTexts } from './textsGuestList';

/**
 * Visible texts of the Guest List and Presenters tabs and their dialogs. Quoted from
 * docs/reference/bookings.md §2.4, §2.5, §5, §6, §8 exactly; texts the spec does not give are marked "ours".
 * The Guest List's first screen texts and its dialogs' titles are in textsGuestList.ts (so the tab's
 * first bytes carry only those).
 * @example guestTexts.list.empty // 'No guests found for this booking'
 */
export const guestTexts = {
  // Named one by one rather than spread, so the type keeps this order (the API report shows it).
  list: guestListTexts.list,
  columns: guestListTexts.columns,
  deliveries: guestListTexts.deliveries,
  yes: guestListTexts.yes,
  no: guestListTexts.no,
  form: {
    firstName: 'First Name',
    lastName: 'Last Name',
    company: 'Company',
    emailAddress: 'Email',
    phone: 'Phone',
    addressLine1: 'Address Line 1',
    addressLine2: 'Address Line 2',
    city: 'City',
    state: 'State',
    zipCode: 'Zip Code',
    stateProvinceRegion: 'State/Province/Region',
    zipPostalCode: 'Zip/Postal Code',
    country: 'Country',
    brand: 'Brand',
    allowEarlyAccess: 'Allow Early Access',
    language: 'Language', // ours (issue 27)
    bookingLanguage: "Booking's language", // ours: the guest has no language of its own
    timeZone: 'Time Zone', // ours (issue 27)
    save: 'SAVE', // ours
    cancel: 'CANCEL', // ours
  },
  attendee: {
    addTitle: guestDialogTitles.attendee.addTitle,
    manageTitle: guestDialogTitles.attendee.manageTitle,
    intakeUrl: 'Intake URL', // ours
    copyUrl: 'Copy intake URL', // ours
    resend: 'Resend invite', // ours
    inviteSent: 'Invite sent', // ours
    regenerate: 'Regenerate link', // ours
    regenerateTitle: 'Regenerate link', // ours
    regenerateMessage: 'The current link will stop working. Continue?', // ours
    regenerateError: 'An error occurred regenerating this link',
    delete: 'Delete record', // ours
    deleteTitle: 'Delete Attendee',
    deleteMessage: (name: string) => `Delete ${name} from the guest list? This cannot be undone.`, // ours
    deleteError: 'An error occurred deleting this attendee',
    createError: 'An error occurred creating an attendee for this booking',
    editError: 'An error occurred editing this attendee',
    invalidInviteEmail: 'Please enter a valid email address for this attendee', // ours (attendee equivalent of §5)
    confirm: 'CONFIRM', // ours
    cancel: 'CANCEL', // ours
  },
  upload: {
    title: guestDialogTitles.upload.title,
    dropLabel: 'Drop one .csv file here, or click to choose it', // ours
    template: 'Download template (AttendeeUploadTemplate.csv)', // ours
    checking: 'Checking the file…', // ours
    summary: 'Preview', // ours
    counts: {
      new: 'New guests', // ours
      update: 'Updated (same email)', // ours
      unchanged: 'Unchanged', // ours
      duplicate: 'Duplicates in the file (skipped)', // ours
      error: 'Rows with errors', // ours
    },
    errorsTitle: 'Fix these rows and drop the file again:', // ours
    errorLine: (row: number, column: string, message: string) => `Row ${row}, ${column}: ${message}`, // ours
    import: 'IMPORT', // ours
    cancel: 'CANCEL', // ours
    uploadError: 'An error occurred uploading the parsed attendees',
    imported: (created: number, updated: number) => `${created} added, ${updated} updated`, // ours
  },
  presenters: {
    label: 'Presenters', // ours
    newPresenter: 'NEW',
    empty: 'No presenters found for this booking',
    loadError: 'An error occurred getting presenters for this booking',
    loading: 'Loading presenters', // ours
    linkCopied: 'Presenter Link Copied to Clipboard',
    addTitle: 'Add Presenter',
    manageTitle: 'Manage Presenter',
    tabs: { general: 'GENERAL', access: 'ACCESS', customize: 'CUSTOMIZE' },
    inRoomAccess: 'In-Room Access',
    bridgeAccess: 'Bridge Access',
    copyInRoom: 'Copy In-Room Access link', // ours
    copyBridge: 'Copy Bridge Access link', // ours
    generalControls: 'General controls',
    displayControls: 'Display controls',
    help: (label: string) => `About ${label}`, // ours (icon label)
    close: 'CLOSE', // ours
    deleteTitle: 'Delete Presenter',
    deleteMessage: (name: string) => `Delete presenter ${name}? This cannot be undone.`, // ours
    deleteError: 'An error occurred deleting this presenter',
    createError: 'An error occurred creating a presenter for this booking',
    editError: 'An error occurred editing this presenter', // ours (the attendee text, for presenters)
    invalidInviteEmail: 'Please enter a valid email address for this presenter',
  },
  permissions: {
    canPresent: { label: 'Present', help: 'Lets the presenter take the stage and present to the room.' }, // help texts ours
    canUseLaser: { label: 'Laser Pointer', help: 'Lets the presenter point at the screen with a laser pointer.' },
    canControlAvatarAudio: { label: 'Avatar Control', help: 'Lets the presenter mute and control attendee avatars.' },
    canTeleport: { label: 'Teleport', help: 'Lets the presenter move attendees to another place in the room.' },
    canBreakout: { label: 'Breakout', help: 'Lets the presenter start breakout sessions.' },
    canShareWebcam: { label: 'Webcam', help: 'Lets the presenter show their webcam. Needs Present.' },
    canScreenshare: { label: 'Screenshare', help: 'Lets the presenter share their screen.' },
    canShareSlides: { label: 'Slides', help: 'Lets the presenter show slides.' },
    canShareLocalVideo: { label: 'Local Video', help: 'Lets the presenter play a video from their computer.' },
    canShareLivestream: { label: 'Livestream', help: 'Lets the presenter show a livestream.' },
    canShareDefault: { label: 'Default Screen', help: 'Lets the presenter go back to the default screen.' },
  },
} as const;
