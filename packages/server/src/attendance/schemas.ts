import { Type } from 'typebox';

// TypeBox schemas of the attendance calls: request allow-lists (objects refuse unknown fields)
// and answer shapes (docs/architecture.md#the-servers-shape).

const AttendanceIntakeData = Type.Object(
  {
    firstName: Type.String(),
    lastName: Type.String(),
    company: Type.Optional(Type.String()),
    emailAddress: Type.Optional(Type.String()),
    phone: Type.Optional(Type.String()),
    address: Type.Optional(
      Type.Object({
        addressLine1: Type.Optional(Type.String()),
        addressLine2: Type.Optional(Type.String()),
        city: Type.Optional(Type.String()),
        state: Type.Optional(Type.String()),
        zipCode: Type.Optional(Type.String()),
        stateProvinceRegion: Type.Optional(Type.String()),
        zipPostalCode: Type.Optional(Type.String()),
        country: Type.Optional(Type.String()),
      }),
    ),
  },
  { title: 'AttendanceIntakeData' },
);

export const AttendanceRecord = Type.Object(
  {
    attendeesID: Type.String(),
    registrationID: Type.String(),
    socketID: Type.String(),
    loginCode: Type.String(),
    startTime: Type.String(),
    endTime: Type.String(),
    totalSeconds: Type.Number(),
    role: Type.Number(),
    brand: Type.Boolean(),
    intakeData: AttendanceIntakeData,
  },
  { title: 'AttendanceRecord' },
);
