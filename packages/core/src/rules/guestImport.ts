import type { BulkImportResult, ImportRowStatus } from '../api/guestImportTypes';
import type { BulkRowError, Registration, RegistrationData } from '../entities';
import { messages } from '../validation/messages';
import { GUEST_FLOW_TEXTS } from './guestFlow';
import { checkGuestTimeZone } from './guestTimeZone';
import { checkPerson, type FormRules, type RowFields } from './registrationInput';
import { sameValue } from './sameValue';
import { languageCodeOf } from './templateTranslations';

export type { ImportRowStatus } from '../api/guestImportTypes';

/**
 * How many rows of a file fall in each status.
 * @example { new: 2, update: 1, unchanged: 0, duplicate: 0, error: 1 }
 */
export type ImportCounts = Record<ImportRowStatus, number>;

/**
 * One row of a guest import: the person fields, the two flags, and the guest's language and time
 * zone as the file spells them ('DE', 'de_de', 'Europe/Berlin'; absent or blank = not given).
 * @example { first: 'Ada', last: 'L', email: 'ada@x.com', company: '', phone: '', address: {}, brand: false, allowEarlyAccess: false, language: 'DE' }
 */
export interface ImportRowFields extends RowFields {
  language?: string;
  timeZone?: string;
}

/**
 * A stored row, as written by a backend. `language` and `timeZone` are always set on a create
 * ('' when the file gave none) and, on an update, only when the file gave one (absent: keep).
 * @example { data, brand: false, allowEarlyAccess: false, language: 'de', timeZone: '' }
 */
export interface ImportWrite {
  data: RegistrationData;
  brand: boolean;
  allowEarlyAccess: boolean;
  language?: string;
  timeZone?: string;
}

/** A row's checked language and time zone: the values to store (undefined = not given), or the field errors. */
type CheckedPreferences =
  | { ok: true; language: string | undefined; timeZone: string | undefined }
  | { ok: false; fieldErrors: Record<string, string> };

/** A language tag as a file may spell it: a primary language of 2–3 letters and subtags ('de', 'DE', 'pt_br', 'en-US'). */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$/;

/**
 * The language and time zone cells of an import row: a blank or missing cell is not given; a
 * language is stored as core's languageCodeOf makes it ('DE' → 'de', 'de-de' → 'de-DE'), and one
 * that names no language ('German', 'xx-') is an error under `language`, as the guest-flow form
 * words it; a time zone must be an IANA name (core's checkGuestTimeZone).
 * @example checkImportPreferences({ language: ' de_de ' }) // { ok: true, language: 'de-DE', timeZone: undefined }
 * @example checkImportPreferences({ language: 'German' }) // { ok: false, fieldErrors: { language: 'Enter a language code such as en or de.' } }
 */
export function checkImportPreferences(row: { language?: string; timeZone?: string }): CheckedPreferences {
  const fieldErrors: Record<string, string> = {};
  const languageCell = (row.language ?? '').trim();
  const language = languageCell === '' ? undefined : LANGUAGE_TAG.test(languageCell) ? languageCodeOf(languageCell) : '';
  if (language === '') fieldErrors.language = GUEST_FLOW_TEXTS.language;
  const zoneCell = (row.timeZone ?? '').trim();
  const zone = zoneCell === '' ? undefined : checkGuestTimeZone(zoneCell);
  if (zone && !zone.ok) fieldErrors.timeZone = messages.timeZoneInvalid;
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, language, timeZone: zone?.ok ? zone.timeZone : undefined };
}

/**
 * A field an update changes, keyed like a bulk row's fieldErrors (first, last, company, email,
 * phone, the address parts, brand, language, timeZone), with the stored value and the file's ('true'/'false' for brand).
 * @example { field: 'company', before: 'Acme', after: 'Acme Ltd' }
 */
export interface ImportChange {
  field: string;
  before: string;
  after: string;
}

/**
 * What the plan found for one row of the file: a new guest; an update of a stored guest with the
 * fields that change; a stored guest left as is; a duplicate of an earlier row of the file (`row`,
 * 0-based) or, when not updating by email, of a stored guest (`registrationID`); or the form
 * errors of the row.
 * @example { status: 'update', registrationID: 'r2', changes: [{ field: 'first', before: 'Bob', after: 'Bobby' }] }
 */
export type ImportRowResult =
  | { status: 'new' }
  | { status: 'update'; registrationID: string; changes: ImportChange[] }
  | { status: 'unchanged'; registrationID: string }
  | { status: 'duplicate'; duplicateOf: { row: number } | { registrationID: string } }
  | { status: 'error'; fieldErrors: Record<string, string> };

/**
 * Options of {@link planGuestImport}.
 * @example planGuestImport(rows, existing, rules, { updateByEmail: false })
 */
export interface GuestImportOptions {
  /**
   * A row matching a stored guest updates it (or leaves it, when equal). Default true. With false
   * such a row is a duplicate of the stored guest and nothing is updated.
   */
  updateByEmail?: boolean;
}

/**
 * The plan of a guest import: every row's status, every error (row is 0-based, fieldErrors keyed
 * first, last, email, …), the writes a commit makes, and per row what was found (`rows`, in file
 * order: the fields an update changes, what a duplicate repeats).
 * @example planGuestImport(rows, existing, rules).counts.new
 */
