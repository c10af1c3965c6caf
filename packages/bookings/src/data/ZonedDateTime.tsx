import type { Instant } from '@greenroom/core';
import { TruncatedText } from '@greenroom/ui';
import { useDateTimeFormat } from './useDateTimeFormat';
import { YourTimeLine, ZonedLines } from './zonedDateTimeStyles';

export interface ZonedDateTimeProps {
  instant: Instant | null | undefined;
  /** The zone of the record the time belongs to (a booking's own). */
  timezone: string;
}

/**
 * A date and time in its record's zone ('11/21/2026 3:00 PM PST') and, on a quieter second line,
 * the same moment on the viewer's clock when it reads differently ('6:00 PM EST your time'; see
 * {@link useDateTimeFormat}). Each line ends in an ellipsis where it does not fit (a table cell).
 * @example { id: 'start', header: 'Start', cell: (b) => <ZonedDateTime instant={b.start.time} timezone={b.start.timezone} /> }
 */
export function ZonedDateTime({ instant, timezone }: ZonedDateTimeProps) {
  const format = useDateTimeFormat();
  const yours = format.yourTime(instant, timezone);
  return (
    <ZonedLines data-ui="ZonedDateTime">
      <TruncatedText>{format.dateTime(instant, timezone)}</TruncatedText>
      {/* Read and copied as one text: '… 3:00 PM PST 6:00 PM EST your time'. */}
      {yours ? ' ' : null}
      {yours ? (
        <YourTimeLine>
          <TruncatedText>{yours}</TruncatedText>
        </YourTimeLine>
      ) : null}
    </ZonedLines>
  );
}
