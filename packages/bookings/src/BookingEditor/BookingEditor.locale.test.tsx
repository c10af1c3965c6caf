import { TextsProvider, type TextOverrides } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingStoryPortal, STORY_BOOKING_ID } from '../stories/BookingStoryPortal';
import { loadedDialog } from '../stories/panelTesting';
import { BookingEditor } from './BookingEditor';

/** The editor in a host that picks the locale and overrides. */
function Host({ locale = 'de', texts, bookingID = STORY_BOOKING_ID }: { locale?: string; texts?: TextOverrides; bookingID?: string }) {
  return (
    <BookingStoryPortal>
      <TextsProvider locale={locale} texts={texts}>
        <BookingEditor bookingID={bookingID} />
      </TextsProvider>
    </BookingStoryPortal>
  );
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('BookingEditor in other words', () => {
  it('speaks German: header buttons, the tabs and the Overview', async () => {
    renderStory(Host);
    expect(await screen.findByRole('heading', { name: 'Product Launch Keynote' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ZURÜCK' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buchung duplizieren' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buchung löschen' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Übersicht', 'Teilnehmer', 'Gästeliste', 'Anmeldung', 'Referenten', 'E-Mail', 'Nachrichten']);
    expect(screen.getByRole('heading', { name: 'Allgemeiner Zugangslink' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Termine & Uhrzeiten der Buchung' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Früher Einlass' })).toBeInTheDocument();
    expect(screen.getByText('Kapazität der Veranstaltung')).toBeInTheDocument();
  });

  it('speaks German in the Guest List, its Add Attendee dialog and the Registration tab', async () => {
    const { user } = renderStory(Host, { args: { bookingID: 'booking-3' } });
    await user.click(await screen.findByRole('tab', { name: 'Gästeliste' }));
    expect(await screen.findByText('Donald Knuth')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Firma' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Teilnehmerliste hochladen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NEU' }));
    const dialog = await loadedDialog('Teilnehmer hinzufügen', 'Wird geladen');
    expect(within(dialog).getByRole('textbox', { name: /Vorname/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'ABBRECHEN' }));
    await user.click(screen.getByRole('tab', { name: 'Anmeldung' }));
    expect(await screen.findByRole('rowheader', { name: 'Vorname' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Vorname sichtbar' })).toBeInTheDocument();
  });

  it("shows a host's overrides, nested tables included", async () => {
    const texts: TextOverrides = { bookings: { back: 'TO THE LIST', tabs: { guests: 'People' }, guests: { list: { newGuest: 'ADD GUEST' } } } };
    const { user } = renderStory(Host, { args: { locale: 'en', texts, bookingID: 'booking-3' } });
    expect(await screen.findByRole('button', { name: 'TO THE LIST' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Overview', 'People', 'Registration', 'Presenters', 'Email', 'Messages']);
    await user.click(screen.getByRole('tab', { name: 'People' }));
    expect(await screen.findByRole('button', { name: 'ADD GUEST' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Company' })).toBeInTheDocument();
  });
});
