import type { EditorPanelProps } from '../BookingEditor/editorPanelProps';
import { EmailPanel } from './EmailPanel';

/**
 * The Email panel as a booking editor tab (the editor's slice carries the calls it needs).
 * @example { id: 'email', Panel: EmailTab, ... }
 */
export function EmailTab({ booking, api }: EditorPanelProps) {
  return <EmailPanel booking={booking} api={api} />;
}
