import { draftOf } from '../data/personDraft';
import { describeStaleSaves } from '../stories/staleSaveTesting';
import { Basic, ChangedElsewhere } from './GuestListPanel.stories';

// Issue 25: two tabs on 'Manage Attendee' for the same guest; the stale tab's save must not win.
describeStaleSaves({
  Basic,
  ChangedElsewhere,
  person: { name: 'Grace Hopper', registrationID: 'registration-2' },
  dialogName: 'Manage Attendee',
  editError: 'An error occurred editing this attendee',
  list: 'registrations.listAttendees',
  update: 'registrations.update',
  saveElsewhere: (api, guest, company) =>
    api.registrations.update({ ...draftOf(guest), company, bookingID: guest.bookingID, registrationID: guest.registrationID, version: guest.version }),
});
