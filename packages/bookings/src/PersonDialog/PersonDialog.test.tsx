import { defaultPresenterPermissions, type Registration } from '@greenroom/core';
import { renderInFixture } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storyBooking } from '../stories/BookingStoryPortal';
import { PersonDialog, type PersonSave } from './PersonDialog';

const texts = { addTitle: 'Add Person', manageTitle: 'Manage Person', createError: 'Could not create', editError: 'Could not edit' };
const extras = { permissions: defaultPresenterPermissions(), bridgeAccess: false };
const booking = storyBooking();

function saveThat(answer: 'ok' | 'pending', state: Partial<PersonSave> = {}): PersonSave {
  return {
    mutate: vi.fn((_variables, callbacks) => (answer === 'ok' ? callbacks.onSuccess() : undefined)),
    isPending: false,
    isError: false,
    ...state,
  };
}

const ada = (): Registration => ({
  registrationID: 'registration-1',
  bookingID: booking.bookingID,
  loginCode: 'code-ada',
  brand: false,
  allowEarlyAccess: false,
  emails: [],
  registrationData: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    company: '',
    emailAddress: 'ada@example.com',
    phone: '',
    address: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' },
  },
});

describe('PersonDialog', () => {
  it('adds: sends the draft without extras and closes; a failed rule calls onInvalid and sends nothing', async () => {
    const save = saveThat('ok');
    const onClose = vi.fn();
    const onInvalid = vi.fn();
    const { user } = renderInFixture(
      <PersonDialog booking={booking} kind="attendee" texts={texts} linkLabel="Link" save={save} extras={extras} onInvalid={onInvalid} onClose={onClose} onCopied={() => {}} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add Person' });
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(save.mutate).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('First Name'), 'Zed');
    await user.type(within(dialog).getByLabelText('Last Name'), 'Zulu');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(save.mutate).toHaveBeenCalledExactlyOnceWith({ draft: expect.objectContaining({ first: 'Zed', last: 'Zulu' }), registrationID: undefined }, expect.anything());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("manages: shows the person's link and actions, sends the extras with the registration", async () => {
    const save = saveThat('ok');
    const { user } = renderInFixture(
      <PersonDialog booking={booking} kind="presenter" person={ada()} texts={texts} linkLabel="In-Room Access" save={save} extras={extras} onClose={() => {}} onCopied={() => {}} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Manage Person' });
    expect(within(dialog).getByText('In-Room Access')).toBeInTheDocument();
    expect(within(dialog).getByText(/code-ada$/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('First Name')).toHaveValue('Ada');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(save.mutate).toHaveBeenCalledExactlyOnceWith(
      { draft: expect.objectContaining({ first: 'Ada', email: 'ada@example.com' }), registrationID: 'registration-1', extras },
      expect.anything(),
    );
  });

  it('lays the general part out through children, and shows busy and the edit error', () => {
    renderInFixture(
      <PersonDialog booking={booking} kind="attendee" person={ada()} texts={texts} linkLabel="Link" save={saveThat('pending', { isPending: true, isError: true })} onClose={() => {}} onCopied={() => {}}>
        {(general) => <section aria-label="General part">{general}</section>}
      </PersonDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Manage Person' });
    expect(within(within(dialog).getByRole('region', { name: 'General part' })).getByLabelText('First Name')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'SAVE' })).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByText('Could not edit')).toBeInTheDocument();
  });
});
