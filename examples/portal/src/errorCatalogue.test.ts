import { describe, expect, it } from 'vitest';
import { adminTexts } from '@greenroom/admin';
import { authTexts } from '@greenroom/auth';
import { bookingTexts } from '@greenroom/bookings';
import { brandingTexts } from '@greenroom/branding';
import { calendarTexts } from '@greenroom/calendars';
import { presentationTexts } from '@greenroom/presentations';
import { spaceTexts } from '@greenroom/space';
import { uiTexts } from '@greenroom/ui';
import { errorPageTexts } from './pages/ErrorPage';
import { hostTexts } from './texts';

/**
 * Every fixed text of docs/reference/portal.md §8 "The error catalogue", in its order and exact
 * words (odd spellings included). The sign-in failure shows the identity provider's own message,
 * and the login-code lookup, usage, calendar-URL and booking-time failures show nothing, so they
 * have no text here. Each of these is pinned on screen by a component test of its package.
 */
const CATALOGUE = [
  'An error occurred creating this project',
  'An error occurred getting this booking',
  'An error occurred updating the selected attendees',
  'An error occurred getting system checks for this date.',
  'An error occurred getting this cache',
  'An error occurred deleting this cache',
  'An error occurred getting info about this presentation',
  'An error occurred creating this presentation',
  'An error occurred deleting this presentation',
  'An error occurred uploading slides',
  'An error occurred editing this presentation',
  'Error getting projects and spaces',
  'Error retrieving projects',
  'Error getting this space',
  'Error in authentication',
  'An error occurred sending your verification code. Please try again.',
  'Maximum verification attempts exceeded. Please wait a few minutes and try again.',
  'This verification code has expired.',
  'An error occurred. Please ensure your verification code is correct.',
  'Your session has expired. Please sign in again.',
  'You do not have privileges to access this page.',
  'Please log in to see this page',
  'An error occurred creating this producer.',
  'An error occurred editing this producer.',
  'An error occurred',
  'An error occurred updating the selected spaces',
  'Please select an end date',
  'An error occurred creating this space',
  'An error occurred updating the name of this calendar',
  'An error occurred deleting this calendar',
  'An error occurred creating this calendar',
  'An error occurred finding this calendar. Please try again.',
  'An error occurred getting calendars for this space.',
  'An error occurred uploading the image',
  'An error occurred uploading the video',
  'An error occurred uploading the audio file',
  'An error occurred uploading this image',
  'An error occurred uploading this video',
  'An error occurred updating avatar colors for this space',
  'An error occurred editing this color',
  'An error occurred editing this property',
  'An error occurred editing this checkbox',
  'An error occurred changing the theme for this space',
  'An error occured changing the primary color for this space',
  'Unable to find a page using the link provided.',
] as const;

/** The English text tables of every package and of the host, by name. */
const TABLES: Record<string, unknown> = {
  admin: adminTexts,
  auth: authTexts,
  bookings: bookingTexts,
  branding: brandingTexts,
  calendars: calendarTexts,
  presentations: presentationTexts,
  space: spaceTexts,
  ui: uiTexts,
  host: hostTexts,
  errorPage: errorPageTexts,
};

/** Every string in a table, nested tables included (functions build texts from values; left out). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const tablesHolding = (text: string) => Object.keys(TABLES).filter((name) => strings(TABLES[name]).includes(text));

describe('the error catalogue (docs/reference/portal.md §8)', () => {
  it.each(CATALOGUE)('%s: is written in a text table', (text) => {
    expect(tablesHolding(text)).not.toEqual([]);
  });

  it('places the admin and host texts where they are shown', () => {
    expect(tablesHolding('Error retrieving projects')).toEqual(['admin']);
    expect(tablesHolding('Error in authentication')).toEqual(['host']);
  });
});
