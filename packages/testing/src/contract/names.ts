/**
 * Names whose order tells the one name comparator (docs/reference/portal.md §9: ascending; core's
 * compareNames: case- and accent-insensitive, numbers numeric) from a plain code-point sort, which
 * would put 'Zebra' before 'apple', 'Room 10' before 'Room 2' and 'éclair' last.
 */
export const NAMES_SCRAMBLED = ['Zebra', 'Room 10', 'éclair', 'banana', 'Room 2', 'apple', 'Cherry'] as const;

/** NAMES_SCRAMBLED as every list answers them. */
export const NAMES_SORTED = ['apple', 'banana', 'Cherry', 'éclair', 'Room 2', 'Room 10', 'Zebra'] as const;

/** A whitespace-only name: blank after trimming. */
export const BLANK = '   ';

/** An id no backend has. */
export const UNKNOWN_ID = 'no-such-record';
