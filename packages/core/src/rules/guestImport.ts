import type { BulkImportResult, ImportRowStatus } from '../api/guestImportTypes';
import type { BulkRowError, Registration, RegistrationData } from '../entities';
import { checkPerson, type FormRules, type RowFields } from './registrationInput';
import { sameValue } from './sameValue';

export type { ImportRowStatus } from '../api/guestImportTypes';

/**
 * How many rows of a file fall in each status.
 * @example { new: 2, update: 1, unchanged: 0, duplicate: 0, error: 1 }
 */
export type ImportCounts = Record<ImportRowStatus, number>;

/** A stored row, as written by a backend. */
export interface ImportWrite {
  data: RegistrationData;
  brand: boolean;
  allowEarlyAccess: boolean;
}

/**
 * The plan of a guest import: every row's status, every error (row is 0-based, fieldErrors keyed
 * first, last, email, …), and the writes a commit makes.
 * @example planGuestImport(rows, existing, rules).counts.new
 */
export interface GuestImportPlan {
  statuses: ImportRowStatus[];
  counts: ImportCounts;
  errors: BulkRowError[];
  creates: ImportWrite[];
  updates: (ImportWrite & { registrationID: string })[];
}

/**
 * The key a guest is matched by: the email, trimmed and lower-cased; for a guest without an
 * email, the whole record (so re-importing the same email-less row is still not a duplicate).
 * @example importKey({ emailAddress: ' Ada@X.com ', … }, false) // 'email:ada@x.com'
 */
export function importKey(data: RegistrationData, brand: boolean): string {
  const email = data.emailAddress.trim().toLowerCase();
  if (email !== '') return `email:${email}`;
  return `row:${JSON.stringify([data.firstName, data.lastName, data.company, data.phone, data.address, brand])}`;
}

/**
 * Classify every row of a guest file against the booking's stored attendees, with the form rules
 * of docs/reference/bookings.md §5: 'new', 'update' (a guest with the same email, compared case-insensitively
 * after trim, whose data or Brand differ; the stored email's spelling is kept), 'unchanged', 'duplicate' (same email as an earlier row
 * of the file) or 'error'. Pure: the memory backend and the server both call it, for the dry run
 * and the commit alike. An update keeps the stored guest's Allow Early Access.
 * @example
 * const plan = planGuestImport(rows, await listAttendees(bookingID), { intakeFields, addressType: 'US' });
 * if (plan.errors.length === 0) store(plan.creates, plan.updates);
 */
export function planGuestImport(rows: readonly RowFields[], existing: readonly Registration[], rules: FormRules): GuestImportPlan {
  const stored = new Map(existing.map((guest) => [importKey(guest.registrationData, guest.brand), guest]));
  const seen = new Set<string>();
  const plan: GuestImportPlan = {
    statuses: [],
    counts: { new: 0, update: 0, unchanged: 0, duplicate: 0, error: 0 },
    errors: [],
    creates: [],
    updates: [],
  };
  const mark = (status: ImportRowStatus) => {
    plan.statuses.push(status);
    plan.counts[status] += 1;
  };
  rows.forEach((row, index) => {
    const checked = checkPerson(row, rules);
    if (!checked.ok) {
      plan.errors.push({ row: index, fieldErrors: checked.fieldErrors });
      return mark('error');
    }
    const brand = row.brand === true;
    const key = importKey(checked.data, brand);
    if (seen.has(key)) return mark('duplicate');
    seen.add(key);
    const guest = stored.get(key);
    if (!guest) {
      plan.creates.push({ data: checked.data, brand, allowEarlyAccess: row.allowEarlyAccess === true });
      return mark('new');
    }
    // The match already ignores the email's case: keep the stored spelling.
    const data = { ...checked.data, emailAddress: guest.registrationData.emailAddress };
    if (guest.brand === brand && sameValue(guest.registrationData, data)) return mark('unchanged');
    plan.updates.push({ registrationID: guest.registrationID, data, brand, allowEarlyAccess: guest.allowEarlyAccess });
    return mark('update');
  });
  return plan;
}

/**
 * The refusal message of a plan with errors (the bulk call's 400), as checkBulkRows words it.
 * @example importRefusalMessage(plan, rows.length) // '1 of 3 rows are invalid; nothing was imported.'
 */
export function importRefusalMessage(plan: GuestImportPlan, rowCount: number): string {
  return `${plan.errors.length} of ${rowCount} rows are invalid; nothing was imported.`;
}

/**
 * The bulk call's answer for an accepted plan (with dryRun: what a commit would do).
 * @example importAnswer(plan, true) // { ok: true, created: 2, updated: 1, unchanged: 0, duplicates: 0, statuses, dryRun: true }
 */
export function importAnswer(plan: GuestImportPlan, dryRun: boolean): Extract<BulkImportResult, { ok: true }> {
  return {
    ok: true,
    created: plan.creates.length,
    updated: plan.updates.length,
    unchanged: plan.counts.unchanged,
    duplicates: plan.counts.duplicate,
    statuses: plan.statuses,
    ...(dryRun ? { dryRun: true } : {}),
  };
}
