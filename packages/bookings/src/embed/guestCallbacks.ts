import type { BulkImportResult, EmailSendQueued, Registration } from '@greenroom/core';
import type { GuestsSlice } from '../data/guestSlices';
import { withCallbacks, type ErrorCallback } from './withCallbacks';

/** What a page can react to on the Guest List panel, typed. @example { onGuestAdded: (r) => log(r.registrationID) } */
export interface GuestsCallbacks extends ErrorCallback {
  /** A guest added in the Add Attendee dialog was stored by the backend. */
  onGuestAdded?: (registration: Registration) => void;
  /** A guest changed in the Manage Attendee dialog was stored by the backend. */
  onGuestUpdated?: (registration: Registration) => void;
  /** A guest was deleted, by id. */
  onGuestRemoved?: (registrationID: string) => void;
  /** An invitation (or another template) was queued for guests: who was queued and who was refused. */
  onMailQueued?: (result: EmailSendQueued) => void;
  /** A CSV import was committed (not a preview): the result says how many were created and updated, or why none was. */
  onImportFinished?: (result: BulkImportResult) => void;
}

/**
 * The Guest List's slice with the page's callbacks around it, fired from the adapter's resolved
 * calls: a created registration reaches `onGuestAdded`, a stored edit `onGuestUpdated`, a delete
 * `onGuestRemoved`, a committed import `onImportFinished`, a queued mail `onMailQueued`, every
 * failure `onError`.
 * @example const api = withGuestCallbacks(adapter, { onGuestAdded: () => refreshCount(), onError: report });
 */
export function withGuestCallbacks(api: GuestsSlice, callbacks: GuestsCallbacks): GuestsSlice {
  return {
    registrations: withCallbacks(api.registrations, 'registrations', callbacks, {
      create: (registration) => callbacks.onGuestAdded?.(registration),
      update: (registration) => callbacks.onGuestUpdated?.(registration),
      delete: (_nothing, { registrationID }) => callbacks.onGuestRemoved?.(registrationID),
      bulkCreate: (result, { dryRun }) => {
        if (!dryRun) callbacks.onImportFinished?.(result);
      },
    }),
    emailTemplates: withCallbacks(api.emailTemplates, 'emailTemplates', callbacks, { send: (result) => callbacks.onMailQueued?.(result) }),
  };
}
