// Attendance records.
// Table types for platform/db/database.ts (docs/architecture.md#the-servers-shape).
import type { Flag, JsonText, Millis } from '../platform/db/columns';

export interface AttendanceRecordsTable {
  attendees_id: string;
  booking_id: string;
  space_id: string;
  registration_id: string;
  socket_id: string;
  login_code: string;
  start_time: Millis;
  /** null while the person is still in the room. */
  end_time: Millis | null;
  role: number;
  brand: Flag;
  /** JSON AttendanceIntakeData. */
  intake_data: JsonText;
}
