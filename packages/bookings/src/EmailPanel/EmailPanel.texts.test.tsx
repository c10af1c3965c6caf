import type { TextOverrides } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingStoryPortal } from '../stories/BookingStoryPortal';
import { WithBooking } from '../stories/WithBooking';
import { EmailPanel } from './EmailPanel';

// The Email tab reads the email section through a table of its own (textTables/email.ts), so the
// bookings list does not download it; a host still overrides it inside the one 'bookings' shape.

function Host({ locale, texts }: { locale?: string; texts?: TextOverrides }) {
  return (
    <BookingStoryPortal locale={locale} texts={texts}>
      <WithBooking>{(booking) => <EmailPanel booking={booking} />}</WithBooking>
    </BookingStoryPortal>
  );
}

describe('EmailPanel texts', () => {
  it("shows a host's override of the email section, given as texts={{ bookings: { email: … } }}", async () => {
    const texts: TextOverrides = { bookings: { email: { listLabel: 'Our mail templates', newTemplate: 'ADD TEMPLATE' } } };
    renderStory(Host, { args: { texts } });
    expect(await screen.findByRole('table', { name: 'Our mail templates' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ADD TEMPLATE' })).toBeInTheDocument();
  });

  it('shows the German email texts under locale="de"', async () => {
    renderStory(Host, { args: { locale: 'de' } });
    expect(await screen.findByRole('table', { name: 'E-Mail-Vorlagen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'NEU' })).toBeInTheDocument();
  });
});
