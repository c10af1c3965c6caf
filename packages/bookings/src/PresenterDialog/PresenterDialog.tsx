import { buildLink, defaultPresenterPermissions, useLinks, useTexts, type Presenter, type PresenterPermissions } from '@greenroom/core';
import { CopyButton, Switch, Tabs } from '@greenroom/ui';
import { useState } from 'react';
import type { PresentersSlice } from '../data/guestSlices';
import { personalLink } from '../data/personalLink';
import { useSavePresenter } from '../data/useSavePresenter';
import { LinkLabel, LinkRow, LinkValue } from '../GuestActions/styles';
import { PersonDialog } from '../PersonDialog';
import type { PresentersBooking } from '../PresentersPanel/presentersBooking';
import { guestsTextTable } from '../textTables/guests';
import { PermissionToggles } from './PermissionToggles';

type Tab = 'general' | 'access' | 'customize';

export interface PresenterDialogProps {
  open: boolean;
  onClose: () => void;
  booking: PresentersBooking;
  /** The presenter to manage ('Manage Presenter', with tabs); without it one is added. */
  presenter?: Presenter;
  onCopied?: () => void;
  api?: PresentersSlice;
}

/**
 * 'Add Presenter' or 'Manage Presenter' (docs/reference/bookings.md §2.5, §6) with tabs GENERAL (the form,
 * Brand, Allow Early Access, resend invite, regenerate, delete), ACCESS (In-Room Access and
 * Bridge Access links, the Bridge Access toggle) and CUSTOMIZE (the permissions). SAVE stores all.
 * @example <PresenterDialog open booking={booking} presenter={p} onClose={close} />
 */
export function PresenterDialog({ open, ...rest }: PresenterDialogProps) {
  return open ? <PresenterForm {...rest} /> : null;
}

function PresenterForm({ onClose, booking, presenter, onCopied, api }: Omit<PresenterDialogProps, 'open'>) {
  const texts = useTexts(guestsTextTable).presenters;
  const links = useLinks();
  const [tab, setTab] = useState<Tab>('general');
  const [permissions, setPermissions] = useState<PresenterPermissions>(() => presenter?.permissions ?? defaultPresenterPermissions());
  const [bridgeAccess, setBridgeAccess] = useState(presenter?.bridgeAccess ?? true);
  const save = useSavePresenter({ bookingID: booking.bookingID }, api);
  const copied = () => onCopied?.();

  return (
    <PersonDialog
      booking={booking}
      kind="presenter"
      person={presenter}
      texts={texts}
      linkLabel={texts.inRoomAccess}
      save={save}
      extras={{ permissions, bridgeAccess }}
      onInvalid={() => setTab('general')}
      onClose={onClose}
      onCopied={copied}
      api={api}
    >
      {(general) =>
        presenter ? (
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
                  <LinkValue>{personalLink('presenter', presenter.loginCode, links)}</LinkValue>
                  <CopyButton text={personalLink('presenter', presenter.loginCode, links)} label={texts.copyInRoom} size="sm" onCopied={copied} />
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
        )
      }
    </PersonDialog>
  );
}
