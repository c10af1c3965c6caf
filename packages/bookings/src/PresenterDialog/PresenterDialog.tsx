import { buildLink, defaultPresenterPermissions, HttpError, useLinks, type Booking, type Presenter, type PresenterPermissions } from '@greenroom/core';
import { Button, CopyButton, Dialog, Switch, Tabs } from '@greenroom/ui';
import { useId, useState, type FormEvent } from 'react';
import { draftOf, type PersonDraft, type PresentersSlice } from '../data/guestSlices';
import { useSavePresenter } from '../data/useSavePresenter';
import { GuestActions } from '../GuestActions';
import { LinkLabel, LinkRow, LinkValue } from '../GuestActions/styles';
import { emptyDraft, PersonForm, personErrors, type PersonErrors } from '../PersonForm';
import { guestTexts } from '../textsGuests';
import { PermissionToggles } from './PermissionToggles';

const texts = guestTexts.presenters;
type Tab = 'general' | 'access' | 'customize';

export interface PresenterDialogProps {
  open: boolean;
  onClose: () => void;
  booking: Booking;
  /** The presenter to manage ('Manage Presenter', with tabs); without it one is added. */
  presenter?: Presenter;
  onCopied?: () => void;
  api?: PresentersSlice;
}

/**
 * 'Add Presenter' or 'Manage Presenter' (spec/bookings.md §2.5, §6) with tabs GENERAL (the form,
 * Brand, Allow Early Access, resend invite, regenerate, delete), ACCESS (In-Room Access and
 * Bridge Access links, the Bridge Access toggle) and CUSTOMIZE (the permissions). SAVE stores all.
 * @example <PresenterDialog open booking={booking} presenter={p} onClose={close} />
 */
export function PresenterDialog({ open, ...rest }: PresenterDialogProps) {
  return open ? <PresenterForm {...rest} /> : null;
}

function PresenterForm({ onClose, booking, presenter, onCopied, api }: Omit<PresenterDialogProps, 'open'>) {
  const formId = useId();
  const links = useLinks();
  const [tab, setTab] = useState<Tab>('general');
  const [draft, setDraft] = useState<PersonDraft>(() => (presenter ? draftOf(presenter) : emptyDraft()));
  const [permissions, setPermissions] = useState<PresenterPermissions>(() => presenter?.permissions ?? defaultPresenterPermissions());
  const [bridgeAccess, setBridgeAccess] = useState(presenter?.bridgeAccess ?? true);
  const [errors, setErrors] = useState<PersonErrors>({});
  const save = useSavePresenter({ bookingID: booking.bookingID }, api);
  const failure = save.isError ? (presenter ? texts.editError : texts.createError) : null;
  const copied = () => onCopied?.();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const problems = personErrors(draft, booking);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return setTab('general');
    save.mutate(
      { draft, registrationID: presenter?.registrationID, extras: presenter ? { permissions, bridgeAccess } : undefined },
      { onSuccess: onClose, onError: (error) => error instanceof HttpError && error.fieldErrors && setErrors(error.fieldErrors) },
    );
  };

  const general = (
    <>
      {presenter && (
        <GuestActions
          booking={booking}
          kind="presenter"
          person={presenter}
          link={buildLink(links.attendeeJoin, presenter.loginCode)}
          linkLabel={texts.inRoomAccess}
          email={draft.email}
          onCopied={copied}
          onDeleted={onClose}
          api={api}
        />
      )}
      <PersonForm booking={booking} draft={draft} onChange={setDraft} errors={errors} disabled={save.isPending} />
    </>
  );

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={presenter ? texts.manageTitle : texts.addTitle}
      busy={save.isPending}
      error={failure}
      actions={
        <>
          <Button variant="text" onClick={onClose} disabled={save.isPending}>
            {guestTexts.form.cancel}
          </Button>
          <Button type="submit" form={formId} busy={save.isPending}>
            {guestTexts.form.save}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        {presenter ? (
          <Tabs
            label={texts.manageTitle}
            value={tab}
            onChange={(id) => setTab(id as Tab)}
            items={[
              { id: 'general', label: texts.tabs.general },
              { id: 'access', label: texts.tabs.access },
              { id: 'customize', label: texts.tabs.customize },
            ]}
          >
            {tab === 'general' && general}
            {tab === 'access' && (
              <>
                <LinkRow>
                  <LinkLabel>{texts.inRoomAccess}</LinkLabel>
                  <LinkValue>{buildLink(links.attendeeJoin, presenter.loginCode)}</LinkValue>
                  <CopyButton text={buildLink(links.attendeeJoin, presenter.loginCode)} label={texts.copyInRoom} size="sm" onCopied={copied} />
                </LinkRow>
                <LinkRow>
                  <LinkLabel>{texts.bridgeAccess}</LinkLabel>
                  <LinkValue>{buildLink(links.bridge, presenter.loginCode)}</LinkValue>
                  <CopyButton text={buildLink(links.bridge, presenter.loginCode)} label={texts.copyBridge} size="sm" onCopied={copied} />
                </LinkRow>
                <Switch label={texts.bridgeAccess} checked={bridgeAccess} onChange={setBridgeAccess} disabled={save.isPending} />
              </>
            )}
            {tab === 'customize' && <PermissionToggles permissions={permissions} onChange={setPermissions} disabled={save.isPending} />}
          </Tabs>
        ) : (
          general
        )}
      </form>
    </Dialog>
  );
}
