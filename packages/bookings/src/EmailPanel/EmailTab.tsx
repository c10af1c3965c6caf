import type { EditorPanelProps } from '../BookingEditor/editorTabs';
import type { EmailSlice } from '../data/emailSlice';
import { EmailPanel } from './EmailPanel';

/**
 * The Email panel as a booking editor tab. The editor's slice has no email or presenter calls,
 * so the provider's api is used unless the slice carries them.
 * @example { id: 'email', Panel: EmailTab, ... }
 */
export function EmailTab({ booking, api }: EditorPanelProps) {
  const slice = api && 'emailTemplates' in api && 'presenters' in api ? (api as unknown as EmailSlice) : undefined;
  return <EmailPanel booking={booking} api={slice} />;
}
