import { isOffered, sortByPersonName, statusOf, useTexts } from '@greenroom/core';
import type { Registration } from '@greenroom/core';
import { Checkbox, IconButton, VisuallyHidden, type TableColumn } from '@greenroom/ui';
import { Download, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { AttendeeDialog } from '../AttendeeDialog';
import { useBookingsApi } from '../data/bookingsApi';
import { personName, type GuestListBooking, type GuestsSlice } from '../data/guestSlices';
import { useGuestRegistrations } from '../data/guestListQuery';
import { PeoplePanel } from '../PeoplePanel';
import { guestFlowToolsTextTable } from '../textTables/guestFlowTools';
import { guestListTextTable } from '../textTables/guestList';
import { UploadGuestsDialog } from '../UploadGuestsDialog';
import { GuestFlowTools } from './GuestFlowTools';
import { showsStatus, useGuestStatusText } from './guestStatus';
import { useGuestSelection } from './useGuestSelection';

export interface GuestListPanelProps {
  booking: GuestListBooking;
  /** Overrides the PortalProvider's api. */
  api?: GuestsSlice;
}

/**
 * The Guest List tab (docs/reference/bookings.md §2.4): NEW, upload and download; the guests by last then
 * first name (alternating rows, virtualized for 10,000 guests) with the templates that reached,
 * failed or wait for each (one deliveries call per booking), copy-link and manage buttons;
 * the Add/Manage Attendee and Upload Attendee List dialogs. The dialogs load on first use (ahead
 * when their button is pointed at or focused) and the CSV writer on the first download, so the
 * panel's first bytes carry neither. Actions whose call the backend does not offer (`notOffered`
 * from @greenroom/core: the import, the Emails column, resend invite, regenerate link) are left
 * out. With the guest flow (issue 27) a Status column ('Pending', 'Waitlisted (#3)', 'Offered
 * until …') shows when the booking requires approval or has a waitlist or a guest is not approved;
 * pending guests get a checkbox for APPROVE / DENY (only when the backend offers
 * `registrations.decide`), and 'WAITLIST (n)' opens the line (PROMOTE only with `registrations.promote`).
 * Embeddable through
 * `@greenroom/bookings/guests`.
 * @example <GuestListPanel booking={booking} />
 */
export function GuestListPanel({ booking, api }: GuestListPanelProps) {
  const texts = useTexts(guestListTextTable).list;
  const panelTexts = useMemo(() => ({ ...texts, newPerson: texts.newGuest }), [texts]);
  const list = useGuestRegistrations(booking.bookingID, api);
  const [uploading, setUploading] = useState(false);
  const registrations = useBookingsApi(api).registrations;
  const canImport = isOffered(registrations?.bulkCreate);
  const canDecide = isOffered(registrations?.decide);
  const flowTexts = useTexts(guestFlowToolsTextTable);
  const statusText = useGuestStatusText();
  const guests = useMemo(() => sortByPersonName(list.data ?? [], (r) => r.registrationData), [list.data]);
  const pending = useMemo(() => guests.filter((r) => statusOf(r) === 'pending').map((r) => r.registrationID), [guests]);
  const selection = useGuestSelection(pending);
  const selecting = canDecide && pending.length > 0;

  const leadingColumns: TableColumn<Registration>[] = selecting
    ? [
        {
          id: 'select',
          header: <VisuallyHidden>{flowTexts.decision.column}</VisuallyHidden>,
          label: '',
          width: 48,
          cell: (r) =>
            statusOf(r) === 'pending' ? (
              <Checkbox
                label={<VisuallyHidden>{flowTexts.decision.select(personName(r))}</VisuallyHidden>}
                checked={selection.isSelected(r.registrationID)}
                onCheckedChange={(on) => selection.toggle(r.registrationID, on)}
              />
            ) : null,
        },
      ]
    : [];
  const moreColumns: TableColumn<Registration>[] = showsStatus(booking, guests)
    ? [{ id: 'status', header: flowTexts.status.column, width: '1.5fr', cell: statusText }]
    : [];

  // The CSV writer (papaparse) loads on the first download, like the dialogs on their first open.
  const download = async (rows: Registration[], notify: (message: string) => void) => {
    const { downloadGuestList } = await import('./downloadGuestList');
    downloadGuestList(booking, rows);
    notify(texts.downloaded);
  };

  return (
    <PeoplePanel
      booking={booking}
      list={list}
      texts={panelTexts}
      api={api}
      leadingColumns={leadingColumns}
      moreColumns={moreColumns}
      tools={(rows, notify) => (
        <>
          {canImport && (
            <IconButton label={texts.upload} onClick={() => setUploading(true)} onPointerEnter={UploadGuestsDialog.preload} onFocus={UploadGuestsDialog.preload}>
              <Upload />
            </IconButton>
          )}
          <IconButton label={texts.download} onClick={() => download(rows, notify)} disabled={rows.length === 0}>
            <Download />
          </IconButton>
          <GuestFlowTools
            booking={booking}
            guests={guests}
            selection={selection}
            canDecide={canDecide}
            canPromote={isOffered(registrations?.promote)}
            api={api}
            notify={notify}
          />
        </>
      )}
      dialog={({ person, ...controls }) => <AttendeeDialog {...controls} booking={booking} registration={person} api={api} />}
      preloadDialog={AttendeeDialog.preload}
    >
      {canImport && <UploadGuestsDialog open={uploading} booking={booking} onClose={() => setUploading(false)} api={api} />}
    </PeoplePanel>
  );
}
