import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Basic, Sparse } from './AttendeeInfoDialog.stories';
import { AttendeeInfoDialog } from './AttendeeInfoDialog';
import { BookingStoryPortal } from '../stories/BookingStoryPortal';

const facts = (dialog: HTMLElement) =>
  Object.fromEntries(within(dialog).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));

describe('AttendeeInfoDialog', () => {
  it('shows the intake data, brand, login code and registration of the person', () => {
    renderStory(Basic);
    const dialog = screen.getByRole('dialog', { name: 'Attendee Information' });
    expect(facts(dialog)).toEqual({
      'First Name': 'Ada',
      'Last Name': 'Lovelace',
      Company: 'Analytical Engines',
      Email: 'ada.lovelace@example.com',
      Phone: '(555) 010-2030',
      Address: '100 Congress Ave\nAustin, TX, 78701',
      Brand: 'Yes',
      'Login Code': 'demo-guest-1',
      'Registration ID': 'registration-1',
    });
  });

  it("shows '—' for what a walk-in did not give", () => {
    renderStory(Sparse);
    const shown = facts(screen.getByRole('dialog', { name: 'Attendee Information' }));
    expect(shown).toMatchObject({ 'First Name': 'Walk', Company: '—', Email: '—', Address: '—', Brand: 'No', 'Login Code': 'public', 'Registration ID': '—' });
  });

  it('closes with CLOSE, and is closed without a person', async () => {
    const onClose = vi.fn();
    const { user, unmount } = renderStory(Basic, { args: { onClose } });
    await user.click(screen.getByRole('button', { name: 'CLOSE' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    // A closed dialog is no story (Ladle would show an empty page): rendered here directly.
    renderStory(() => (
      <BookingStoryPortal>
        <AttendeeInfoDialog attendee={null} onClose={onClose} />
      </BookingStoryPortal>
    ));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
