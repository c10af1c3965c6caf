import type { EditorPanelProps } from '../BookingEditor/editorPanelProps';
import { GuestListPanel } from './GuestListPanel';

/**
 * The Guest List panel as a booking editor tab (the editor's slice carries the calls it needs).
 * @example { id: 'guests', Panel: GuestListTab, ... }
 */
export function GuestListTab({ booking, api }: EditorPanelProps) {
  return <GuestListPanel booking={booking} api={api} />;
}
