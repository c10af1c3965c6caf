import {
  attendanceCsv,
  compareWithGuestList,
  csvFileName,
  guestListCsv,
  matchesNameSearch,
  type AddressType,
  type AttendanceRecord,
  type AttendeeSummary,
  type Instant,
  type Registration,
} from '@greenroom/core';

/** Which people the Attendees tab lists. */
export type AttendanceView = 'all' | 'registeredCame' | 'registeredAbsent' | 'unlisted';

/** The people of a view after the name search: merged attendees, or registrations for 'registeredAbsent'. */
export type ViewRows = { kind: 'attendees'; rows: AttendeeSummary[] } | { kind: 'registrations'; rows: Registration[] };

/**
 * The rows a view shows, filtered by the name search (core's rules decide who is in which list).
 * @example viewRows('unlisted', attendees, registrations, 'ada').rows
 */
export function viewRows(view: AttendanceView, attendees: AttendeeSummary[], registrations: Registration[], search: string): ViewRows {
  if (view === 'registeredAbsent') {
    const absent = compareWithGuestList(registrations, attendees).registeredAbsent;
    return { kind: 'registrations', rows: absent.filter((r) => matchesNameSearch(search, r.registrationData)) };
  }
  const people = view === 'all' ? attendees : compareWithGuestList(registrations, attendees)[view];
  return { kind: 'attendees', rows: people.filter((row) => matchesNameSearch(search, row.intakeData)) };
}

/**
 * The CSV of a view: the §9 attendance columns for people who came (their raw records), the guest
 * list columns for people who did not come.
 * @example viewCsv(rows, { bookingName: 'Launch', view: 'unlisted', addressType: 'US', timezone, now })
 */
export function viewCsv(
  rows: ViewRows,
  options: { bookingName: string; view: AttendanceView; addressType: AddressType; timezone: string; now: Instant },
): { csv: string; fileName: string } {
  const fileName = csvFileName(options.bookingName, VIEW_FILE_SUFFIX[options.view]);
  if (rows.kind === 'registrations') return { csv: guestListCsv(rows.rows, options.addressType), fileName };
  const records: AttendanceRecord[] = rows.rows.flatMap((row) => row.records);
  return { csv: attendanceCsv(records, options), fileName };
}

const VIEW_FILE_SUFFIX: Record<AttendanceView, string> = {
  all: 'attendees',
  registeredCame: 'registered-came',
  registeredAbsent: 'registered-did-not-come',
  unlisted: 'came-not-on-guest-list',
};
