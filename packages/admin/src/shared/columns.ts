/**
 * Width of a date-and-time column: '12/31/2026' over '12:00 PM CST' with the cell's padding
 * (a longer zone name such as 'GMT+5:30' ends in an ellipsis, its full text in the title).
 * @example { id: 'when', header: 'When', width: DATE_TIME_COLUMN_WIDTH, cell: ... }
 */
export const DATE_TIME_COLUMN_WIDTH = 140;

/** Row height of a table with a two-line {@link DateTimeCell}. @example <Table rowHeight={DATE_TIME_ROW_HEIGHT} ... /> */
export const DATE_TIME_ROW_HEIGHT = 60;
