// @greenroom/bookings/attendees: the Attendees tab panel, embeddable on its own.
export { AttendeesPanel, type AttendeesBooking, type AttendeesPanelProps, type AttendeesSlice } from './AttendeesPanel';
