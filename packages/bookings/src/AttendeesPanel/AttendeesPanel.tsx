import {
  addressTypeOf,
  attendanceCsv,
  csvFileName,
  inEventCount,
  isRoomOpen,
  mergeAttendance,
  peakInRoom,
  roomSeries,
  useNow,
  useTexts,
  type AttendeeSummary,
  type PortalApi,
} from '@greenroom/core';
import { IconButton, RadioGroup, Snackbar, Spinner, TextField } from '@greenroom/ui';
import { Download, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { AttendeeInfoDialog } from '../AttendeeInfoDialog';
import { useAttendanceList } from '../data/attendanceQueries';
import { useDateTimeFormat } from '../data/useDateTimeFormat';
import { saveFile } from '../data/download';
import { useGuestRegistrations } from '../data/guestListQuery';
import { LoginActivityDialog } from '../LoginActivityDialog';
import { PanelRoot, Section, SectionTitle } from '../OverviewPanel/styles';
import { rmaTextTable } from '../textTables/rma';
import { AttendeeTable } from './AttendeeTable';
import type { AttendeesBooking } from './attendeesBooking';
import { viewCsv, viewRows, type AttendanceView } from './attendanceView';
import { RegistrationTable } from './RegistrationTable';
import { RoomChart } from './RoomChart';
import { LiveRegion, Stats, Toolbar } from './styles';

const VIEWS: AttendanceView[] = ['all', 'registeredCame', 'registeredAbsent', 'unlisted'];

/** The api slice the Attendees tab uses. */
export type AttendeesSlice = Pick<PortalApi, 'attendance' | 'registrations'>;

export interface AttendeesPanelProps {
  /** The booking's summary the panel reads (a whole `Booking` is one). */
  booking: AttendeesBooking;
  /** Producer role 0: socket ID and attendees ID show in Login Activity. */
  superAdmin?: boolean;
  /** Overrides the PortalProvider's api. */
  api?: AttendeesSlice;
}

const csvBlob = (csv: string) => new Blob([csv], { type: 'text/csv;charset=utf-8' });

/**
 * The Attendees tab (docs/reference/bookings.md §2.9): one row per person (rejoins and second devices
 * merged), search on 'first last', the in-event count, peak and a chart of people in the room,
 * refresh and the §9 CSV, the guest list against who came, and the Attendee Information and Login
 * Activity dialogs. While the room is open the list refreshes by itself (paused while the page is
 * hidden) and the count is announced politely. Embeddable through `@greenroom/bookings/attendees`.
 * @example <AttendeesPanel booking={booking} superAdmin={role === 0} />
 */
export function AttendeesPanel({ booking, superAdmin = false, api }: AttendeesPanelProps) {
  const texts = useTexts(rmaTextTable).attendees;
  const format = useDateTimeFormat();
  const clock = useNow();
  const now = clock();
  const live = isRoomOpen(booking, now.valueOf());
  const attendance = useAttendanceList({ bookingID: booking.bookingID, spaceID: booking.spaceID, live }, api);
  const guests = useGuestRegistrations(booking.bookingID, api);
  const [search, setSearch] = useState('');
  const [view, setView] = useState<AttendanceView>('all');
  const [info, setInfo] = useState<AttendeeSummary | null>(null);
  const [activity, setActivity] = useState<AttendeeSummary | null>(null);
  const [downloaded, setDownloaded] = useState(0);
  const titleId = useId();

  const timezone = booking.start.timezone;
  const addressType = addressTypeOf(booking.intakeFields);
  const records = attendance.data ?? [];
  const attendees = mergeAttendance(records, now);
  const inEvent = inEventCount(records);
  const peak = peakInRoom(records, now);
  const peakText = peak ? texts.peakValue(peak.count, format.dateTime(peak.at, timezone)) : texts.noPeak;
  const shown = viewRows(view, attendees, guests.data ?? [], search);
  const emptyText = records.length === 0 && view === 'all' && search.trim() === '' ? texts.empty : view === 'all' ? texts.noMatch : texts.viewEmpty;

  const download = () => {
    saveFile(csvBlob(attendanceCsv(records, { addressType, timezone, now })), csvFileName(booking.name, 'attendees'));
    setDownloaded((count) => count + 1);
  };
  const downloadView = () => {
    const { csv, fileName } = viewCsv(shown, { bookingName: booking.name, view, addressType, timezone, now });
    saveFile(csvBlob(csv), fileName);
    setDownloaded((count) => count + 1);
  };

  return (
    <PanelRoot data-ui="AttendeesPanel">
      <Section aria-labelledby={titleId}>
        <SectionTitle id={titleId}>{texts.title}</SectionTitle>
        <Toolbar>
          <TextField label={texts.search} type="search" value={search} onValueChange={setSearch} />
          <IconButton label={texts.refresh} busy={attendance.isFetching} onClick={() => void attendance.refetch()}>
            <RefreshCw />
          </IconButton>
          <IconButton label={texts.download} disabled={!attendance.isSuccess} onClick={download}>
            <Download />
          </IconButton>
        </Toolbar>
        {/* Figures only from a list that loaded: while it loads or after it failed they would be false. */}
        {attendance.isSuccess ? (
          <Stats>
            <div>
              <dt>{texts.inEvent}</dt>
              <dd>{inEvent}</dd>
            </div>
            <div>
              <dt>{texts.peak}</dt>
              <dd>{peakText}</dd>
            </div>
          </Stats>
        ) : null}
        <LiveRegion role="status" aria-live="polite">
          {attendance.isSuccess ? texts.liveSummary(inEvent, attendees.length) : ''}
        </LiveRegion>
        {attendance.isSuccess ? <RoomChart series={roomSeries(records, now)} timezone={timezone} peakText={peakText} /> : null}
      </Section>
      <Section aria-label={texts.viewLabel}>
        <Toolbar>
          <RadioGroup
            label={texts.viewLabel}
            orientation="horizontal"
            value={view}
            onChange={(next) => setView(next as AttendanceView)}
            options={VIEWS.map((id) => ({ value: id, label: texts.views[id] }))}
          />
          {view !== 'all' ? (
            <IconButton label={texts.downloadView} disabled={!attendance.isSuccess} onClick={downloadView}>
              <Download />
            </IconButton>
          ) : null}
        </Toolbar>
        {view !== 'all' && guests.isPending ? <Spinner label={texts.loading} /> : null}
        {shown.kind === 'registrations' ? (
          <RegistrationTable label={texts.views[view]} rows={shown.rows} emptyText={texts.viewEmpty} />
        ) : (
          <AttendeeTable
            label={texts.views[view]}
            rows={shown.rows}
            timezone={timezone}
            loading={attendance.isPending}
            error={attendance.isError ? texts.error : null}
            emptyText={emptyText}
            onInfo={setInfo}
            onActivity={setActivity}
          />
        )}
      </Section>
      <AttendeeInfoDialog attendee={info} onClose={() => setInfo(null)} />
      <LoginActivityDialog attendee={activity} superAdmin={superAdmin} timezone={timezone} now={now} onClose={() => setActivity(null)} />
      <Snackbar open={downloaded > 0} resetKey={downloaded} message={texts.downloaded} onClose={() => setDownloaded(0)} />
    </PanelRoot>
  );
}
