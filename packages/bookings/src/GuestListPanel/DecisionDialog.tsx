import { useTexts } from '@greenroom/core';
import { FormDialog, TextField } from '@greenroom/ui';
import { useState } from 'react';
import { refusalMessage } from '../data/refusalMessage';
import { useDecideRegistrations, type GuestFlowApi } from '../data/useGuestFlowActions';
import type { LazyDialogProps } from '../PersonDialog/lazyDialog';
import { guestFlowListTextTable } from '../textTables/guestFlowList';

export interface DecisionDialogProps extends LazyDialogProps {
  bookingID: string;
  decision: 'approve' | 'deny';
  /** The selected pending guests. */
  registrationIDs: string[];
  /** Overrides the PortalProvider's api (its `registrations.decide` must be offered). */
  api?: GuestFlowApi;
  /** The decision was stored for all of them: the panel says so and clears its selection. */
  onDecided: (count: number) => void;
}

/**
 * 'Approve registrations' / 'Deny registrations' (issue 27): how many, an optional 'Message to
 * guests' (sent with each outcome mail; left out of the call when blank), APPROVE or DENY and
 * CANCEL. The server decides all or none: its 409 (a guest no longer pending, the capacity) shows
 * in the dialog's alert word for word, and nothing changed.
 * @example <DecisionDialog open bookingID="b1" decision="approve" registrationIDs={['r1', 'r2']} onClose={close} onDecided={tell} />
 */
export function DecisionDialog({ open, onClose, bookingID, decision, registrationIDs, api, onDecided }: DecisionDialogProps) {
  const texts = useTexts(guestFlowListTextTable).decision;
  const decide = useDecideRegistrations(bookingID, api);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const approving = decision === 'approve';
  const count = registrationIDs.length;

  const submit = () => {
    setError(null);
    const text = message.trim();
    decide.mutateAsync({ registrationIDs, decision, ...(text === '' ? {} : { message: text }) }).then(
      () => onDecided(count),
      (failure: unknown) => setError(refusalMessage(failure, texts.error)),
    );
  };

  return (
    <FormDialog
      open={open}
      title={approving ? texts.approveTitle : texts.denyTitle}
      description={approving ? texts.approveQuestion(count) : texts.denyQuestion(count)}
      submitLabel={approving ? texts.approve : texts.deny}
      cancelLabel={texts.cancel}
      pending={decide.isPending}
      error={error}
      onCancel={onClose}
      onSubmit={submit}
      data-ui="DecisionDialog"
    >
      <TextField label={texts.message} helperText={texts.messageHelp} multiline rows={3} fullWidth value={message} onValueChange={setMessage} />
    </FormDialog>
  );
}
