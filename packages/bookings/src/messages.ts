// @greenroom/bookings/messages: the Messages tab panel, embeddable on its own.
export { MessagesPanel, type MessagesPanelProps, type MessagesSlice } from './MessagesPanel';
