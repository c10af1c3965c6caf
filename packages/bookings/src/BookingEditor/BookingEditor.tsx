import { isLive, useNavigate, useTexts, type Booking } from '@greenroom/core';
import { Button, CopyButton, IconButton, Spinner, Tabs } from '@greenroom/ui';
import { ArrowLeft, Copy, Pencil, Trash2 } from 'lucide-react';
import { Suspense, useDeferredValue, useState } from 'react';
import { LazyBookingNameDialog } from '../BookingNameDialog/LazyBookingNameDialog';
import { useBooking, useDeleteBooking } from '../data/bookingQueries';
import { preloadOnIntent } from '../data/preloadOnIntent';
import { useClockTick } from '../data/useClockTick';
import { LazyDuplicateBookingDialog } from '../DuplicateBookingDialog/LazyDuplicateBookingDialog';
import { LazyConfirmDialog } from '../LazyConfirmDialog';
import { mainTextTable } from '../textTables/main';
import type { BookingEditorSlice } from '../types';
import { bookingEditorTabs, type EditorTab } from './editorTabs';
import { BookingIdRow, EditorRoot, Header, LiveBadge, PanelFrame, Spacer, Title } from './styles';

export interface BookingEditorProps {
  bookingID: string;
  /** Producer role 0 shows the booking ID with copy, extra spacing and the super-admin settings. */
  superAdmin?: boolean;
  /** BACK and after a delete. Default: the provider's navigate to /space/{spaceID}. */
  onBack?: (spaceID: string) => void;
  /** After a duplicate. Default: the provider's navigate to /booking/{bookingID}. */
  onOpenBooking?: (bookingID: string) => void;
  /** The tab list (data): a later issue adds a tab by adding one entry. */
  tabs?: readonly EditorTab[];
  /** Overrides the PortalProvider's api. */
  api?: BookingEditorSlice;
}

type HeaderDialog = 'rename' | 'duplicate' | 'delete' | null;

/**
 * The booking edit view (docs/reference/bookings.md §2.2): the name, a LIVE badge while the provider's
 * clock is between start and end (appearing and disappearing as time passes), edit name,
 * duplicate (run start/end dialogs), delete ('Delete This Booking?') and BACK; super-admins also
 * see the booking ID with a copy button. Below, the tabs of {@link bookingEditorTabs}. The
 * header's dialogs load on first use (ahead when their button is pointed at, pressed or focused),
 * so the editor's first bytes carry no dialog (issue 31).
 *
 * @example
 * <BookingEditor bookingID="b1" superAdmin={role === 0} onBack={(spaceID) => navigate(`/space/${spaceID}`)} />
 */
export function BookingEditor({ bookingID, ...rest }: BookingEditorProps) {
  const texts = useTexts(mainTextTable);
  const query = useBooking(bookingID, rest.api);
  if (query.data) return <LoadedEditor booking={query.data} {...rest} />;
  if (query.isError) return <p role="alert">{texts.bookingError}</p>;
  return <Spinner label={texts.loadingBooking} />;
}

function LoadedEditor({ booking, superAdmin = false, onBack, onOpenBooking, tabs = bookingEditorTabs, api }: Omit<BookingEditorProps, 'bookingID'> & { booking: Booking }) {
  const texts = useTexts(mainTextTable);
  const navigate = useNavigate();
  const back = onBack ?? ((spaceID: string) => navigate(`/space/${spaceID}`));
  const open = onOpenBooking ?? ((id: string) => navigate(`/booking/${id}`));
  const now = useClockTick([booking.start.time, booking.end.time, booking.accessTime]);
  const [dialog, setDialog] = useState<HeaderDialog>(null);
  const [tabID, setTabID] = useState('overview');
  const remove = useDeleteBooking(api);

  const shown = tabs.filter((tab) => tab.visible(booking, now));
  const current = shown.find((tab) => tab.id === tabID) ?? shown[0];
  // The panel follows the chosen tab a render later: while a tab's code still loads, the previous
  // panel stays (marked busy) instead of a spinner that React would then hold for 300 ms (issue 31).
  const panelTabID = useDeferredValue(current?.id);
  const panel = shown.find((tab) => tab.id === panelTabID) ?? current;
  const close = () => setDialog(null);

  return (
    <EditorRoot data-ui="BookingEditor">
      <Header $superAdmin={superAdmin}>
        <Title>{booking.name}</Title>
        {isLive(now, booking.start.time, booking.end.time) ? <LiveBadge>{texts.live}</LiveBadge> : null}
        <IconButton label={texts.editName} onClick={() => setDialog('rename')} {...preloadOnIntent(LazyBookingNameDialog.preload)}>
          <Pencil />
        </IconButton>
        <IconButton label={texts.duplicate} onClick={() => setDialog('duplicate')} {...preloadOnIntent(LazyDuplicateBookingDialog.preload)}>
          <Copy />
        </IconButton>
        <IconButton label={texts.deleteBooking} onClick={() => setDialog('delete')} {...preloadOnIntent(LazyConfirmDialog.preload)}>
          <Trash2 />
        </IconButton>
        <Spacer />
        <Button variant="secondary" startIcon={<ArrowLeft />} onClick={() => back(booking.spaceID)}>
          {texts.back}
        </Button>
        {superAdmin ? (
          <BookingIdRow>
            <span>{`${texts.bookingIDLabel}: ${booking.bookingID}`}</span>
            <CopyButton text={booking.bookingID} label={texts.copyBookingID} size="sm" />
          </BookingIdRow>
        ) : null}
      </Header>
      {current ? (
        <Tabs label={texts.tabsLabel} items={shown.map(({ id, label, textKey, preload }) => ({ id, label: textKey ? texts.tabs[textKey] : label, onIntent: preload && (() => void preload().catch(() => undefined)) }))} value={current.id} onChange={setTabID}>
          <Suspense fallback={<Spinner />}>
            <PanelFrame aria-busy={panel !== current || undefined}>
              <panel.Panel booking={booking} superAdmin={superAdmin} api={api} />
            </PanelFrame>
          </Suspense>
        </Tabs>
      ) : null}
      <LazyBookingNameDialog open={dialog === 'rename'} spaceID={booking.spaceID} booking={booking} api={api} onClose={close} />
      <LazyDuplicateBookingDialog open={dialog === 'duplicate'} booking={booking} api={api} onClose={close} onDuplicated={(copy) => open(copy.bookingID)} />
      <LazyConfirmDialog
        open={dialog === 'delete'}
        title={texts.deleteTitle}
        message={texts.deleteMessage}
        confirmLabel={texts.confirm}
        cancelLabel={texts.cancel}
        confirmVariant="danger"
        errorMessage={texts.deleteError}
        onCancel={close}
        onConfirm={() => remove.mutateAsync(booking).then(() => back(booking.spaceID))}
      />
    </EditorRoot>
  );
}
