import type { BulkImportResult, Registration } from '@greenroom/core';
import type { GuestsSlice } from '@greenroom/bookings/guests';
import { watchDomain, type ErrorCallback } from './withCallbacks';

/** What a partner page can react to on the Guest List panel, typed (no postMessage). @example { onGuestAdded: (r) => log(r.registrationID) } */
export interface GuestsCallbacks extends ErrorCallback {
  /** A guest added in the Add Attendee dialog was stored by the partner's backend. */
  onGuestAdded?: (registration: Registration) => void;
  /** A CSV import was committed (not a preview): the result says how many were created and updated, or why none was. */
  onImportFinished?: (result: BulkImportResult) => void;
}

/**
 * The guests slice with the page's callbacks around it, fired from the adapter's resolved calls:
 * a created registration reaches `onGuestAdded`, a committed import `onImportFinished`, every
 * failure `onError`.
 * @example const api = withGuestCallbacks(adapter, { onGuestAdded: (r) => refreshCount(), onError: report });
 */
export function withGuestCallbacks(api: GuestsSlice, callbacks: GuestsCallbacks): GuestsSlice {
  return {
    registrations: watchDomain(api.registrations, 'registrations', callbacks, {
      create: (registration) => callbacks.onGuestAdded?.(registration),
      bulkCreate: (result, { dryRun }) => {
        if (!dryRun) callbacks.onImportFinished?.(result);
      },
    }),
    emailTemplates: watchDomain(api.emailTemplates, 'emailTemplates', callbacks),
  };
}
