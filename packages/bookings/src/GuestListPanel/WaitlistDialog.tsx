import { statusOf, useTexts, type Registration } from '@greenroom/core';
import { Button, Dialog, VisuallyHidden } from '@greenroom/ui';
import { useId, useState } from 'react';
import { personName } from '../data/guestSlices';
import { refusalMessage } from '../data/refusalMessage';
import { usePromoteRegistration, type GuestFlowApi } from '../data/useGuestFlowActions';
import type { LazyDialogProps } from '../PersonDialog/lazyDialog';
import { guestFlowListTextTable } from '../textTables/guestFlowList';
import { useGuestStatusText } from './guestStatus';
import { Empty, GuestLine, GuestLineItem, ListTitle, Muted, Position, Who } from './styles';

export interface WaitlistDialogProps extends LazyDialogProps {
  bookingID: string;
  /** The booking's guests as listed (the dialog picks the waitlisted and offered ones). */
  registrations: Registration[];
  /** False when the backend does not offer `registrations.promote`: no PROMOTE buttons. */
  canPromote: boolean;
  /** Overrides the PortalProvider's api. */
  api?: GuestFlowApi;
}

const byPosition = (a: Registration, b: Registration) => (a.waitlistPosition ?? Infinity) - (b.waitlistPosition ?? Infinity);

/**
 * 'Waitlist' (issue 27): the waitlisted guests in line order (position, name, email) with PROMOTE
 * per guest (named `Promote <first> <last>`), then the guests already offered a place with the
 * offer's expiry. A promoted guest moves to the offered list once the guest list is read again; a
 * refusal (409) shows the server's message in the dialog's alert and changes nothing.
 * @example <WaitlistDialog open bookingID="b1" registrations={guests} canPromote onClose={close} />
 */
export function WaitlistDialog({ open, onClose, bookingID, registrations, canPromote, api }: WaitlistDialogProps) {
  const texts = useTexts(guestFlowListTextTable).waitlist;
  const statusText = useGuestStatusText();
  const promote = usePromoteRegistration(bookingID, api);
  const [error, setError] = useState<string | null>(null);
  const [promoted, setPromoted] = useState('');
  const offeredTitle = useId();
  const waiting = registrations.filter((r) => statusOf(r) === 'waitlisted').sort(byPosition);
  const offered = registrations.filter((r) => statusOf(r) === 'offered');

  const promoteGuest = (guest: Registration) => {
    setError(null);
    promote.mutateAsync(guest.registrationID).then(
      () => setPromoted(texts.promoted(personName(guest))),
      (failure: unknown) => setError(refusalMessage(failure, texts.error)),
    );
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={texts.title}
      busy={promote.isPending}
      error={error}
      data-ui="WaitlistDialog"
      actions={
        <Button variant="text" onClick={onClose}>
          {texts.close}
        </Button>
      }
    >
      {waiting.length === 0 ? (
        <Empty>{texts.empty}</Empty>
      ) : (
        <GuestLine aria-label={texts.title}>
          {waiting.map((guest) => (
            <GuestLineItem key={guest.registrationID}>
              <Position>{texts.position(guest.waitlistPosition ?? null)}</Position>
              <Who>
                <span>{personName(guest)}</span>
                <Muted>{guest.registrationData.emailAddress}</Muted>
              </Who>
              {canPromote && (
                <Button variant="secondary" aria-label={texts.promoteName(personName(guest))} onClick={() => promoteGuest(guest)}>
                  {texts.promote}
                </Button>
              )}
            </GuestLineItem>
          ))}
        </GuestLine>
      )}
      {offered.length > 0 && (
        <>
          <ListTitle id={offeredTitle}>{texts.offeredTitle}</ListTitle>
          <GuestLine aria-labelledby={offeredTitle}>
            {offered.map((guest) => (
              <GuestLineItem key={guest.registrationID}>
                <Who>
                  <span>{personName(guest)}</span>
                  <Muted>{guest.registrationData.emailAddress}</Muted>
                </Who>
                <span>{statusText(guest)}</span>
              </GuestLineItem>
            ))}
          </GuestLine>
        </>
      )}
      <VisuallyHidden>
        <span role="status">{promoted}</span>
      </VisuallyHidden>
    </Dialog>
  );
}