export interface GuestImportPlan {
  statuses: ImportRowStatus[];
  counts: ImportCounts;
  errors: BulkRowError[];
  creates: ImportWrite[];
  updates: (ImportWrite & { registrationID: string })[];
  rows: ImportRowResult[];
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

/** The row field keys (as bulk fieldErrors name them) of the registration data's person fields. */
const PERSON_FIELD_KEYS = [
  ['firstName', 'first'],
  ['lastName', 'last'],
  ['company', 'company'],
  ['emailAddress', 'email'],
  ['phone', 'phone'],
] as const;

function addressPart(address: unknown, part: string): string {
  const value = typeof address === 'object' && address !== null ? (address as Record<string, unknown>)[part] : undefined;
  return typeof value === 'string' ? value : '';
}

/** What an update writes besides the record: Brand, and the language and time zone when the file gave them. */
type UpdateExtras = { brand: boolean; language?: string; timeZone?: string };

/**
 * The fields that differ between a stored guest and what an update writes, in form order.
 * @example importChanges(stored, data, { brand: true }) // [{ field: 'brand', before: 'false', after: 'true' }]
 */
function importChanges(guest: Registration, data: RegistrationData, { brand, language, timeZone }: UpdateExtras): ImportChange[] {
  const changes: ImportChange[] = [];
  const compare = (field: string, before: string, after: string) => {
    if (before !== after) changes.push({ field, before, after });
  };
  for (const [dataKey, field] of PERSON_FIELD_KEYS) compare(field, guest.registrationData[dataKey], data[dataKey]);
  const parts = new Set([...Object.keys(guest.registrationData.address ?? {}), ...Object.keys(data.address)]);
  for (const part of parts) compare(part, addressPart(guest.registrationData.address, part), addressPart(data.address, part));
  compare('brand', String(guest.brand), String(brand));
  if (language !== undefined) compare('language', guest.language ?? '', language);
  if (timeZone !== undefined) compare('timeZone', guest.timeZone ?? '', timeZone);
  return changes;
}

/**
 * Classify every row of a guest file against the booking's stored attendees, with the form rules
 * of docs/reference/bookings.md §5: 'new', 'update' (a guest with the same email, compared case-insensitively
 * after trim, whose data, Brand, or given language or time zone differ; the stored email's spelling is kept), 'unchanged', 'duplicate' (same email as an earlier row
 * of the file; with `updateByEmail: false`, also a stored guest's) or 'error'. Pure: the memory backend and the server both call it, for the dry run
 * and the commit alike. An update keeps the stored guest's Allow Early Access, and its language and time zone where the
 * row's cell is blank (checkImportPreferences: a cell naming no language or zone is the row's error). `rows` says per row
 * what was found: the fields an update changes (before and after), the row or guest a duplicate
 * repeats, a row's errors.
 * @example
 * const plan = planGuestImport(rows, await listAttendees(bookingID), { intakeFields, addressType: 'US' });
 * if (plan.errors.length === 0) store(plan.creates, plan.updates);
 */
export function planGuestImport(
  rows: readonly ImportRowFields[],
  existing: readonly Registration[],
  rules: FormRules,
  options: GuestImportOptions = {},
): GuestImportPlan {
  const updateByEmail = options.updateByEmail ?? true;
  const stored = new Map(existing.map((guest) => [importKey(guest.registrationData, guest.brand), guest]));
  // The key of each accepted row, with the row it was first seen on.
  const seen = new Map<string, number>();
  const plan: GuestImportPlan = {
    statuses: [],
    counts: { new: 0, update: 0, unchanged: 0, duplicate: 0, error: 0 },
    errors: [],
    creates: [],
    updates: [],
    rows: [],
  };
  const mark = (result: ImportRowResult) => {
    plan.statuses.push(result.status);
    plan.counts[result.status] += 1;
    plan.rows.push(result);
  };
  rows.forEach((row, index) => {
    const checked = checkPerson(row, rules);
    const preferences = checkImportPreferences(row);
    if (!checked.ok || !preferences.ok) {
      // Every bad cell of the row at once: the person's fields, then the language and time zone.
      const fieldErrors = { ...(checked.ok ? {} : checked.fieldErrors), ...(preferences.ok ? {} : preferences.fieldErrors) };
      plan.errors.push({ row: index, fieldErrors });
      return mark({ status: 'error', fieldErrors });
    }
    const { language, timeZone } = preferences;
    const brand = row.brand === true;
    const key = importKey(checked.data, brand);
    const earlier = seen.get(key);
    if (earlier !== undefined) return mark({ status: 'duplicate', duplicateOf: { row: earlier } });
    seen.set(key, index);
    const guest = stored.get(key);
    if (!guest) {
      plan.creates.push({ data: checked.data, brand, allowEarlyAccess: row.allowEarlyAccess === true, language: language ?? '', timeZone: timeZone ?? '' });
      return mark({ status: 'new' });
    }
    if (!updateByEmail) return mark({ status: 'duplicate', duplicateOf: { registrationID: guest.registrationID } });
    // The match already ignores the email's case: keep the stored spelling.
    const data = { ...checked.data, emailAddress: guest.registrationData.emailAddress };
    // A language or time zone cell left blank keeps the guest's own (set on the guest page, say).
    const extras: UpdateExtras = { brand, ...(language === undefined ? {} : { language }), ...(timeZone === undefined ? {} : { timeZone }) };
    const sameExtras = (language === undefined || language === (guest.language ?? '')) && (timeZone === undefined || timeZone === (guest.timeZone ?? ''));
    if (guest.brand === brand && sameExtras && sameValue(guest.registrationData, data)) {
      return mark({ status: 'unchanged', registrationID: guest.registrationID });
    }
    plan.updates.push({ registrationID: guest.registrationID, data, allowEarlyAccess: guest.allowEarlyAccess, ...extras });
    return mark({ status: 'update', registrationID: guest.registrationID, changes: importChanges(guest, data, extras) });
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
