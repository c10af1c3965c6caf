export { AttendeesPanel, type AttendeesPanelProps, type AttendeesSlice } from './AttendeesPanel';
export { AttendeesTab } from './AttendeesTab';
export type { AttendeesBooking } from './attendeesBooking';
