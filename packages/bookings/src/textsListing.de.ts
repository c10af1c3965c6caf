import type { ListingTexts } from './textsListing';

/** {@link ListingTexts} in German (Sie-Form). */
export const listingTextsDe: ListingTexts = {
  placeholder: '',
};
