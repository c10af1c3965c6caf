export { BookingEditor, type BookingEditorProps } from './BookingEditor';
export { bookingEditorTabs, type EditorTab } from './editorTabs';
export type { EditorPanelProps } from './editorPanelProps';
