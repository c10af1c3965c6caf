// Upload Attendee List's texts (column matching, the preview of every row) as a table of their
// own, so their English ships with the upload dialog only, not with the lists and the Overview
// (the main table holds the rest of the `listing` section). Both tables share the section's name,
// as the two guest flow tables share theirs, so hosts keep one override shape.
import { defineTexts } from '@greenroom/core';
import type { BookingsTexts } from '../texts.en';
import { importingTexts } from '../textsImporting';

/** Upload Attendee List's texts: the `importing` of the bookings texts' `listing` section. */
export type ImportingTexts = Pick<BookingsTexts['listing'], 'importing'>;

/**
 * The `importing` of the bookings texts' `listing` section; hosts override it through
 * `texts={{ bookings: { listing: { importing: { … } } } }}`. German comes from the one German
 * bookings chunk (its whole listing section; this table reads its own entry only).
 * @example useTexts(importingTextTable).importing.toPreview // 'PREVIEW'
 */
export const importingTextTable = defineTexts<ImportingTexts>('bookings.listing', { importing: importingTexts }, {
  de: () => import('../texts.de').then((module) => module.bookingsTextsDe.listing),
});
