import type { BulkImportResult, Registration } from '@greenroom/core';
import type { GuestsSlice } from '../data/guestSlices';
import { withCallbacks, type ErrorCallback } from './withCallbacks';

/** What a page can react to on the Guest List panel, typed. @example { onGuestAdded: (r) => log(r.registrationID) } */
export interface GuestsCallbacks extends ErrorCallback {
  /** A guest added in the Add Attendee dialog was stored by the backend. */
  onGuestAdded?: (registration: Registration) => void;
  /** A CSV import was committed (not a preview): the result says how many were created and updated, or why none was. */
  onImportFinished?: (result: BulkImportResult) => void;
}

/**
 * The Guest List's slice with the page's callbacks around it, fired from the adapter's resolved
 * calls: a created registration reaches `onGuestAdded`, a committed import `onImportFinished`,
 * every failure `onError`.
 * @example const api = withGuestCallbacks(adapter, { onGuestAdded: () => refreshCount(), onError: report });
 */
export function withGuestCallbacks(api: GuestsSlice, callbacks: GuestsCallbacks): GuestsSlice {
  return {
    registrations: withCallbacks(api.registrations, 'registrations', callbacks, {
      create: (registration) => callbacks.onGuestAdded?.(registration),
      bulkCreate: (result, { dryRun }) => {
        if (!dryRun) callbacks.onImportFinished?.(result);
      },
    }),
    emailTemplates: withCallbacks(api.emailTemplates, 'emailTemplates', callbacks),
  };
}
