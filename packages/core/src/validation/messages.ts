/**
 * Every validation text of the portal, written once. Texts quoted from docs/reference/portal.md §5/§8 and
 * docs/reference/bookings.md §5 are exact (odd spellings included); the few the spec leaves open are marked.
 * Parameterised texts are functions so the wording still lives here.
 * @example
 * messages.required // 'Required'
 * messages.imageDimensions(960, 540) // 'Dimensions of image must be 960px x 540px'
 */
export const messages = {
  required: 'Required',

  passwordMinLength: 'Password must be at least 8 characters',
  /** Not worded by the spec (it only states the limit). */
  passwordMaxLength: 'Password must be at most 100 characters',
  passwordUppercase: 'Password must contain at least 1 uppercase letter',
  passwordLowercase: 'Password must contain at least 1 lowercase letter',
  passwordNumber: 'Password must contain at least 1 number',
  passwordsMustMatch: 'Passwords must match',

  /** Not worded by the spec (it only states the limit). */
  bookingNameMaxLength: 'Booking name must be at most 70 characters',
  capacityMax: 'Event capacity setting cannot exceed 500 attendees',
  capacityBelowRegistrations:
    'Event capacity may not be set below the current registration count for this event',
  /** Not worded by the spec (numeric field, minimum 0). */
  capacityWholeNumber: 'Event capacity must be a whole number of 0 or more',
  /** Not worded by the spec (max 4 digits). */
  registrationCapacityDigits: 'Registration capacity must be a whole number of at most 4 digits',

  doorsOpenBeforeStart: 'Selected doors open time must be before event start time',
  doorsClosedAfterEnd: 'Selected doors closed time must be after event end time',
  startWithinSpace: 'Start date/time must be within the open/close time of this space',
  endAfterStart: "End date/time must be after the event's start date/time",
  startBeforeEnd: "Start date/time must be before the event's end date/time",
  timezoneRequired: 'Please select a timezone',
  /** Not worded by the spec: a date/time picker produced no valid value. */
  invalidDateTime: 'Please select a valid date and time',
  endDateRequired: 'Please select an end date',

  emailInvalid: 'Email must be a valid email address',
  /**
   * Not worded by the spec (which has no format check on reply-to; issue 25 asks for one): a
   * template's reply-to address that mail could not carry.
   */
  replyToInvalid: 'Reply-to must be a valid email address',
  /** Not worded by the spec (ours): a guest's time zone that is not an IANA zone name. */
  timeZoneInvalid: 'Please select a valid time zone',
  /** Not worded by the spec (it only states the limits). */
  maxLength: (max: number): string => `Must be at most ${max} characters`,
  /** Not worded by the spec (mask (999) 999-9999). */
  phoneInvalid: 'Phone number must be in the format (999) 999-9999',
  presenterEmailInvalid: 'Please enter a valid email address for this presenter',
  leaveUrlInvalid: 'Please ensure that your URL begins with HTTP or HTTPS.',

  /** Not worded by the spec (number edit: minimum 0). */
  numberInvalid: 'Please enter a number',
  numberMin: 'Value must be 0 or more',

  /** Not worded by the spec: an enabled avatar slot with one colour. */
  avatarColorsIncomplete: 'Choose both a primary and a secondary color',
  /** Not worded by the spec: a colour that is not #RGB or #RRGGBB. */
  avatarColorInvalid: 'Colors must be hex values such as #1A2B3C',

  noFileChosen: 'Please choose a file to upload first.',
  imageMustBePng: 'File must be of type PNG',
  imageDimensions: (width: number, height: number): string =>
    `Dimensions of image must be ${width}px x ${height}px`,
  videoMustBeMp4: 'File must be an MP4 video',
  videoMustBeMp4Short: 'Video must be MP4 format',
  videoTooLarge: 'Video file size cannot exceed 10 MB',
  videoTooLargeShort: 'Video may not exceed 10MB',
  audioMustBeMp3OrWav: 'Audio file must be of type MP3 or WAV',
  /** Not worded by the spec (ours): an image or audio file over 10000000 bytes, after 'Video file size cannot exceed 10 MB'. */
  fileTooLarge: 'File size cannot exceed 10 MB',

  guestCsvInvalid:
    'There was an error parsing the uploaded CSV file. Please make sure the upload follows the CSV template and corresponds to the selected address type for this booking.',
} as const;
