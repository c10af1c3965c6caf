import { statusOf, useTexts, type Registration } from '@greenroom/core';
import { Button, Checkbox } from '@greenroom/ui';
import { useState } from 'react';
import type { GuestListBooking } from '../data/guestSlices';
import type { GuestFlowApi } from '../data/useGuestFlowActions';
import { guestFlowToolsTextTable } from '../textTables/guestFlowTools';
import { LazyDecisionDialog, LazyWaitlistDialog } from './lazyGuestFlowDialogs';
import type { GuestSelection } from './useGuestSelection';

export interface GuestFlowToolsProps {
  booking: GuestListBooking;
  guests: Registration[];
  selection: GuestSelection;
  /** The backend offers `registrations.decide`: 'Select all pending', APPROVE and DENY. */
  canDecide: boolean;
  /** The backend offers `registrations.promote`: PROMOTE in the waitlist. */
  canPromote: boolean;
  api?: GuestFlowApi;
  /** The panel's snackbar. */
  notify: (message: string) => void;
}

/**
 * The Guest List's guest flow tools (issue 27): 'Select all pending', APPROVE and DENY for the
 * selected pending guests (when the backend decides and the booking requires approval or someone
 * is pending) and 'WAITLIST (n)' (when someone waits or the booking has a waitlist), with their
 * dialogs. A decision tells its count in the snackbar ('2 registrations approved') and clears the
 * selection.
 * @example <GuestFlowTools booking={booking} guests={rows} selection={selection} canDecide canPromote notify={notify} />
 */
export function GuestFlowTools({ booking, guests, selection, canDecide, canPromote, api, notify }: GuestFlowToolsProps) {
  const texts = useTexts(guestFlowToolsTextTable);
  const [deciding, setDeciding] = useState<'approve' | 'deny' | null>(null);
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  const waiting = guests.filter((r) => statusOf(r) === 'waitlisted').length;
  const decides = canDecide && (Boolean(booking.guestFlow?.requireApproval) || selection.pending.length > 0);
  const some = selection.selected.length > 0;
  const all = some && selection.selected.length === selection.pending.length;
  const intent = { onPointerEnter: LazyDecisionDialog.preload, onFocus: LazyDecisionDialog.preload };

  return (
    <>
      {decides && selection.pending.length > 0 && (
        <Checkbox label={texts.decision.selectAllPending} checked={all} indeterminate={some && !all} onCheckedChange={selection.setAll} />
      )}
      {decides && (
        <>
          <Button variant="secondary" disabled={!some} onClick={() => setDeciding('approve')} {...intent}>
            {texts.decision.approve}
          </Button>
          <Button variant="secondary" disabled={!some} onClick={() => setDeciding('deny')} {...intent}>
            {texts.decision.deny}
          </Button>
        </>
      )}
      {(waiting > 0 || booking.guestFlow?.waitlist) && (
        <Button variant="secondary" onClick={() => setWaitlistOpen(true)} onPointerEnter={LazyWaitlistDialog.preload} onFocus={LazyWaitlistDialog.preload}>
          {texts.waitlist.open(waiting)}
        </Button>
      )}
      {canDecide && (
        <LazyDecisionDialog
          open={deciding !== null}
          bookingID={booking.bookingID}
          decision={deciding ?? 'approve'}
          registrationIDs={selection.selected}
          api={api}
          onClose={() => setDeciding(null)}
          onDecided={(count) => {
            notify(deciding === 'deny' ? texts.decision.denied(count) : texts.decision.approved(count));
            selection.clear();
            setDeciding(null);
          }}
        />
      )}
      <LazyWaitlistDialog
        open={waitlistOpen}
        bookingID={booking.bookingID}
        registrations={guests}
        canPromote={canPromote}
        api={api}
        onClose={() => setWaitlistOpen(false)}
      />
    </>
  );
}
