import { recipientGroup, toggleSelection, useTexts, type Booking, type EmailSendQueued, type RecipientGroup, type Registration } from '@greenroom/core';
import { Button, Checkbox, ConfirmDialog, Dialog, Spinner, Tabs } from '@greenroom/ui';
import { useState } from 'react';
import type { EmailSlice } from '../data/emailSlice';
import { useGuestRegistrations } from '../data/guestListQuery';
import { usePresenterList } from '../data/usePresenterList';
import { useEmailDeliveryList } from '../data/useEmailDeliveryList';
import { useEmailTemplate } from '../data/useEmailTemplate';
import { useSendEmail } from '../data/useSendEmail';
import { bookingsTextTable } from '../texts';
import { RecipientList } from './RecipientList';
import { SendPreview } from './SendPreview';
import { SendProgress } from './SendProgress';
import { Toggles } from './styles';

export interface SendEmailDialogProps {
  emailTemplateID: string;
  booking: Booking;
  /** CANCEL, close, Escape, DONE. */
  onClose: () => void;
  api?: EmailSlice;
  /** How often the progress is read again while deliveries wait (ms). Default 2000. */
  pollMs?: number;
}

type Tab = 'attendees' | 'presenters';
type Step = 'choose' | 'preview' | 'confirm';

const GROUPS: { group: RecipientGroup; label: 'selectAllBrand' | 'selectAllSent' | 'selectAllUnsent' | 'selectAllFailed' }[] = [
  { group: 'brand', label: 'selectAllBrand' },
  { group: 'sent', label: 'selectAllSent' },
  { group: 'unsent', label: 'selectAllUnsent' },
  { group: 'failed', label: 'selectAllFailed' },
];

/**
 * 'Send Email' (docs/reference/bookings.md §2.6, §4): tabs Attendees and Presenters (the Presenter Invite
 * Link template opens on Presenters with Attendees disabled), each with a name search, Select All
 * and a checkbox per person; Select All Brand / Sent / Unsent / Failed add or remove their people;
 * PREVIEW pages through the rendered mail per recipient; SEND asks 'Confirm Sending Email To: {n}',
 * then shows the progress of the deliveries it queued.
 * @example <SendEmailDialog emailTemplateID="t1" booking={booking} onClose={close} />
 */
export function SendEmailDialog({ emailTemplateID, booking, onClose, api, pollMs = 2000 }: SendEmailDialogProps) {
  const emailTexts = useTexts(bookingsTextTable).email;
  const template = useEmailTemplate(emailTemplateID, api).data;
  const attendees = useGuestRegistrations(booking.bookingID, api).data;
  const presenters = usePresenterList({ bookingID: booking.bookingID }, api).data;
  const deliveries = useEmailDeliveryList({ bookingID: booking.bookingID }, api, pollMs).data ?? [];
  const send = useSendEmail(booking, api);
  const presenterOnly = template?.system === true && template.emailTemplateName === 'Presenter Invite Link';
  const [chosenTab, setTab] = useState<Tab>('attendees');
  const tab: Tab = presenterOnly ? 'presenters' : chosenTab;
  const [selection, setSelection] = useState<Set<string>>(new Set());
  const [step, setStep] = useState<Step>('choose');
  const [result, setResult] = useState<EmailSendQueued | null>(null);

  if (!template || !attendees || !presenters) {
    return (
      <Dialog open onClose={onClose} title={emailTexts.sendTitle} size="md">
        <Spinner />
      </Dialog>
    );
  }

  const lists: Record<Tab, Registration[]> = { attendees: presenterOnly ? [] : attendees, presenters };
  const everyone = [...lists.attendees, ...lists.presenters];
  const chosen = everyone.filter((person) => selection.has(person.registrationID));
  const kindOf = (person: Registration): 'attendee' | 'presenter' => (lists.presenters.includes(person) ? 'presenter' : 'attendee');

  if (result) {
    return (
      <Dialog open onClose={onClose} title={emailTexts.sendTitle} description={template.emailTemplateName} size="md" actions={<Button onClick={onClose}>{emailTexts.done}</Button>}>
        <SendProgress result={result} deliveries={deliveries} />
      </Dialog>
    );
  }

  const confirmSend = () =>
    send.mutateAsync({ emailTemplateID, toSend: chosen.map((p) => p.registrationID) }).then((answer) => {
      setResult(answer);
      setStep('choose');
    });

  return (
    <>
      <Dialog
        open={step !== 'confirm'}
        onClose={onClose}
        title={emailTexts.sendTitle}
        description={template.emailTemplateName}
        size="lg"
        actions={
          step === 'preview' ? (
            <Button variant="text" onClick={() => setStep('choose')}>
              {emailTexts.cancel}
            </Button>
          ) : (
            <>
              <Button variant="text" onClick={onClose}>
                {emailTexts.cancel}
              </Button>
              <Button variant="secondary" disabled={chosen.length === 0} onClick={() => setStep('preview')}>
                {emailTexts.preview}
              </Button>
              <Button disabled={chosen.length === 0} onClick={() => setStep('confirm')}>
                {emailTexts.send}
              </Button>
            </>
          )
        }
      >
        {step === 'preview' ? (
          <SendPreview booking={booking} template={template} recipients={chosen.map((person) => ({ person, kind: kindOf(person) }))} />
        ) : (
          <>
            <Toggles>
              {GROUPS.map(({ group, label }) => {
                const members = recipientGroup(everyone, group, emailTemplateID, deliveries);
                const on = members.length > 0 && members.every((p) => selection.has(p.registrationID));
                return (
                  <Checkbox
                    key={group}
                    label={emailTexts[label]}
                    checked={on}
                    disabled={members.length === 0}
                    onCheckedChange={(next) => setSelection(toggleSelection(selection, members, next))}
                  />
                );
              })}
            </Toggles>
            <p>{emailTexts.selected(chosen.length)}</p>
            <Tabs
              label={emailTexts.sendTabsLabel}
              value={tab}
              onChange={(id) => setTab(id as Tab)}
              items={[
                { id: 'attendees', label: emailTexts.attendees, disabled: presenterOnly },
                { id: 'presenters', label: emailTexts.presenters },
              ]}
            >
              <RecipientList key={tab} people={lists[tab]} emailTemplateID={emailTemplateID} deliveries={deliveries} selection={selection} onSelectionChange={setSelection} />
            </Tabs>
          </>
        )}
      </Dialog>
      <ConfirmDialog
        open={step === 'confirm'}
        title={emailTexts.confirmTitle(chosen.length)}
        message={emailTexts.confirmMessage}
        confirmLabel={emailTexts.confirm}
        cancelLabel={emailTexts.cancel}
        errorMessage={emailTexts.sendError}
        onCancel={() => setStep('choose')}
        onConfirm={confirmSend}
      />
    </>
  );
}
