import { formatInZone, formatTexts, isHttpStatus, useTexts, type GuestApi, type GuestPage } from '@greenroom/core';
import { Button, ConfirmDialog, Spinner } from '@greenroom/ui';
import { useState } from 'react';
import { useGuestApi } from '../GuestProvider';
import { useGuestCall } from '../data';
import { AddToCalendar, Countdown, EventTimes, LinkProblem } from '../parts';
import { ButtonLink, Muted, PageRoot, Section } from '../parts/styles';
import { guestTextTable } from '../texts';
import { browserZone } from '../viewer/viewerZone';

/** Props of JoinPage. */
export interface JoinPageProps {
  /** The login code of the guest's personal link (`/guest/intake/<code>`). */
  code: string;
  /** The guest calls; default the GuestProvider's. */
  api?: GuestApi;
  /** The viewer's zone shown beside the event's; default the browser's (Intl), else the guest's stored zone. */
  viewerZone?: string | null;
}

/** What the room's state says, and what it offers: the countdown, the entry link or the booking's own text. */
function RoomState({ page, onOpened }: { page: GuestPage; onOpened: () => void }) {
  const texts = useTexts(guestTextTable).join;
  switch (page.roomState) {
    case 'notOpenYet':
      return (
        <>
          <p>{texts.notOpenYet}</p>
          <Countdown target={Date.parse(page.roomOpens)} onDone={onOpened} />
        </>
      );
    case 'open':
      return (
        <>
          <p>{texts.open}</p>
          <ButtonLink href={page.joinUrl}>{texts.joinNow}</ButtonLink>
        </>
      );
    case 'full':
      return <p role="status">{texts.full}</p>;
    default:
      return <p role="status">{page.linkMessage || texts.closed}</p>;
  }
}

/** Where a registration without a place stands (issue 27): waiting for approval, on the waitlist, offered a place (with CLAIM), not approved, cancelled. */
function Standing({ page, zone, busy, onClaim }: { page: GuestPage; zone: string; busy: boolean; onClaim: () => void }) {
  const texts = useTexts(guestTextTable).join;
  const format = useTexts(formatTexts);
  switch (page.status) {
    case 'pending':
      return <p role="status">{texts.pending}</p>;
    case 'waitlisted':
      return <p role="status">{texts.waitlisted(page.waitlistPosition)}</p>;
    case 'offered':
      return (
        <>
          <p role="status">{texts.offered(formatInZone(page.offerExpiresAt ?? '', zone, format.dateTime))}</p>
          <Button busy={busy} onClick={onClaim}>
            {texts.claim}
          </Button>
        </>
      );
    case 'denied':
      return <p role="status">{texts.denied}</p>;
    default:
      return <p role="status">{texts.cancelled}</p>;
  }
}

/** CANCEL MY REGISTRATION, after a confirm. */
function CancelRegistration({ busy, onCancel }: { busy: boolean; onCancel: () => Promise<unknown> }) {
  const texts = useTexts(guestTextTable).join;
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {texts.cancel}
      </Button>
      <ConfirmDialog
        open={asking}
        title={texts.cancelTitle}
        message={texts.cancelMessage}
        confirmLabel={texts.cancelConfirm}
        cancelLabel={texts.keep}
        confirmVariant="danger"
        busy={busy}
        onConfirm={async () => {
          await onCancel();
          setAsking(false);
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/** The statuses a guest may still give up. */
const OPEN_STATUSES: readonly GuestPage['status'][] = ['approved', 'pending', 'waitlisted', 'offered'];

/** Doors Open Early's times, in the event's zone. */
function Doors({ page }: { page: GuestPage }) {
  const texts = useTexts(guestTextTable).join;
  const format = useTexts(formatTexts);
  const zone = page.start.timezone;
  return <Muted>{texts.doors(formatInZone(page.doorsOpen, zone, format.dateTime), formatInZone(page.doorsClosed, zone, format.dateTime))}</Muted>;
}

/**
 * The page a guest's personal link opens: the event's name and time (the viewer's own time beside
 * the event's), the doors, the room's state by the server's clock with a countdown to its opening
 * or the entry link, 'Add to calendar', and the booking's support message. A refused link shows
 * the booking's own message (Messages tab), focused.
 * @example
 * <GuestProvider api={createGuestHttpApi({ baseUrl: '/api' })}>
 *   <JoinPage code={params.code} />
 * </GuestProvider>
 */
export function JoinPage({ code, api: apiProp, viewerZone }: JoinPageProps) {
  const texts = useTexts(guestTextTable);
  const api = useGuestApi(apiProp);
  const [state, reload] = useGuestCall(code, (signal) => api.page({ code, signal }));
  const [acting, setActing] = useState(false);
  const [actionError, setActionError] = useState('');

  /** A claim or cancel, then the page read again (a refusal, such as a lapsed offer, is shown). */
  const act = async (call: () => Promise<unknown>) => {
    setActing(true);
    setActionError('');
    try {
      await call();
    } catch (error) {
      setActionError((error as Error).message);
    } finally {
      setActing(false);
      reload();
    }
  };

  if (state.status === 'loading') {
    return (
      <PageRoot data-ui="GuestJoinPage" aria-busy="true">
        <Spinner size={32} label={texts.loading} />
      </PageRoot>
    );
  }
  if (state.status === 'error') {
    const refused = isHttpStatus(state.error, 404);
    return (
      <PageRoot data-ui="GuestJoinPage">
        <LinkProblem message={state.error.message} onRetry={refused ? undefined : reload} />
      </PageRoot>
    );
  }
  const page = state.data;
  const zone = viewerZone === undefined ? (browserZone() ?? (page.timeZone || null)) : viewerZone;
  return (
    <PageRoot data-ui="GuestJoinPage">
      <header>
        <Muted>{texts.join.greeting(page.firstName)}</Muted>
        <h1>{page.bookingName}</h1>
      </header>
      <EventTimes start={page.start} end={page.end} viewerZone={zone} />
      <Section aria-label={page.bookingName}>
        {page.status === 'approved' ? (
          <RoomState page={page} onOpened={reload} />
        ) : (
          <Standing page={page} zone={zone ?? page.start.timezone} busy={acting} onClaim={() => void act(() => api.claim({ code }))} />
        )}
        {actionError && <p role="alert">{actionError}</p>}
        {page.enableDoors && <Doors page={page} />}
        {OPEN_STATUSES.includes(page.status) && <CancelRegistration busy={acting} onCancel={() => act(() => api.cancel({ code }))} />}
      </Section>
      <AddToCalendar event={{ title: page.bookingName, start: page.start.time, end: page.end.time, url: page.intakeUrl }} icsUrl={api.icsUrl(code)} />
      {page.supportMessage && (
        <Section aria-label={texts.join.support}>
          <h2>{texts.join.support}</h2>
          <p>{page.supportMessage}</p>
        </Section>
      )}
    </PageRoot>
  );
}
