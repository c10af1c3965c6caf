// @greenroom/bookings: the booking area (list, editor and its tab panels).
export * from './list';
export * from './editor';
export * from './overview';
export * from './guests';
export * from './presenters';
export * from './registration';
export * from './messages';
export * from './attendees';
export * from './email';
export { DateTimeDialog, type DateTimeDialogProps, type ChosenTime } from './DateTimeDialog';
export { ViewerZoneProvider, useViewerZone, type ViewerZoneProviderProps } from './data/viewerZone';
/**
 * The booking area's texts: `bookingsTextTable` (name 'bookings', English and German) for
 * `useTexts`, its shape `BookingsTexts` for typed overrides, and the English objects.
 * @example
 * <PortalProvider {...portal} locale="de" texts={{ bookings: { guests: { list: { newGuest: 'GAST HINZUFÜGEN' } } } }}>
 *   <BookingEditor bookingID="b1" />
 * </PortalProvider>
 */
export { bookingTexts, bookingsEnglish, bookingsTextTable, type BookingsTexts } from './texts';
