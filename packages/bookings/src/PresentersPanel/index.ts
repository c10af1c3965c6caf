export { PresentersPanel, type PresentersPanelProps } from './PresentersPanel';
export { PresentersTab } from './PresentersTab';
export type { PresentersBooking } from './presentersBooking';
