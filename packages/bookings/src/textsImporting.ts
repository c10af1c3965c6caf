/**
 * Texts of Upload Attendee List's column matching and preview of every row (ours). Part of
 * listingTexts (textsListing.ts) under `importing`; a file of their own so that they ship with the
 * upload dialog only, not with the lists and the Overview.
 * @example importingTexts.toPreview // 'PREVIEW'
 */
export const importingTexts = {
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
};
