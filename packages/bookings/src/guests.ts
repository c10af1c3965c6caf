// @greenroom/bookings/guests: the Guest List tab panel and its dialogs, embeddable on their own.
export { GuestListPanel, type GuestListPanelProps } from './GuestListPanel';
export { AttendeeDialog, type AttendeeDialogProps } from './AttendeeDialog';
export { UploadGuestsDialog, type UploadGuestsDialogProps } from './UploadGuestsDialog';
export type { GuestListBooking, GuestsSlice } from './data/guestSlices';
export { mountGuests, type GuestsEmbedOptions, type LoadBooking } from './embed/mountGuests';
export { withGuestCallbacks, type GuestsCallbacks } from './embed/guestCallbacks';
export { withCallbacks, type EmbedOptions, type ErrorCallback, type OnResult } from './embed';
