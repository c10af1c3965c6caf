import { Type } from 'typebox';

// TypeBox schemas of the calendars calls: request allow-lists (objects refuse unknown fields)
// and answer shapes (docs/architecture.md#the-servers-shape).

export const Calendar = Type.Object({
  calendarID: Type.String(),
  calendarName: Type.String(),
  loginCode: Type.String(),
  bookings: Type.Array(Type.String()),
  spaceID: Type.String(),
});
