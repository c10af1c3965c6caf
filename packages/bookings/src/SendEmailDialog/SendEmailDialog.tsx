import { recipientGroup, toggleSelection, useTexts, type Booking, type EmailDelivery, type EmailSendQueued, type RecipientGroup, type Registration } from '@greenroom/core';
import { Button, Checkbox, ConfirmDialog, Dialog, Spinner, Tabs } from '@greenroom/ui';
import { useMemo, useState } from 'react';
import type { EmailSlice } from '../data/emailSlice';
import { refusalMessage } from '../data/refusalMessage';
import { useGuestRegistrations } from '../data/guestListQuery';
import { usePresenterList } from '../data/usePresenterList';
import { useEmailDeliveryList } from '../data/useEmailDeliveryList';
import { useEmailTemplate } from '../data/useEmailTemplate';
import { useSendEmail } from '../data/useSendEmail';
import { emailTextTable } from '../textTables/email';
import { sendingTextTable } from '../textTables/sending';
import { PeopleLoadError, listFailed, type PeopleQuery } from './PeopleLoadError';
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

const NO_DELIVERIES: EmailDelivery[] = [];
const NOBODY: Registration[] = [];

/**
 * 'Send Email' (docs/reference/bookings.md §2.6, §4): tabs Attendees and Presenters (the Presenter Invite
 * Link template opens on Presenters with Attendees disabled), each with a name search, Select All
 * and a checkbox per person (a virtualized list: 9,999 guests open at once); Select All Brand /
 * Sent / Unsent / Failed add or remove their people; PREVIEW pages through the rendered mail per
 * recipient (BACK returns to the selection, SEND goes on); SEND asks 'Confirm Sending Email To:
 * {n}', then shows the progress of the deliveries it queued. A people list that cannot be read
 * shows the spec's error at its first failure, with RETRY.
 * @example <SendEmailDialog emailTemplateID="t1" booking={booking} onClose={close} />
 */
export function SendEmailDialog({ emailTemplateID, booking, onClose, api, pollMs = 2000 }: SendEmailDialogProps) {
  const emailTexts = useTexts(emailTextTable);
  const sendingTexts = useTexts(sendingTextTable);
  const template = useEmailTemplate(emailTemplateID, api).data;
  const attendeeQuery = useGuestRegistrations(booking.bookingID, api);
  const presenterQuery = usePresenterList({ bookingID: booking.bookingID }, api);
  const deliveries = useEmailDeliveryList({ bookingID: booking.bookingID }, api, pollMs).data ?? NO_DELIVERIES;
  const send = useSendEmail(booking, api);
  const presenterOnly = template?.system === true && template.emailTemplateName === 'Presenter Invite Link';
  const [chosenTab, setTab] = useState<Tab>('attendees');
  const tab: Tab = presenterOnly ? 'presenters' : chosenTab;
  const [selection, setSelection] = useState<Set<string>>(() => new Set());
  const [step, setStep] = useState<Step>('choose');
  const [result, setResult] = useState<EmailSendQueued | null>(null);

  const attendees = attendeeQuery.data;
  const presenters = presenterQuery.data;
  const lists = useMemo<Record<Tab, Registration[]>>(
    () => ({ attendees: presenterOnly ? NOBODY : (attendees ?? NOBODY), presenters: presenters ?? NOBODY }),
    [presenterOnly, attendees, presenters],
  );
  const everyone = useMemo(() => [...lists.attendees, ...lists.presenters], [lists]);
  const presenterIDs = useMemo(() => new Set(lists.presenters.map((person) => person.registrationID)), [lists]);
  const groups = useMemo(
    () => GROUPS.map(({ group, label }) => ({ group, label, members: recipientGroup(everyone, group, emailTemplateID, deliveries) })),
    [everyone, emailTemplateID, deliveries],
  );
  const chosen = useMemo(() => everyone.filter((person) => selection.has(person.registrationID)), [everyone, selection]);

  // A list that failed is said at once (its first failure, not after the client's retry).
  const failures: PeopleQuery[] = [
    ...(!presenterOnly && listFailed(attendeeQuery) ? [{ query: attendeeQuery, message: sendingTexts.attendeesLoadError }] : []),
    ...(listFailed(presenterQuery) ? [{ query: presenterQuery, message: sendingTexts.presentersLoadError }] : []),
  ];
  if (failures.length > 0) return <PeopleLoadError failures={failures} onClose={onClose} />;

  if (!template || (!presenterOnly && !attendees) || !presenters) {
    return (
      <Dialog open onClose={onClose} title={emailTexts.sendTitle} size="md">
        <Spinner />
      </Dialog>
    );
  }

  if (result) {
    return (
      <Dialog open onClose={onClose} title={emailTexts.sendTitle} description={template.emailTemplateName} size="md" actions={<Button onClick={onClose}>{emailTexts.done}</Button>}>
        <SendProgress result={result} deliveries={deliveries} />
      </Dialog>
    );
  }

  // A refusal the producer can act on (a 409: the template's reply-to cannot be sent) says why.
  const confirmSend = () =>
    send.mutateAsync({ emailTemplateID, toSend: chosen.map((p) => p.registrationID) }).then(
      (answer) => {
        setResult(answer);
        setStep('choose');
      },
      (error: unknown) => {
        throw new Error(refusalMessage(error, emailTexts.sendError));
      },
    );
  const sendButton = (
    <Button disabled={chosen.length === 0} onClick={() => setStep('confirm')}>
      {emailTexts.send}
    </Button>
  );

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
            <>
              <Button variant="text" onClick={() => setStep('choose')}>
                {sendingTexts.back}
              </Button>
              {sendButton}
            </>
          ) : (
            <>
              <Button variant="text" onClick={onClose}>
                {emailTexts.cancel}
              </Button>
              <Button variant="secondary" disabled={chosen.length === 0} onClick={() => setStep('preview')}>
                {emailTexts.preview}
              </Button>
              {sendButton}
            </>
          )
        }
      >
        {step === 'preview' ? (
          <SendPreview
            booking={booking}
            template={template}
            recipients={chosen.map((person) => ({ person, kind: presenterIDs.has(person.registrationID) ? 'presenter' : 'attendee' }))}
          />
        ) : (
          <>
            <Toggles>
              {groups.map(({ group, label, members }) => (
                <Checkbox
                  key={group}
                  label={emailTexts[label]}
                  checked={members.length > 0 && members.every((p) => selection.has(p.registrationID))}
                  disabled={members.length === 0}
                  onCheckedChange={(next) => setSelection(toggleSelection(selection, members, next))}
                />
              ))}
            </Toggles>
            <p role="status">{emailTexts.selected(chosen.length)}</p>
            <Tabs
              label={emailTexts.sendTabsLabel}
              value={tab}
              onChange={(id) => setTab(id as Tab)}
              items={[
                { id: 'attendees', label: emailTexts.attendees, disabled: presenterOnly },
                { id: 'presenters', label: emailTexts.presenters },
              ]}
            >
              <RecipientList
                key={tab}
                label={tab === 'attendees' ? emailTexts.attendees : emailTexts.presenters}
                people={lists[tab]}
                emailTemplateID={emailTemplateID}
                deliveries={deliveries}
                selection={selection}
                onSelectionChange={setSelection}
              />
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
        onCancel={() => setStep('choose')}
        onConfirm={confirmSend}
      />
    </>
  );
}
