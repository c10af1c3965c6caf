import { Type } from 'typebox';
import { VersionAnswer } from '../platform/http/schemas';

// TypeBox schemas of the calendars calls: request allow-lists (objects refuse unknown fields)
// and answer shapes (docs/architecture.md#the-servers-shape).

export const Calendar = Type.Object(
  {
    calendarID: Type.String(),
    calendarName: Type.String(),
    loginCode: Type.String(),
    bookings: Type.Array(Type.String()),
    spaceID: Type.String(),
    version: VersionAnswer,
  },
  { title: 'Calendar' },
);
