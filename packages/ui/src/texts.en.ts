// The ui text table in English, and its type: the words the German table (texts.de.ts) follows.

/**
 * The kit's own words: the defaults a component shows when its caller gives none (button labels,
 * accessible names, empty and busy texts). None of them is worded by the product reference (ours),
 * except 'Loading' (docs/reference/portal.md, the loading screen). Texts a caller passes as props
 * (labels, titles, messages) are the caller's and are not here.
 * @example uiTexts.dialog.close // 'Close'
 */
export const uiTexts = {
  /** The loading screen's text (spec) and the name of a Spinner without a label (ours). */
  loading: 'Loading',
  /** Ours: the spinner in a busy Switch's thumb. */
  switch: { saving: 'Saving' },
  /** Ours: the dialog's close button and the spinner of a busy dialog. */
  dialog: { close: 'Close', inProgress: 'In progress' },
  /** Ours: ConfirmDialog's default buttons and the text of a failure without a message. */
  confirmDialog: { confirm: 'CONFIRM', cancel: 'CANCEL', fallbackError: 'Something went wrong. Please try again.' },
  /** Ours: FormDialog's default cancel button. */
  formDialog: { cancel: 'CANCEL' },
  /** Ours: CopyButton's default name and the error a failed copy reports. */
  copyButton: { copy: 'Copy', failed: 'Copy to clipboard failed' },
  /** Ours: the show/hide button of a revealable password field. */
  textField: { showPassword: 'Show password', hidePassword: 'Hide password' },
  /** Ours: Table's default empty and loading texts. */
  table: { empty: 'No rows', loading: 'Loading' },
  /** Ours: HoverMenu's empty entry and the phone's back entry. */
  hoverMenu: { empty: 'No items', back: 'Back' },
  /** Ours: TimezoneSelect's placeholder and its empty list. */
  timezoneSelect: { placeholder: 'Select a timezone', noMatch: 'No matching timezones' },
  /** Ours: ColorPicker's empty value, its popover's name and the hex field's name. */
  colorPicker: {
    none: 'None',
    picker: (label: string): string => `${label} picker`,
    hex: 'Hex color',
  },
  /** Ours: TransferList's default titles, its empty list and the move buttons' names. */
  transferList: {
    available: 'Available',
    assigned: 'Assigned',
    empty: 'None',
    /** A list's title with how many it holds (the count already formatted for the locale). */
    title: (title: string, count: string): string => `${title} (${count})`,
    moveAllRight: 'Move all right',
    moveSelectedRight: 'Move selected right',
    moveSelectedLeft: 'Move selected left',
    moveAllLeft: 'Move all left',
  },
  /** Ours: DatePicker's TODAY button, the shape of a date it asks for, and its calendar button. */
  datePicker: {
    today: 'TODAY',
    /** How a date is typed, shown as the placeholder (the English is the date pattern itself). */
    placeholder: 'MM/DD/YYYY',
    formatError: (placeholder: string): string => `Enter a date as ${placeholder}`,
    chooseDate: (label: string): string => `Choose date for ${label}`,
  },
  /** Ours: the calendar's day names and month buttons (react-day-picker's English words kept). */
  calendar: {
    today: (day: string): string => `Today, ${day}`,
    selected: (day: string): string => `${day}, selected`,
    previousMonth: 'Go to the Previous Month',
    nextMonth: 'Go to the Next Month',
  },
  /** Ours: why a DropZone refuses files. */
  dropZone: {
    tooManyFiles: 'Only one file can be added at a time.',
    wrongType: (fileName: string, accept: string): string => `${fileName} is not an accepted file type (${accept}).`,
  },
  /** Ours: the theme switch's name and the names of its three options, one pattern. */
  themeSwitch: {
    label: 'Theme',
    system: 'System theme',
    light: 'Light theme',
    dark: 'Dark theme',
  },
};

/** The shape of the kit's text table (every entry a host may override under `texts.ui`). */
export type UiTexts = typeof uiTexts;
