import { defaultPresenterPermissions, HttpError, REFUSAL_TEXTS, type Registration } from '@greenroom/core';
import { renderInFixture } from '@greenroom/testing';
import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { storyBooking } from '../stories/BookingStoryPortal';
import { PersonDialog, type PersonSave } from './PersonDialog';

const texts = { addTitle: 'Add Person', manageTitle: 'Manage Person', createError: 'Could not create', editError: 'Could not edit' };
const extras = { permissions: defaultPresenterPermissions(), bridgeAccess: false };
const booking = storyBooking();

function saveThat(answer: 'ok' | 'pending', state: Partial<PersonSave> = {}): PersonSave {
  return {
    mutate: vi.fn((_variables, callbacks) => (answer === 'ok' ? callbacks.onSuccess({ ...ada(), version: 5 }) : undefined)),
    isPending: false,
    isError: false,
    error: null,
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
  version: 4,
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
      { draft: expect.objectContaining({ first: 'Ada', email: 'ada@example.com' }), registrationID: 'registration-1', version: 4, extras },
      expect.anything(),
    );
  });

  it('sends the version it was opened at, even after the list re-read the person at a newer one', async () => {
    const save = saveThat('pending');
    let reread: (person: Registration) => void = () => {};
    function Harness() {
      const [person, setPerson] = useState(ada);
      reread = setPerson;
      return <PersonDialog booking={booking} kind="attendee" person={person} texts={texts} linkLabel="Link" save={save} onClose={() => {}} onCopied={() => {}} />;
    }
    const { user } = renderInFixture(<Harness />);
    act(() => reread({ ...ada(), version: 5, registrationData: { ...ada().registrationData, company: 'Their edit' } }));
    await user.click(within(screen.getByRole('dialog', { name: 'Manage Person' })).getByRole('button', { name: 'SAVE' }));
    expect(save.mutate).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ registrationID: 'registration-1', version: 4 }), expect.anything());
  });

  it('closes on a 412 (the save told the producer)', async () => {
    const stale = new HttpError(412, REFUSAL_TEXTS.staleRecord);
    const onClose = vi.fn();
    const save: PersonSave = { ...saveThat('pending'), mutate: vi.fn((_variables, callbacks) => callbacks.onError(stale)) };
    const { user } = renderInFixture(<PersonDialog booking={booking} kind="attendee" person={ada()} texts={texts} linkLabel="Link" save={save} onClose={onClose} onCopied={() => {}} />);
    await user.click(within(screen.getByRole('dialog', { name: 'Manage Person' })).getByRole('button', { name: 'SAVE' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('never shows the edit error for a 412', () => {
    const failed = saveThat('pending', { isError: true, error: new HttpError(412, REFUSAL_TEXTS.staleRecord) });
    renderInFixture(<PersonDialog booking={booking} kind="attendee" person={ada()} texts={texts} linkLabel="Link" save={failed} onClose={() => {}} onCopied={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Manage Person' })).toBeInTheDocument();
    expect(screen.queryByText('Could not edit')).not.toBeInTheDocument();
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
