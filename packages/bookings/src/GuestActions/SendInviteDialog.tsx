import { hasReceived, inviteTemplateID, useTexts, type PortalApi, type Registration } from '@greenroom/core';
import { Button, Dialog } from '@greenroom/ui';
import { useState } from 'react';
import { personName, type GuestKind, type GuestListBooking } from '../data/guestSlices';
import { lastDeliveryOf } from '../data/personDeliveries';
import { refusalMessage } from '../data/refusalMessage';
import { useDeliveryTime } from '../data/useDeliveryTime';
import { useEmailDeliveryList } from '../data/useEmailDeliveryList';
import { useSendInvite } from '../data/useSendInvite';
import { guestsTextTable } from '../textTables/guests';
import { sendingTextTable } from '../textTables/sending';
import { Facts, InlineError } from './styles';

export interface SendInviteDialogProps {
  booking: GuestListBooking;
  kind: GuestKind;
  person: Registration;
  /** The email now typed in the form; the invite goes to the stored one, which the dialog says when they differ. */
  typedEmail: string;
  /** CANCEL, close, Escape. */
  onClose: () => void;
  /** The invite was queued: the dialog's opener says so. */
  onSent: () => void;
  api?: Pick<PortalApi, 'emailTemplates'>;
}

const TEMPLATE_NAMES: Record<GuestKind, string> = { attendee: 'Attendee Invite Link', presenter: 'Presenter Invite Link' };

/**
 * 'Send Invite' (docs/reference/bookings.md §2.4): who gets which template (Attendee Invite Link or
 * Presenter Invite Link), at which address, when it was last sent or tried (from the booking's
 * deliveries), then SEND (POST /email-parse-request with this one person) or CANCEL.
 * @example <SendInviteDialog booking={booking} kind="attendee" person={r} typedEmail={draft.email} onClose={close} onSent={said} />
 */
export function SendInviteDialog({ booking, kind, person, typedEmail, onClose, onSent, api }: SendInviteDialogProps) {
  const texts = useTexts(sendingTextTable).invite;
  const states = useTexts(guestsTextTable).deliveries;
  const stateOn = useTexts(sendingTextTable).stateOn;
  const invite = useSendInvite(booking, kind, api);
  const deliveries = useEmailDeliveryList({ bookingID: booking.bookingID }, api).data ?? [];
  const when = useDeliveryTime(booking);
  const templateID = inviteTemplateID({ emailTemplates: booking.emailTemplates ?? {} }, kind);
  const templateName = (templateID && booking.emailTemplates?.[templateID]?.name) || TEMPLATE_NAMES[kind];
  const stored = person.registrationData.emailAddress;
  const latest = templateID ? lastDeliveryOf(deliveries, person.registrationID, templateID) : undefined;
  const lastSent = latest
    ? `${stateOn(states[latest.state], when(latest.updatedAt))}${latest.state === 'failed' ? ` (${latest.reason || states.unknownReason})` : ''}`
    : templateID && hasReceived(person, templateID)
      ? texts.sentUndated
      : texts.never;

  // The server may queue nobody and say why (no valid address): that is no 'Invite sent'.
  const [refused, setRefused] = useState<string | null>(null);
  // The reference sends on one click and is silent when that fails (docs/reference/bookings.md §8);
  // we say it, and the dialog stays open for another try.
  const send = () => {
    setRefused(null);
    invite.mutate(person.registrationID, {
      onSuccess: (answer) => {
        const refusal = answer.failed.find((failure) => failure.registrationID === person.registrationID);
        if (refusal) setRefused(refusal.message || texts.error);
        else onSent();
      },
    });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={texts.title}
      size="sm"
      busy={invite.isPending}
      error={invite.isError ? refusalMessage(invite.error, texts.error) : refused}
      data-ui="SendInviteDialog"
      actions={
        <>
          <Button variant="text" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button busy={invite.isPending} disabled={!templateID} onClick={send}>
            {texts.send}
          </Button>
        </>
      }
    >
      <Facts>
        <div>
          <dt>{texts.template}</dt>
          <dd>{templateName}</dd>
        </div>
        <div>
          <dt>{texts.to}</dt>
          <dd>{texts.recipient(personName(person), stored)}</dd>
        </div>
        <div>
          <dt>{texts.lastSent}</dt>
          <dd>{lastSent}</dd>
        </div>
      </Facts>
      {typedEmail.trim() !== stored && <p>{texts.unsavedEmail(stored)}</p>}
      {!templateID && <InlineError role="alert">{texts.noTemplate(TEMPLATE_NAMES[kind])}</InlineError>}
    </Dialog>
  );
}
