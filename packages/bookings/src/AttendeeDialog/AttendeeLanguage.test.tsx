import type { Booking } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useGuestRegistrations } from '../data/guestListQuery';
import { Add as AddPresenter } from '../PresenterDialog/PresenterDialog.stories';
import { BookingStoryPortal, bookingStorySeed } from '../stories/BookingStoryPortal';
import { WithBooking } from '../stories/WithBooking';
import { AttendeeDialog } from './AttendeeDialog';

// Issue 27: the guest's own language in the producer's Add/Manage Attendee form, saved with the
// person through the memory backend.

/** The demo world with registration-1 ('Ada') speaking `language`. */
function seedWith(language: string) {
  const seed = bookingStorySeed();
  return { ...seed, registrations: seed.registrations?.map((r) => (r.registrationID === 'registration-1' ? { ...r, language } : r)) };
}

function Manage({ booking }: { booking: Booking }) {
  const registration = useGuestRegistrations(booking.bookingID).data?.find((r) => r.registrationID === 'registration-1');
  return registration ? <AttendeeDialog open booking={booking} registration={registration} onClose={() => {}} /> : null;
}

function Host({ language = '', locale, manage = false }: { language?: string; locale?: string; manage?: boolean }) {
  return (
    <BookingStoryPortal seed={seedWith(language)} locale={locale}>
      <WithBooking>{(booking) => (manage ? <Manage booking={booking} /> : <AttendeeDialog open booking={booking} onClose={() => {}} />)}</WithBooking>
    </BookingStoryPortal>
  );
}

const optionsOf = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent]);

describe('AttendeeDialog: Language', () => {
  it("adds an attendee in Deutsch: the select starts at the booking's language and the create carries language 'de'", async () => {
    const { user, control } = renderStory(Host);
    const dialog = await screen.findByRole('dialog', { name: 'Add Attendee' });
    const language = within(dialog).getByRole('combobox', { name: 'Language' });
    expect(language).toHaveValue('');
    expect(optionsOf(language)).toEqual([
      ['', "Booking's language"],
      ['en', 'English'],
      ['de', 'Deutsch'],
    ]);
    await user.type(within(dialog).getByLabelText('First Name'), 'Zed');
    await user.type(within(dialog).getByLabelText('Email'), 'zed@example.com');
    await user.selectOptions(language, 'Deutsch');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(control.spy('registrations.create')).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ bookingID: 'booking-1', first: 'Zed', email: 'zed@example.com', language: 'de' }),
    );
    await control.flush();
    const stored = (await control.api.registrations.listAttendees({ bookingID: 'booking-1' })).find((r) => r.registrationData.emailAddress === 'zed@example.com');
    expect(stored?.language).toBe('de');
  });

  it("keeps a stored code it has no name for ('pt-BR') as an option, and saves the booking's language as ''", async () => {
    const { user, control } = renderStory(Host, { args: { language: 'pt-BR', manage: true } });
    const dialog = await screen.findByRole('dialog', { name: 'Manage Attendee' });
    const language = within(dialog).getByRole('combobox', { name: 'Language' });
    expect(language).toHaveValue('pt-BR');
    expect(optionsOf(language).map(([value]) => value)).toEqual(['', 'en', 'de', 'pt-BR']);
    await user.selectOptions(language, "Booking's language");
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(control.spy('registrations.update')).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ bookingID: 'booking-1', registrationID: 'registration-1', language: '' }),
    );
    await control.flush();
    const stored = (await control.api.registrations.listAttendees({ bookingID: 'booking-1' })).find((r) => r.registrationID === 'registration-1');
    expect(stored?.language).toBe('');
  });

  it('saves an unchanged manage form with the stored language', async () => {
    const { user, control } = renderStory(Host, { args: { language: 'de', manage: true } });
    const dialog = await screen.findByRole('dialog', { name: 'Manage Attendee' });
    expect(within(dialog).getByRole('combobox', { name: 'Language' })).toHaveValue('de');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(control.spy('registrations.update')).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ registrationID: 'registration-1', language: 'de' }));
  });

  it("speaks German under locale 'de': 'Sprache', 'Sprache der Buchung'", async () => {
    renderStory(Host, { args: { locale: 'de' } });
    const dialog = await screen.findByRole('dialog', { name: 'Teilnehmer hinzufügen' });
    const language = within(dialog).getByRole('combobox', { name: 'Sprache' });
    expect(optionsOf(language)[0]).toEqual(['', 'Sprache der Buchung']);
  });

  it('is not in the presenter form', async () => {
    renderStory(AddPresenter);
    const dialog = await screen.findByRole('dialog', { name: 'Add Presenter' });
    expect(within(dialog).queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
  });
});
