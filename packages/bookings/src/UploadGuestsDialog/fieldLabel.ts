import type { ImportField } from '@greenroom/core';
import type { BookingsTexts } from '../texts.en';

/** The Add Attendee form's key of each field a file can fill. */
const FORM_KEY: Record<ImportField, keyof BookingsTexts['guests']['form']> = {
  first: 'firstName',
  last: 'lastName',
  company: 'company',
  email: 'emailAddress',
  phone: 'phone',
  addressLine1: 'addressLine1',
  addressLine2: 'addressLine2',
  city: 'city',
  state: 'state',
  zipCode: 'zipCode',
  stateProvinceRegion: 'stateProvinceRegion',
  zipPostalCode: 'zipPostalCode',
  country: 'country',
  brand: 'brand',
  language: 'language',
  timeZone: 'timeZone',
};

/**
 * A field's name as the Add Attendee form shows it, in the locale in effect ('Company', 'Zip Code');
 * a key that is no field of ours is answered as is.
 * @example fieldLabel('zipCode', useTexts(guestsTextTable).form) // 'Zip Code'
 */
export function fieldLabel(field: string, form: BookingsTexts['guests']['form']): string {
  const key = FORM_KEY[field as ImportField];
  return key ? form[key] : field;
}
