import { formatInZone, formatTexts, secondZoneFor, useTexts, zoneAbbreviation, type BookingTime } from '@greenroom/core';
import { guestTextTable } from '../texts';
import { Muted, Section } from './styles';

/** Props of EventTimes. */
export interface EventTimesProps {
  start: BookingTime;
  end: BookingTime;
  /** The viewer's IANA zone (the browser's, or the guest's stored one); shown beside the event's when its clock differs. */
  viewerZone: string | null;
}

/** One start–end line in a zone: '11/21/2026 3:00 PM – 4:00 PM CST'. */
function span(start: BookingTime, end: BookingTime, zone: string, format: { dateTime: string; time: string }): string {
  const ms = Date.parse(start.time);
  return `${formatInZone(start.time, zone, format.dateTime)} – ${formatInZone(end.time, zone, format.time)} ${zoneAbbreviation(ms, zone)}`;
}

/**
 * The event's time in its own zone, and the viewer's own time beside it when their clocks differ
 * (core's secondZoneFor), in the locale's date format.
 * @example <EventTimes start={page.start} end={page.end} viewerZone="Europe/Berlin" />
 */
export function EventTimes({ start, end, viewerZone }: EventTimesProps) {
  const texts = useTexts(guestTextTable).join;
  const format = useTexts(formatTexts);
  const eventZone = start.timezone;
  const second = secondZoneFor(start.time, eventZone, viewerZone);
  return (
    <Section aria-label={texts.eventTime} data-ui="GuestEventTimes">
      <dl>
        <dt>{texts.eventTime}</dt>
        <dd>
          {span(start, end, eventZone, format)}
          <Muted as="span"> ({eventZone})</Muted>
        </dd>
        {second && (
          <>
            <dt>{texts.yourTime}</dt>
            <dd>
              {span(start, end, second, format)}
              <Muted as="span"> ({second})</Muted>
            </dd>
          </>
        )}
      </dl>
    </Section>
  );
}
