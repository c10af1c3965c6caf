import { buildLink, sortByPersonName, useLinks, type Booking, type Presenter } from '@greenroom/core';
import { Button, CopyButton, IconButton, Table, useSnackbar, type TableColumn } from '@greenroom/ui';
import { Pencil, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { personName, type PresentersSlice } from '../data/guestSlices';
import { usePresenterList } from '../data/usePresenterList';
import { useDeliveriesByPerson } from '../data/useDeliveriesByPerson';
import { EmailsCell } from '../GuestListPanel/EmailsCell';
import { PanelRoot, RowButtons, Toolbar } from '../GuestListPanel/styles';
import { PresenterDialog } from '../PresenterDialog';
import { guestTexts } from '../textsGuests';

const texts = guestTexts.presenters;

export interface PresentersPanelProps {
  booking: Booking;
  /** Overrides the PortalProvider's api. */
  api?: PresentersSlice;
}

type Open = { dialog: 'add' } | { dialog: 'manage'; registrationID: string } | null;

/**
 * The Presenters tab (spec/bookings.md §2.5): NEW, the presenters by last then first name with
 * the templates that reached, failed or wait for each (Emails), copy-link (attendee-join host +
 * login code) and manage buttons, and the Add/Manage Presenter
 * dialogs. Embeddable through `@greenroom/bookings/presenters`.
 * @example <PresentersPanel booking={booking} />
 */
export function PresentersPanel({ booking, api }: PresentersPanelProps) {
  const links = useLinks();
  const list = usePresenterList({ bookingID: booking.bookingID }, api);
  const snackbar = useSnackbar();
  const [open, setOpen] = useState<Open>(null);
  const rows = useMemo(() => sortByPersonName(list.data ?? [], (r) => r.registrationData), [list.data]);
  const emails = useDeliveriesByPerson(booking, list.data, api);
  const managed = open?.dialog === 'manage' ? rows.find((r) => r.registrationID === open.registrationID) : undefined;

  const columns: TableColumn<Presenter>[] = [
    { id: 'name', header: guestTexts.columns.name, cell: personName },
    { id: 'company', header: guestTexts.columns.company, cell: (r) => r.registrationData.company },
    { id: 'email', header: guestTexts.columns.email, cell: (r) => r.registrationData.emailAddress },
    { id: 'brand', header: guestTexts.columns.brand, cell: (r) => (r.brand ? guestTexts.yes : guestTexts.no), width: 80 },
    {
      id: 'emails',
      header: guestTexts.deliveries.column,
      width: 240,
      cell: (r) => <EmailsCell personID={r.registrationID} personName={personName(r)} deliveries={emails.byPerson.get(r.registrationID)} unavailable={emails.isError} />,
    },
    {
      id: 'actions',
      header: guestTexts.columns.actions,
      width: 104,
      cell: (r) => (
        <RowButtons>
          <CopyButton
            text={buildLink(links.attendeeJoin, r.loginCode)}
            label={guestTexts.list.copyLink(personName(r))}
            size="sm"
            onCopied={() => snackbar.show(texts.linkCopied)}
          />
          <IconButton label={guestTexts.list.manage(personName(r))} size="sm" onClick={() => setOpen({ dialog: 'manage', registrationID: r.registrationID })}>
            <Pencil />
          </IconButton>
        </RowButtons>
      ),
    },
  ];

  return (
    <PanelRoot aria-label={texts.label}>
      <Toolbar>
        <Button startIcon={<Plus />} onClick={() => setOpen({ dialog: 'add' })}>
          {texts.newPresenter}
        </Button>
      </Toolbar>
      <Table
        label={texts.label}
        columns={columns}
        rows={rows}
        getRowId={(r) => r.registrationID}
        height={480}
        loading={list.isPending}
        loadingText={texts.loading}
        error={list.isError ? texts.loadError : undefined}
        emptyText={texts.empty}
      />
      <PresenterDialog
        open={open?.dialog === 'add' || managed !== undefined}
        booking={booking}
        presenter={managed}
        onClose={() => setOpen(null)}
        onCopied={() => snackbar.show(texts.linkCopied)}
        api={api}
      />
      {snackbar.element}
    </PanelRoot>
  );
}
