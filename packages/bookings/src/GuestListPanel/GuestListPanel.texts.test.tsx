import type { TextOverrides } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingStoryPortal } from '../stories/BookingStoryPortal';
import { guestFlowStorySeed } from '../stories/guestFlowStoryData';
import { StoryViewerZone } from '../stories/StoryViewerZone';
import { WithBooking } from '../stories/WithBooking';
import { GuestListPanel } from './GuestListPanel';

// The Guest List reads the guests, sending and guest flow sections through tables of their own
// (textTables/), so the bookings list does not download them; a host still overrides them inside
// the one 'bookings' shape, and German still reaches them.

/** A host's overrides of one text in each section the Guest List reads. */
const overrides: TextOverrides = {
  bookings: {
    guests: { list: { newGuest: 'ADD A GUEST' } },
    sending: { peopleSearch: 'Find someone' },
    guestFlow: { status: { pending: 'Awaiting a decision' } },
  },
};

function Host({ locale, texts }: { locale?: string; texts?: TextOverrides }) {
  return (
    <BookingStoryPortal seed={guestFlowStorySeed()} locale={locale} texts={texts}>
      <StoryViewerZone>
        <WithBooking>{(booking) => <GuestListPanel booking={booking} />}</WithBooking>
      </StoryViewerZone>
    </BookingStoryPortal>
  );
}

const rowOf = (name: string) => screen.getAllByRole('row').find((row) => row.textContent?.includes(name))!;

describe('GuestListPanel texts', () => {
  it("shows a host's overrides of the guests, sending and guestFlow sections, given as texts={{ bookings: { … } }}", async () => {
    renderStory(Host, { args: { texts: overrides } });
    await screen.findByText('Mary Jackson');
    expect(screen.getByRole('button', { name: 'ADD A GUEST' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'NEW' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Find someone' })).toBeInTheDocument();
    expect(within(rowOf('Mary Jackson')).getByText('Awaiting a decision')).toBeInTheDocument();
    // Texts not overridden keep their English.
    expect(within(rowOf('Ada Lovelace')).getByText('Approved')).toBeInTheDocument();
  });

  it('shows the German texts of the guests, sending and guestFlow sections under locale="de"', async () => {
    renderStory(Host, { args: { locale: 'de' } });
    expect(await screen.findByRole('button', { name: 'NEU' })).toBeInTheDocument();
    await screen.findByText('Mary Jackson');
    expect(screen.getByRole('searchbox', { name: 'Nach Name, E-Mail oder Firma suchen' })).toBeInTheDocument();
    expect(within(rowOf('Mary Jackson')).getByText('Ausstehend')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Alle ausstehenden auswählen' })).toBeInTheDocument();
  });

  it('puts the overrides on the German texts too', async () => {
    renderStory(Host, { args: { locale: 'de', texts: overrides } });
    expect(await screen.findByRole('button', { name: 'ADD A GUEST' })).toBeInTheDocument();
    await screen.findByText('Mary Jackson');
    expect(within(rowOf('Mary Jackson')).getByText('Awaiting a decision')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Alle ausstehenden auswählen' })).toBeInTheDocument();
  });
});
