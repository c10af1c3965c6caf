import type { AddressType, AttendanceRecord, QAQuestion } from '../entities';
import { formatDuration, secondsInRoom } from '../time/duration';
import { formatDateTimeInZone } from '../time/format';
import type { Instant } from '../time/instant';
import { toCsv } from './write';

const ATTENDANCE_PERSON_COLUMNS = [
  'firstName',
  'lastName',
  'company',
  'emailAddress',
  'phoneNumber',
  'addressLine1',
  'addressLine2',
  'city',
] as const;
const ATTENDANCE_TAIL_COLUMNS = [
  'brand',
  'startTime',
  'endTime',
  'timeInRoom',
  'loginCode',
  'registrationID',
  'socketID',
  'attendeesID',
] as const;

/**
 * Columns of the attendance export (docs/reference/bookings.md §9) for an address type.
 * @example attendanceCsvHeaders('US').slice(8, 10) // ['state', 'zipCode']
 */
export function attendanceCsvHeaders(addressType: AddressType): string[] {
  const address = addressType === 'US' ? ['state', 'zipCode'] : ['stateProvinceRegion', 'zipPostalCode', 'country'];
  return [...ATTENDANCE_PERSON_COLUMNS, ...address, ...ATTENDANCE_TAIL_COLUMNS];
}

/**
 * The attendance export ('<booking name>-attendees.csv'): times as MM/DD/YYYY h:mm A with the zone
 * in the booking's timezone, time in room as '2h:15m' (an empty end is taken as `now`; its
 * endTime cell stays empty), brand as true/false.
 * @example attendanceCsv(records, { addressType: 'US', timezone: 'America/Chicago', now: new Date() })
 */
export function attendanceCsv(
  records: readonly AttendanceRecord[],
  options: { addressType: AddressType; timezone: string; now: Instant },
): string {
  const { addressType, timezone, now } = options;
  const addressParts =
    addressType === 'US' ? (['state', 'zipCode'] as const) : (['stateProvinceRegion', 'zipPostalCode', 'country'] as const);
  return toCsv(
    attendanceCsvHeaders(addressType),
    records.map((record) => {
      const intake = record.intakeData;
      const address = intake.address ?? {};
      return [
        intake.firstName,
        intake.lastName,
        intake.company ?? '',
        intake.emailAddress ?? '',
        intake.phone ?? '',
        address.addressLine1 ?? '',
        address.addressLine2 ?? '',
        address.city ?? '',
        ...addressParts.map((part) => address[part] ?? ''),
        record.brand ? 'true' : 'false',
        formatDateTimeInZone(record.startTime, timezone),
        formatDateTimeInZone(record.endTime, timezone),
        formatDuration(secondsInRoom(record.startTime, record.endTime, now)),
        record.loginCode,
        record.registrationID,
        record.socketID,
        record.attendeesID,
      ];
    }),
  );
}

/**
 * Columns of the Q&A export (docs/reference/bookings.md §7).
 * @example QUESTIONS_CSV_HEADERS[0] // 'Question Text'
 */
export const QUESTIONS_CSV_HEADERS = [
  'Question Text',
  'Asker Name',
  'Votes',
  'Answer Text',
  'Answerer Name',
  'Status',
  'Timestamp',
] as const;

/**
 * The Q&A export: one row per question, oldest first, the timestamp (lastUpdateTime) shown in the
 * booking's timezone. Accepts the map GET /booking/questions answers, or a list.
 * @example questionsCsv({ q1: question }, 'America/Chicago')
 */
export function questionsCsv(
  questions: Readonly<Record<string, QAQuestion>> | readonly QAQuestion[],
  timezone: string,
): string {
  const list = Array.isArray(questions) ? [...questions] : Object.values(questions);
  list.sort((a, b) => a.lastUpdateTime - b.lastUpdateTime);
  return toCsv(
    QUESTIONS_CSV_HEADERS,
    list.map((question) => [
      question.questionText,
      question.askerName,
      question.votes,
      question.answerText,
      question.answererName,
      question.status,
      formatDateTimeInZone(question.lastUpdateTime, timezone),
    ]),
  );
}
