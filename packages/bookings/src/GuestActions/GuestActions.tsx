import { canSendInvite, isOffered, useTexts, type PortalApi, type Registration } from '@greenroom/core';
import { Button, ConfirmDialog, CopyButton } from '@greenroom/ui';
import { useState } from 'react';
import type { GuestKind, GuestListBooking } from '../data/guestSlices';
import { personName } from '../data/guestSlices';
import { useBookingsApi } from '../data/bookingsApi';
import { useDeleteGuest } from '../data/useDeleteGuest';
import { useRegenerateGuestLink } from '../data/useRegenerateGuestLink';
import { guestsTextTable } from '../textTables/guests';
import { SendInviteDialog } from './SendInviteDialog';
import { ActionRow, InlineError, LinkLabel, LinkRow, LinkValue } from './styles';

export interface GuestActionsProps {
  booking: GuestListBooking;
  kind: GuestKind;
  person: Registration;
  /** The person's link (built from the current login code). */
  link: string;
  linkLabel: string;
  /** The email now typed in the form: the invite needs a valid one. */
  email: string;
  onCopied: () => void;
  /** After the delete: the dialog closes. */
  onDeleted: () => void;
  api?: Partial<Pick<PortalApi, 'registrations' | 'presenters' | 'emailTemplates'>>;
}

/**
 * The manage dialogs' record actions: the person's link with copy, resend invite (a valid email is
 * needed: the spec's message otherwise; it opens Send Invite, which says what goes where and
 * sends on SEND), regenerate link (confirmed; the old link stops working)
 * and delete record ('Delete Attendee' / 'Delete Presenter' confirmation). An action whose call
 * the backend does not offer (`notOffered`) is left out.
 * @example <GuestActions booking={booking} kind="attendee" person={r} link={url} linkLabel="Intake URL" email={draft.email} onCopied={show} onDeleted={close} />
 */
export function GuestActions({ booking, kind, person, link, linkLabel, email, onCopied, onDeleted, api }: GuestActionsProps) {
  const guestTexts = useTexts(guestsTextTable);
  const texts = guestTexts.attendee;
  const scope = { bookingID: booking.bookingID, kind };
  const regenerate = useRegenerateGuestLink(scope, api);
  const remove = useDeleteGuest(scope, api);
  const [confirm, setConfirm] = useState<'regenerate' | 'delete' | 'invite' | null>(null);
  const [inviteSent, setInviteSent] = useState(false);
  const [inviteProblem, setInviteProblem] = useState<string | null>(null);
  const kindTexts = kind === 'attendee' ? texts : { ...texts, ...guestTexts.presenters };
  const slice = useBookingsApi(api);
  const people = kind === 'attendee' ? slice.registrations : slice.presenters;
  const offers = { invite: isOffered(slice.emailTemplates?.send), regenerate: isOffered(people?.regenerateLogin), remove: isOffered(people?.delete) };

  const resend = () => {
    if (!canSendInvite(email)) return setInviteProblem(kindTexts.invalidInviteEmail);
    setInviteProblem(null);
    setConfirm('invite');
  };

  return (
    <>
      <LinkRow>
        <LinkLabel>{linkLabel}</LinkLabel>
        <LinkValue>{link}</LinkValue>
        <CopyButton text={link} label={texts.copyUrl} size="sm" onCopied={onCopied} />
      </LinkRow>
      {inviteProblem && <InlineError role="alert">{inviteProblem}</InlineError>}
      <ActionRow>
        {offers.invite && (
          <Button variant="secondary" onClick={resend}>
            {inviteSent ? texts.inviteSent : texts.resend}
          </Button>
        )}
        {offers.regenerate && (
          <Button variant="secondary" onClick={() => setConfirm('regenerate')}>
            {texts.regenerate}
          </Button>
        )}
        {offers.remove && (
          <Button variant="danger" onClick={() => setConfirm('delete')}>
            {texts.delete}
          </Button>
        )}
      </ActionRow>
      {confirm === 'invite' && (
        <SendInviteDialog
          booking={booking}
          kind={kind}
          person={person}
          typedEmail={email}
          onClose={() => setConfirm(null)}
          onSent={() => {
            setInviteSent(true);
            setConfirm(null);
          }}
          api={api as Pick<PortalApi, 'emailTemplates'> | undefined}
        />
      )}
      <ConfirmDialog
        open={confirm === 'regenerate'}
        title={texts.regenerateTitle}
        message={texts.regenerateMessage}
        confirmLabel={texts.confirm}
        cancelLabel={texts.cancel}
        errorMessage={texts.regenerateError}
        onCancel={() => setConfirm(null)}
        onConfirm={() => regenerate.mutateAsync(person.registrationID).then(() => setConfirm(null))}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        title={kindTexts.deleteTitle}
        message={kind === 'attendee' ? texts.deleteMessage(personName(person)) : guestTexts.presenters.deleteMessage(personName(person))}
        confirmLabel={texts.confirm}
        cancelLabel={texts.cancel}
        confirmVariant="danger"
        errorMessage={kindTexts.deleteError}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          remove.mutateAsync(person.registrationID).then(() => {
            setConfirm(null);
            onDeleted();
          })
        }
      />
    </>
  );
}
