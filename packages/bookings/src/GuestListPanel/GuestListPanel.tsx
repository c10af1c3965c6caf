import { isOffered, useTexts } from '@greenroom/core';
import type { Registration } from '@greenroom/core';
import { IconButton } from '@greenroom/ui';
import { Download, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { AttendeeDialog } from '../AttendeeDialog';
import { useBookingsApi } from '../data/bookingsApi';
import type { GuestListBooking, GuestsSlice } from '../data/guestSlices';
import { useGuestRegistrations } from '../data/guestListQuery';
import { PeoplePanel } from '../PeoplePanel';
import { bookingsTextTable } from '../texts';
import { UploadGuestsDialog } from '../UploadGuestsDialog';

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
 * out. Embeddable through
 * `@greenroom/bookings/guests`.
 * @example <GuestListPanel booking={booking} />
 */
export function GuestListPanel({ booking, api }: GuestListPanelProps) {
  const texts = useTexts(bookingsTextTable).guests.list;
  const panelTexts = useMemo(() => ({ ...texts, newPerson: texts.newGuest }), [texts]);
  const list = useGuestRegistrations(booking.bookingID, api);
  const [uploading, setUploading] = useState(false);
  const canImport = isOffered(useBookingsApi(api).registrations?.bulkCreate);

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
        </>
      )}
      dialog={({ person, ...controls }) => <AttendeeDialog {...controls} booking={booking} registration={person} api={api} />}
      preloadDialog={AttendeeDialog.preload}
    >
      {canImport && <UploadGuestsDialog open={uploading} booking={booking} onClose={() => setUploading(false)} api={api} />}
    </PeoplePanel>
  );
}
