import {
  addressTypeOf,
  buildLink,
  csvFileName,
  guestListCsv,
  sortByPersonName,
  useLinks,
  type Booking,
  type Registration,
} from '@greenroom/core';
import { Button, CopyButton, IconButton, Table, useSnackbar, type TableColumn } from '@greenroom/ui';
import { Download, Pencil, Plus, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { AttendeeDialog } from '../AttendeeDialog';
import { saveFile } from '../data/download';
import { personName, type GuestsSlice } from '../data/guestSlices';
import { useGuestRegistrations } from '../data/guestListQuery';
import { useDeliveriesByPerson } from '../data/useDeliveriesByPerson';
import { guestTexts } from '../textsGuests';
import { UploadGuestsDialog } from '../UploadGuestsDialog';
import { EmailsCell } from './EmailsCell';
import { PanelRoot, RowButtons, Toolbar } from './styles';

const texts = guestTexts.list;

export interface GuestListPanelProps {
  booking: Booking;
  /** Overrides the PortalProvider's api. */
  api?: GuestsSlice;
}

type Open = { dialog: 'add' } | { dialog: 'manage'; registrationID: string } | { dialog: 'upload' } | null;

/**
 * The Guest List tab (spec/bookings.md §2.4): NEW, upload and download; the guests by last then
 * first name (alternating rows, virtualized for 10,000 guests) with the templates that reached,
 * failed or wait for each (one deliveries call per booking), copy-link and manage buttons;
 * the Add/Manage Attendee and Upload Attendee List dialogs. Embeddable through
 * `@greenroom/bookings/guests`.
 * @example <GuestListPanel booking={booking} />
 */
export function GuestListPanel({ booking, api }: GuestListPanelProps) {
  const links = useLinks();
  const list = useGuestRegistrations(booking.bookingID, api);
  const snackbar = useSnackbar();
  const [open, setOpen] = useState<Open>(null);
  const rows = useMemo(() => sortByPersonName(list.data ?? [], (r) => r.registrationData), [list.data]);
  const emails = useDeliveriesByPerson(booking, list.data, api);
  const managed = open?.dialog === 'manage' ? rows.find((r) => r.registrationID === open.registrationID) : undefined;

  const columns: TableColumn<Registration>[] = [
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
            label={texts.copyLink(personName(r))}
            size="sm"
            onCopied={() => snackbar.show(texts.linkCopied)}
          />
          <IconButton label={texts.manage(personName(r))} size="sm" onClick={() => setOpen({ dialog: 'manage', registrationID: r.registrationID })}>
            <Pencil />
          </IconButton>
        </RowButtons>
      ),
    },
  ];

  const download = () => {
    const csv = guestListCsv(rows, addressTypeOf(booking.intakeFields));
    saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), csvFileName(booking.name, 'guest-list'));
    snackbar.show(texts.downloaded);
  };

  return (
    <PanelRoot aria-label={texts.label}>
      <Toolbar>
        <Button startIcon={<Plus />} onClick={() => setOpen({ dialog: 'add' })}>
          {texts.newGuest}
        </Button>
        <IconButton label={texts.upload} onClick={() => setOpen({ dialog: 'upload' })}>
          <Upload />
        </IconButton>
        <IconButton label={texts.download} onClick={download} disabled={rows.length === 0}>
          <Download />
        </IconButton>
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
      <AttendeeDialog
        open={open?.dialog === 'add' || managed !== undefined}
        booking={booking}
        registration={managed}
        onClose={() => setOpen(null)}
        onCopied={() => snackbar.show(texts.linkCopied)}
        api={api}
      />
      <UploadGuestsDialog open={open?.dialog === 'upload'} booking={booking} onClose={() => setOpen(null)} api={api} />
      {snackbar.element}
    </PanelRoot>
  );
}
