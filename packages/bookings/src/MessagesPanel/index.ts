export { MessagesPanel, type MessagesPanelProps, type MessagesSlice } from './MessagesPanel';
