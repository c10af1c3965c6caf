import type { BulkRowError } from '../entities';

// The bulk import's answer types, shared by the PortalApi contract and the rule book's import
// planner (rules/guestImport.ts); a leaf, so neither side imports the other.

/**
 * What an import does with one row of the file: store it as a new guest, update the guest with
 * the same email, leave it (nothing differs), skip it (same email as an earlier row of the file
 * or, without updateByEmail, as a stored guest: an import never makes a second guest of an email)
 * or refuse it (a form rule fails).
 * @example const status: ImportRowStatus = 'update'
 */
export type ImportRowStatus = 'new' | 'update' | 'unchanged' | 'duplicate' | 'error';

/**
 * Answer of the bulk guest import: all rows stored, or none with every bad row named (HTTP 400).
 * @example { ok: false, message: '1 of 2 rows are invalid; nothing was imported.', errors: [{ row: 1, fieldErrors: { first: 'Required' } }] }
 */
export type BulkImportResult =
  | {
      ok: true;
      /** Rows stored as new guests (with dryRun: that would be). */
      created: number;
      /**
       * Guests updated, rows left as they were, rows skipped as repeating an email of the file or
       * of a stored guest. With dryRun or updateByEmail always; without them only when a row was
       * not created (a plain import that created every row answers `{ ok, created }`).
       */
      updated?: number;
      unchanged?: number;
      duplicates?: number;
      /** Every row's status, in file order (present when the counts are). */
      statuses?: ImportRowStatus[];
      /** True when nothing was stored (a preview). */
      dryRun?: boolean;
    }
  | { ok: false; message: string; errors: BulkRowError[]; statuses?: ImportRowStatus[] };

/**
 * Options of the bulk import. `dryRun`: check and classify every row with the server's rules,
 * store nothing. `updateByEmail`: a row whose email (trimmed, any case) matches a stored guest
 * updates it, a row equal to it is left; without it such a row is skipped as a duplicate. Either
 * way a row repeating an earlier email of the file is skipped.
 * @example api.registrations.bulkCreate({ bookingID, rows, dryRun: true, updateByEmail: true })
 */
export interface BulkImportOptions {
  dryRun?: boolean;
  updateByEmail?: boolean;
}
