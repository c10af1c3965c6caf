import { formatInZone, formatTexts, useTexts, type Instant } from '@greenroom/core';
import { TruncatedText } from '@greenroom/ui';
import { TwoLines } from './styles';

export interface DateTimeCellProps {
  /** The moment shown. */
  instant: Instant | null | undefined;
  /** The zone it is shown in (a booking's own zone, the browser's, America/Chicago...). */
  timezone: string;
}

/**
 * A date and time with its zone for a table cell: the date on one line, the time and zone under
 * it, so a narrow column shows all of it ('11/21/2026' over '3:00 PM CST', in German '21.11.2026'
 * over '15:00 CST': the locale's `formatTexts`). Read (and copied) as one text, '11/21/2026 3:00 PM CST'. Give its table `rowHeight={DATE_TIME_ROW_HEIGHT}` and its
 * column `width: DATE_TIME_COLUMN_WIDTH`.
 * @example { id: 'start', header: 'Start', width: DATE_TIME_COLUMN_WIDTH, cell: (b) => <DateTimeCell instant={b.start.time} timezone={b.start.timezone} /> }
 */
export function DateTimeCell({ instant, timezone }: DateTimeCellProps) {
  const formats = useTexts(formatTexts);
  const text = formatInZone(instant, timezone, `${formats.dateTime} z`);
  // The date (MM/DD/YYYY, DD.MM.YYYY) has no space: the first space parts it from the time and zone.
  const gap = text.indexOf(' ');
  if (gap < 0) return text ? <TruncatedText>{text}</TruncatedText> : null;
  return (
    <TwoLines data-ui="DateTimeCell">
      <TruncatedText>{text.slice(0, gap)}</TruncatedText> <TruncatedText>{text.slice(gap + 1)}</TruncatedText>
    </TwoLines>
  );
}
