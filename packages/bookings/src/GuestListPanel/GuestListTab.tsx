import type { EditorPanelProps } from '../BookingEditor/editorTabs';
import type { GuestsSlice } from '../data/guestSlices';
import { GuestListPanel } from './GuestListPanel';

/**
 * The Guest List panel as a booking editor tab. The editor's slice has no email templates (the
 * per-person invite), so the provider's api is used unless the slice carries them.
 * @example { id: 'guests', Panel: GuestListTab, ... }
 */
export function GuestListTab({ booking, api }: EditorPanelProps) {
  const slice = api && 'emailTemplates' in api ? (api as unknown as GuestsSlice) : undefined;
  return <GuestListPanel booking={booking} api={slice} />;
}
