import type { TextShape } from '@greenroom/core';

/**
 * Texts of the lists, times and import (bookings list, Guest List, Attendees, Overview times, Upload
 * Attendee List) added after the first release, in English; German in textsListing.de.ts. Ours unless
 * marked as the spec's.
 * @example listingTexts.yourTime('6:00 PM EST') // '6:00 PM EST your time'
 */
export const listingTexts = {
  /** A time on the viewer's own clock, under the event's ('6:00 PM EST your time'). */
  yourTime: (when: string) => `${when} your time`,
  /** The bookings list's search box (by name). */
  searchBookings: 'Search bookings',
  /** No booking's name holds the search (the space has bookings). */
  noBookingMatch: (search: string) => `No bookings match “${search}”`,
  /** Upload Attendee List: matching the file's columns, and the preview of every row. */
  importing: {
    mappingTitle: 'Match the columns of your file',
    mappingHint: 'Choose the column of your file for each field. Columns you do not choose are not imported.',
    /** The select's choice for a field the file does not fill. */
    notInFile: 'Not in the file',
    /** Under a select: a value of the chosen column. */
    sample: (value: string) => `For example: ${value}`,
    noSample: 'This column is empty in every row',
    /** Under a select whose column was picked by its name, not the template's own. */
    guessed: (sample: string) => `Matched by its name, please check. ${sample}`,
    toPreview: 'PREVIEW',
    changeMapping: 'CHANGE COLUMNS',
    filterLabel: 'Show rows',
    all: 'All rows',
    /** A filter button: its class and how many rows are in it. */
    filter: (label: string, count: number) => `${label} (${count})`,
    rowsLabel: 'Rows of the file',
    columns: { line: 'Line', result: 'Result', name: 'Name', email: 'Email', details: 'Details' },
    results: { new: 'New', update: 'Update', unchanged: 'Unchanged', duplicate: 'Duplicate', error: 'Error' },
    /** An update's field: its column, the stored value and the file's. */
    change: (column: string, before: string, after: string) => `${column}: ${before} → ${after}`,
    emptyValue: '(empty)',
    duplicateOfLine: (line: number) => `Same guest as line ${line}`,
    duplicateOfGuest: 'Already on the guest list',
    noRows: 'No rows of this kind',
  },
};

/** The shape of {@link listingTexts}, which every locale fills in. */
export type ListingTexts = TextShape<typeof listingTexts>;
