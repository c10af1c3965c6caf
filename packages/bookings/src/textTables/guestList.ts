// The Guest List's first screen texts (list, columns, Emails cell) and its dialogs' titles as a
// table of their own, so the tab's first bytes carry only the words it draws (and the words its
// dialogs' loading frames show); the dialogs read the whole guests section (guests.ts) and bring
// it with their code. Both tables share the section's name, as the two guest flow tables share
// theirs, so hosts keep one override shape.
import { defineTexts } from '@greenroom/core';
import { guestDialogTitles, guestListTexts } from '../textsGuestList';
import type { GuestsTexts } from './guests';

/** The guests section's entries the Guest List draws before any dialog opens. */
export type GuestListTexts = Pick<GuestsTexts, 'list' | 'columns' | 'deliveries' | 'yes' | 'no'> & {
  attendee: Pick<GuestsTexts['attendee'], 'addTitle' | 'manageTitle'>;
  upload: Pick<GuestsTexts['upload'], 'title'>;
};

/**
 * The `list`, `columns`, `deliveries`, `yes` and `no` of the bookings texts' `guests` section,
 * with the Add/Manage Attendee and Upload Attendee List titles; hosts override them through
 * `texts={{ bookings: { guests: { … } } }}`. German comes from the one German bookings chunk (its
 * whole guests section; this table reads its own entries only).
 * @example useTexts(guestListTextTable).list.empty // 'No guests found for this booking'
 */
export const guestListTextTable = defineTexts<GuestListTexts>('bookings.guests', { ...guestListTexts, ...guestDialogTitles }, {
  de: () => import('../texts.de').then((module) => module.bookingsTextsDe.guests),
});
