import type { EditorPanelProps } from '../BookingEditor/editorPanelProps';
import { PresentersPanel } from './PresentersPanel';

/**
 * The Presenters panel as a booking editor tab (the editor's slice carries the calls it needs).
 * @example { id: 'presenters', Panel: PresentersTab, ... }
 */
export function PresentersTab({ booking, api }: EditorPanelProps) {
  return <PresentersPanel booking={booking} api={api} />;
}
