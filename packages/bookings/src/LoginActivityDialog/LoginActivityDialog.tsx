import { formatDateTimeInZone, formatDuration, secondsInRoom, type AttendeeSummary, type Instant } from '@greenroom/core';
import { Button, Dialog } from '@greenroom/ui';
import { rmaTexts } from '../textsRma';
import { ActivityTable } from './styles';

const texts = rmaTexts.attendees;

export interface LoginActivityDialogProps {
  /** The person whose connections show; null keeps the dialog closed. */
  attendee: AttendeeSummary | null;
  /** Producer role 0: socket ID and attendees ID show. */
  superAdmin: boolean;
  timezone: string;
  now: Instant;
  onClose: () => void;
}

/**
 * Login Activity: every raw connection of one person (start, end, time in room), with the socket
 * ID and attendees ID for super-admins only.
 * @example <LoginActivityDialog attendee={row} superAdmin={false} timezone="America/Chicago" now={now} onClose={close} />
 */
export function LoginActivityDialog({ attendee, superAdmin, timezone, now, onClose }: LoginActivityDialogProps) {
  const columns = texts.activityColumns;
  return (
    <Dialog
      open={attendee !== null}
      onClose={onClose}
      title={texts.activityTitle}
      size="lg"
      actions={
        <Button variant="secondary" onClick={onClose}>
          {texts.close}
        </Button>
      }
    >
      <ActivityTable>
        <thead>
          <tr>
            <th scope="col">{columns.start}</th>
            <th scope="col">{columns.end}</th>
            <th scope="col">{columns.timeInRoom}</th>
            {superAdmin ? <th scope="col">{columns.socketID}</th> : null}
            {superAdmin ? <th scope="col">{columns.attendeesID}</th> : null}
          </tr>
        </thead>
        <tbody>
          {(attendee?.records ?? []).map((record) => (
            <tr key={record.attendeesID}>
              <td>{formatDateTimeInZone(record.startTime, timezone)}</td>
              <td>{record.endTime === '' ? texts.inRoom : formatDateTimeInZone(record.endTime, timezone)}</td>
              <td>{formatDuration(secondsInRoom(record.startTime, record.endTime, now))}</td>
              {superAdmin ? <td>{record.socketID}</td> : null}
              {superAdmin ? <td>{record.attendeesID}</td> : null}
            </tr>
          ))}
        </tbody>
      </ActivityTable>
    </Dialog>
  );
}
