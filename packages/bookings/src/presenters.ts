// @greenroom/bookings/presenters: the Presenters tab panel and its dialog, embeddable on their own.
export { PresentersPanel, type PresentersBooking, type PresentersPanelProps } from './PresentersPanel';
export { PresenterDialog, type PresenterDialogProps } from './PresenterDialog';
export type { PresentersSlice } from './data/guestSlices';
