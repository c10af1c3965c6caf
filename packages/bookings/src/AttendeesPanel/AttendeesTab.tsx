import type { PortalApi } from '@greenroom/core';
import type { EditorPanelProps } from '../BookingEditor/editorTabs';
import { AttendeesPanel, type AttendeesSlice } from './AttendeesPanel';

function hasAttendanceCalls(api: Partial<PortalApi>): api is AttendeesSlice {
  return 'attendance' in api && 'registrations' in api;
}

/**
 * The Attendees panel as a booking editor tab. The editor's api slice does not name the attendance
 * and guest list calls, so an override that carries them is passed on and otherwise the
 * provider's api is used.
 * @example { id: 'attendees', Panel: AttendeesTab, ... }
 */
export function AttendeesTab({ booking, superAdmin, api }: EditorPanelProps) {
  return <AttendeesPanel booking={booking} superAdmin={superAdmin} api={api && hasAttendanceCalls(api) ? api : undefined} />;
}
