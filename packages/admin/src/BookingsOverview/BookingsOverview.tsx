import { formatTexts, toCalendarDay, useNow, useTexts } from '@greenroom/core';
import { StaticCalendar, Table, TruncatedText } from '@greenroom/ui';
import { useState } from 'react';
import { useBookingsOnDay, type OverviewBooking } from '../data/useBookingsOnDay';
import { DATE_TIME_COLUMN_WIDTH, DATE_TIME_ROW_HEIGHT, DateTimeCell, dayText, Section } from '../shared';
import { adminTextTable } from '../texts';
import type { AdminSlice } from '../types';
import { NameButton, NameText, OverviewLayout } from './styles';

export interface BookingsOverviewProps {
  /** A booking's name was clicked: open /booking/{bookingID}. */
  onOpenBooking: (bookingID: string) => void;
  /** The day shown at first. Default: today (the provider's clock). */
  initialDate?: Date;
  /** Overrides the PortalProvider's api. */
  api?: AdminSlice;
}

/**
 * Bookings Overview (/bookings-admin): a static calendar 'Select Date' (today at first) and
 * 'Bookings on <date>' with Name, Space Name, Start and End in each booking's own zone; a booking
 * counts when it overlaps 00:01–23:59 of the day in its zone; newest first. A name opens the booking.
 * @example <BookingsOverview onOpenBooking={(id) => navigate(`/booking/${id}`)} />
 */
export function BookingsOverview({ onOpenBooking, initialDate, api }: BookingsOverviewProps) {
  const texts = useTexts(adminTextTable);
  const formats = useTexts(formatTexts);
  const now = useNow();
  const [day, setDay] = useState<Date>(() => {
    const today = initialDate ?? now();
    return new Date(today.getFullYear(), today.getMonth(), today.getDate());
  });
  const bookings = useBookingsOnDay({ day: toCalendarDay(day) }, api);
  const title = texts.bookingsOn(dayText(day, formats.date));
  return (
    <OverviewLayout data-ui="BookingsOverview">
      <StaticCalendar label={texts.selectDate} value={day} today={initialDate ?? now()} onChange={setDay} />
      <Section aria-label={title}>
        <h2>{title}</h2>
        <Table<OverviewBooking>
          label={title}
          rows={bookings.data ?? []}
          getRowId={(b) => b.bookingID}
          loading={bookings.isPending}
          error={bookings.isError ? texts.bookingsError : undefined}
          emptyText={texts.noBookings}
          height={360}
          rowHeight={DATE_TIME_ROW_HEIGHT}
          columns={[
            {
              id: 'name',
              header: texts.name,
              width: '1fr',
              cell: (b) => (
                <NameButton variant="text" title={b.name} onClick={() => onOpenBooking(b.bookingID)}>
                  <NameText>{b.name}</NameText>
                </NameButton>
              ),
            },
            { id: 'space', header: texts.spaceNameColumn, width: 128, cell: (b) => <TruncatedText>{b.spaceName}</TruncatedText> },
            {
              id: 'start',
              header: texts.start,
              width: DATE_TIME_COLUMN_WIDTH,
              cell: (b) => <DateTimeCell instant={b.start.time} timezone={b.start.timezone} />,
            },
            { id: 'end', header: texts.end, width: DATE_TIME_COLUMN_WIDTH, cell: (b) => <DateTimeCell instant={b.end.time} timezone={b.end.timezone} /> },
          ]}
        />
      </Section>
    </OverviewLayout>
  );
}
