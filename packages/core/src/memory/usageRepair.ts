import type { HttpError } from '../api/HttpError';
import { checkUsageRepair, staySeconds, type UsageRepairRefusal } from '../rules/index';
import { toIsoSeconds } from '../time/instant';
import { recordAudit } from './audit';
import { badRequest, findRecord, notFound, refused } from './respond';
import type { MemoryStore } from './store';

/** The error a refused usage repair answers, as the server's. */
function usageRepairError(refusal: UsageRepairRefusal): HttpError {
  if (refusal.status === 400) return badRequest(refusal.fieldErrors);
  if (refusal.status === 404) return notFound(refusal.what);
  return refused(refusal);
}

/**
 * Usage repair on the memory store (PUT /booking/usage/repair): closes the chosen open records of
 * the booking at `endTime`, all or none, by core's checkUsageRepair.
 * @example repairUsage(store, { attendees: ['attendee-5'], endTime: '2026-11-19T16:00:00Z', bookingID: 'booking-2' })
 */
export function repairUsage(store: MemoryStore, { attendees, endTime, bookingID }: { attendees: string[]; endTime: string; bookingID: string }): void {
  findRecord(store.bookings, bookingID, 'Booking');
  const records = [...store.attendance.values()].filter((r) => r.bookingID === bookingID && attendees.includes(r.attendeesID));
  const checked = checkUsageRepair({ attendees, endTime }, records);
  if (!checked.ok) throw usageRepairError(checked);
  const before = records.map((r) => ({ attendeesID: r.attendeesID, endTime: null }));
  for (const record of records) {
    record.endTime = toIsoSeconds(checked.endMs);
    record.totalSeconds = staySeconds({ startTime: Date.parse(record.startTime), endTime: checked.endMs }, checked.endMs);
  }
  recordAudit(store, 'usage.repair', bookingID, before, records.map((r) => ({ attendeesID: r.attendeesID, endTime: new Date(checked.endMs).toISOString() })));
}
