import type { EditorPanelProps } from '../BookingEditor/editorPanelProps';
import { AttendeesPanel } from './AttendeesPanel';

/**
 * The Attendees panel as a booking editor tab (the editor's slice carries the attendance and
 * guest list calls the panel needs).
 * @example { id: 'attendees', Panel: AttendeesTab, ... }
 */
export function AttendeesTab({ booking, superAdmin, api }: EditorPanelProps) {
  return <AttendeesPanel booking={booking} superAdmin={superAdmin} api={api} />;
}
