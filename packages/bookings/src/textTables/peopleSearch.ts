// The people lists' search texts (the Guest List's and the Presenters' search box, its count and
// 'Nobody matches …') as a table of their own, so those lists' first bytes carry only these; the
// mail and people dialogs read the whole sending section (sending.ts) and bring it with their
// code. Both tables share the section's name, so hosts keep one override shape.
import { defineTexts } from '@greenroom/core';
import { peopleSearchTexts } from '../textsPeopleSearch';
import type { SendingTexts } from '../textsSending';

/** The sending section's entries the people lists draw. */
export type PeopleSearchTexts = Pick<SendingTexts, 'shownCount' | 'noMatch' | 'peopleSearch'>;

/**
 * The `shownCount`, `noMatch` and `peopleSearch` of the bookings texts' `sending` section; hosts
 * override them through `texts={{ bookings: { sending: { … } } }}`. German comes from the one
 * German bookings chunk (its whole sending section; this table reads its own entries only).
 * @example useTexts(peopleSearchTextTable).peopleSearch // 'Search by name, email or company'
 */
export const peopleSearchTextTable = defineTexts<PeopleSearchTexts>('bookings.sending', peopleSearchTexts, {
  de: () => import('../texts.de').then((module) => module.bookingsTextsDe.sending),
});
