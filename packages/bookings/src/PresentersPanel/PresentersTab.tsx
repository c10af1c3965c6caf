import type { EditorPanelProps } from '../BookingEditor/editorTabs';
import type { PresentersSlice } from '../data/guestSlices';
import { PresentersPanel } from './PresentersPanel';

/**
 * The Presenters panel as a booking editor tab. The editor's slice has no presenters calls, so
 * the provider's api is used unless the slice carries them.
 * @example { id: 'presenters', Panel: PresentersTab, ... }
 */
export function PresentersTab({ booking, api }: EditorPanelProps) {
  const slice = api && 'presenters' in api && 'emailTemplates' in api ? (api as unknown as PresentersSlice) : undefined;
  return <PresentersPanel booking={booking} api={slice} />;
}
