export { BookingEditor, type BookingEditorProps } from './BookingEditor';
export { bookingEditorTabs, type EditorTab, type EditorPanelProps } from './editorTabs';
