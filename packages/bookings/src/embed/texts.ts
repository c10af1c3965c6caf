// Texts of the non-React embed entries (mountGuests, mountOverview) while they read the booking.
// None is given by the spec: all ours.
export const embedTexts = {
  loading: 'Loading the booking…',
  loadFailed: 'The booking could not be loaded.',
};
