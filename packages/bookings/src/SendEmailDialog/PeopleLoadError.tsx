import { useTexts } from '@greenroom/core';
import { Button, Dialog } from '@greenroom/ui';
import { emailTextTable } from '../textTables/email';
import { sendingTextTable } from '../textTables/sending';
import { StateBody } from './styles';

/** The part of a list query the error state reads and retries. */
interface ListQuery {
  data?: unknown;
  isError: boolean;
  failureCount: number;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** A people list that could not be read, with the spec's words for it. */
export interface PeopleQuery {
  query: ListQuery;
  message: string;
}

/**
 * True once a list has failed and has nothing to show: at its first failure, so the error shows
 * at once instead of after the query client's retry (which still runs, and may bring the list).
 * @example listFailed(useGuestRegistrations(bookingID)) // true after a 500
 */
export function listFailed(query: ListQuery): boolean {
  return query.data === undefined && (query.isError || query.failureCount > 0);
}

/**
 * Send Email when a people list could not be read (docs/reference/bookings.md §8: 'An error occurred
 * getting attendees for this booking', '… presenters …'): each failure's text as an alert, RETRY
 * (reads the failed lists again, busy meanwhile) and CANCEL.
 * @example <PeopleLoadError failures={[{ query: attendees, message: sendingTexts.attendeesLoadError }]} onClose={close} />
 */
export function PeopleLoadError({ failures, onClose }: { failures: readonly PeopleQuery[]; onClose: () => void }) {
  const emailTexts = useTexts(emailTextTable);
  const sendingTexts = useTexts(sendingTextTable);
  const retrying = failures.some(({ query }) => query.isFetching);
  return (
    <Dialog
      open
      onClose={onClose}
      title={emailTexts.sendTitle}
      size="md"
      actions={
        <>
          <Button variant="text" onClick={onClose}>
            {emailTexts.cancel}
          </Button>
          <Button variant="secondary" busy={retrying} onClick={() => failures.forEach(({ query }) => void query.refetch())}>
            {sendingTexts.retry}
          </Button>
        </>
      }
    >
      <StateBody>
        {failures.map(({ message }) => (
          <p key={message} role="alert">
            {message}
          </p>
        ))}
      </StateBody>
    </Dialog>
  );
}
