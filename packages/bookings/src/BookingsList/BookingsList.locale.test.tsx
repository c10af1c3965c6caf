import { formatInZone, TextsProvider, type TextOverrides } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BookingStoryPortal, STORY_SPACE_ID, storyBooking } from '../stories/BookingStoryPortal';
import { StoryViewerZone } from '../stories/StoryViewerZone';
import { BookingsList } from './BookingsList';

/** The list in a host that picks the locale and overrides, with a button to switch to English. */
function Host({ locale = 'de', texts }: { locale?: string; texts?: TextOverrides }) {
  const [current, setCurrent] = useState(locale);
  return (
    <BookingStoryPortal>
      <button type="button" onClick={() => setCurrent('en')}>
        switch to English
      </button>
      <TextsProvider locale={current} texts={texts}>
        <StoryViewerZone>
          <BookingsList spaceID={STORY_SPACE_ID} onOpenBooking={() => undefined} />
        </StoryViewerZone>
      </TextsProvider>
    </BookingStoryPortal>
  );
}

const keynote = storyBooking('booking-1');
const rowOf = (name: string) => screen.getAllByRole('row').find((row) => row.textContent?.includes(name))!;

describe('BookingsList in other words', () => {
  it('speaks German: title, NEW, column headers, row buttons, dates as DD.MM.YYYY HH:mm, the Name Booking dialog', async () => {
    const { user } = renderStory(Host);
    expect(await screen.findByRole('cell', { name: 'Product Launch Keynote' })).toBeInTheDocument();
    expect(screen.getByText('Buchungen')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Beginn', 'Ende', 'Anmeldungen', 'Bearbeiten']);
    const start = formatInZone(keynote.start.time, keynote.start.timezone, 'DD.MM.YYYY HH:mm z');
    expect(start).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d \S+$/);
    expect(within(rowOf('Product Launch Keynote')).getByRole('cell', { name: start })).toBeInTheDocument();
    // A New York booking seen from Chicago: the viewer's time in German words.
    expect(within(rowOf('Customer Roundtable')).getAllByText(/^\d\d:\d\d CST Ihre Ortszeit$/)).toHaveLength(2);
    expect(screen.getByRole('searchbox', { name: 'Buchungen durchsuchen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Product Launch Keynote bearbeiten' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NEU' }));
    const dialog = screen.getByRole('dialog', { name: 'Buchung benennen' });
    expect(within(dialog).getByRole('textbox', { name: /Name der Buchung/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'SPEICHERN' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ABBRECHEN' })).toBeInTheDocument();
  });

  it('switches to English at run time, dates included', async () => {
    const { user } = renderStory(Host);
    await screen.findByRole('button', { name: 'NEU' });
    await user.click(screen.getByRole('button', { name: 'switch to English' }));
    expect(screen.getByRole('button', { name: 'NEW' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Product Launch Keynote' })).toBeInTheDocument();
    const start = formatInZone(keynote.start.time, keynote.start.timezone, 'MM/DD/YYYY h:mm A z');
    expect(within(rowOf('Product Launch Keynote')).getByRole('cell', { name: start })).toBeInTheDocument();
  });

  it("shows a host's overrides on top of the locale", async () => {
    const texts: TextOverrides = { bookings: { newButton: 'ADD BOOKING', editRow: (name) => `Open ${name}`, columnRegCount: 'Registered' } };
    renderStory(Host, { args: { locale: 'en', texts } });
    expect(await screen.findByRole('button', { name: 'ADD BOOKING' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Open Product Launch Keynote' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Registered' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Start' })).toBeInTheDocument();
  });
});
