// The calendars text table in English, and its type: the words the German table (texts.de.ts) follows.
import { CALENDAR_NAME_MAX_LENGTH } from '@greenroom/core';

/**
 * Every text the Calendar tab shows, quoted exactly from docs/reference/portal.md §2, §5 and §8. Texts the
 * spec leaves open (button and field labels, accessible names) are marked.
 * @example
 * calendarTexts.emptyList // 'No calendars found for this space.'
 */
export const calendarTexts = {
  emptyList: 'No calendars found for this space.',
  listError: 'An error occurred getting calendars for this space.',
  newButton: 'NEW',
  createTitle: 'Name Calendar',
  editTitle: 'Edit Calendar Name',
  deleteTitle: 'Delete Calendar?',
  deleteMessage: 'There is no undo for calendar delete.',
  createError: 'An error occurred creating this calendar',
  renameError: 'An error occurred updating the name of this calendar',
  deleteError: 'An error occurred deleting this calendar',
  findError: 'An error occurred finding this calendar. Please try again.',
  linkCopied: 'Calendar Link Copied to Clipboard',
  urlRegenerated: 'Calendar URL Regenerated',
  /** Not worded by the spec. */
  listTitle: 'Calendars',
  /** Not worded by the spec: the list's column headers. */
  columnName: 'Name',
  columnEdit: 'Edit',
  /** Not worded by the spec. */
  nameLabel: 'Calendar Name',
  /** Not worded by the spec: the hint under the name field stating the server's limit. */
  nameHint: `Up to ${CALENDAR_NAME_MAX_LENGTH} characters`,
  /** Not worded by the spec. */
  save: 'SAVE',
  /** Not worded by the spec. */
  cancel: 'CANCEL',
  /** Not worded by the spec. */
  back: 'BACK',
  /** Not worded by the spec. */
  urlLabel: 'Calendar URL',
  /** Not worded by the spec: the webcal:// link of the calendar URL. */
  subscribe: 'Subscribe',
  /** Accessible names of icon buttons (not worded by the spec). */
  editRow: (calendarName: string) => `Edit ${calendarName}`,
  editName: 'Edit calendar name',
  deleteCalendar: 'Delete calendar',
  copyLink: 'Copy calendar link',
  regenerateUrl: 'Regenerate calendar URL',
  loadingList: 'Loading calendars',
  loadingCalendar: 'Loading calendar',
};

/** The shape of the Calendar tab's text table (every entry a host may override under `texts.calendars`). */
export type CalendarTexts = typeof calendarTexts;
