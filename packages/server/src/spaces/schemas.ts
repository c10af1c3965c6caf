import { Type } from 'typebox';
import { SkinGroup } from '../branding/schemas';
import { keyed, ZonedDate } from '../platform/http/schemas';
import { Project } from '../projects/schemas';

// TypeBox schemas of the spaces calls: request allow-lists (objects refuse unknown fields)
// and answer shapes (docs/architecture.md#the-servers-shape).

export const BookingRef = Type.Object({ bookingID: Type.String(), bookingName: Type.String() }, { title: 'BookingRef' });

export const PresentationRef = Type.Object({ presentationID: Type.String(), presentationName: Type.String() }, { title: 'PresentationRef' });

export const Space = Type.Object(
  {
    spaceID: Type.String(),
    spaceName: Type.String(),
    projectID: Type.String(),
    project: Type.Optional(Project),
    bookings: keyed(BookingRef),
    presentations: keyed(PresentationRef),
    startDate: ZonedDate,
    endDate: ZonedDate,
    maximumUserHours: Type.Number(),
    uiSkin: SkinGroup,
    worldSkin: SkinGroup,
    avatarSkin: SkinGroup,
    emailSkin: SkinGroup,
    worldID: Type.Optional(Type.String()),
    defaultVideoServer: Type.Optional(Type.String()),
    defaultVideoServerAppID: Type.Optional(Type.String()),
    defaultGameServer: Type.Optional(Type.String()),
    defaultGamePort: Type.Optional(Type.Number()),
    jwt: Type.Optional(Type.String()),
  },
  { title: 'Space' },
);

export const SpaceSummary = Type.Object(
  {
    spaceID: Type.String(),
    spaceName: Type.String(),
    projectID: Type.String(),
    bookings: keyed(BookingRef),
    startDate: Type.Optional(ZonedDate),
    endDate: ZonedDate,
  },
  { title: 'SpaceSummary' },
);

export const InvalidSpaceRecord = Type.Object(
  {
    spaceID: Type.String(),
    spaceName: Type.String(),
    worldName: Type.String(),
    propertyName: Type.String(),
    worldID: Type.String(),
  },
  { title: 'InvalidSpaceRecord' },
);
