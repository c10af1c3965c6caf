/**
 * Texts of the Guest List tab's first screen (its list, columns and Emails cell) and the titles of
 * its dialogs, which their loading frames show before the dialogs' code arrives. Quoted from
 * docs/reference/bookings.md §2.4 exactly; texts the spec does not give are marked "ours". Part of
 * guestTexts (textsGuests.ts); a file of their own so that the Guest List's first bytes carry only
 * these, and the dialogs' words (form, actions, upload, presenters) come with the dialogs.
 * @example guestListTexts.list.empty // 'No guests found for this booking'
 */
export const guestListTexts = {
  list: {
    label: 'Guest list', // ours
    newGuest: 'NEW',
    upload: 'Upload attendee list', // ours (icon label)
    download: 'Download guest list', // ours (icon label)
    empty: 'No guests found for this booking',
    loadError: 'Error getting registrations for this booking',
    loading: 'Loading guests', // ours
    copyLink: (name: string) => `Copy link of ${name}`, // ours (icon label)
    manage: (name: string) => `Manage ${name}`, // ours (icon label)
    linkCopied: 'Attendee Link Copied to Clipboard',
    downloaded: 'Attendee List (.csv) has downloaded',
  },
  columns: { name: 'Name', company: 'Company', email: 'Email', brand: 'Brand', actions: 'Actions' }, // 'Actions' ours
  deliveries: {
    column: 'Emails', // ours
    label: (name: string) => `Emails of ${name}`, // ours
    sent: 'Sent', // ours
    failed: 'Failed', // ours
    queued: 'Waiting', // ours
    none: 'None yet', // ours
    unknownReason: 'No reason given', // ours
    loadError: 'Email states unavailable', // ours
  },
  yes: 'Yes', // ours
  no: 'No', // ours
} as const;

/**
 * The titles of the Guest List's dialogs (Add/Manage Attendee, Upload Attendee List): what their
 * frames say while the dialog's code loads. Part of guestTexts' `attendee` and `upload`.
 * @example guestDialogTitles.upload.title // 'Upload Attendee List'
 */
export const guestDialogTitles = {
  attendee: {
    addTitle: 'Add Attendee',
    manageTitle: 'Manage Attendee',
  },
  upload: {
    title: 'Upload Attendee List',
  },
} as const;
