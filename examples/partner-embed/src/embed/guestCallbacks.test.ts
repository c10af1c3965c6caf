import type { BulkImportResult, Registration } from '@greenroom/core';
import type { GuestsSlice } from '@greenroom/bookings/guests';
import { describe, expect, it, vi } from 'vitest';
import { toRegistration } from '../partner/guestsAdapter';
import { withGuestCallbacks } from './guestCallbacks';

const ada: Registration = toRegistration({
  id: 'att-9', eventId: 'evt-1', givenName: 'Ada', familyName: 'Lovelace', mail: 'ada@example.com', org: '', phone: '', postal: null,
  vip: false, earlyEntry: false, ticket: 'tkt-9',
});
const imported: BulkImportResult = { ok: true, created: 2, updated: 1, unchanged: 0, duplicates: 0 };

const sliceWith = (registrations: Partial<GuestsSlice['registrations']>, emailTemplates: Partial<GuestsSlice['emailTemplates']> = {}) =>
  ({ registrations, emailTemplates }) as unknown as GuestsSlice;

describe('withGuestCallbacks', () => {
  it('tells the page about an added guest, and not about an edited one', async () => {
    const onGuestAdded = vi.fn();
    const api = withGuestCallbacks(sliceWith({ create: async () => ada, update: async () => ada }), { onGuestAdded });
    const input = { bookingID: 'evt-1', first: 'Ada', last: 'Lovelace', email: 'ada@example.com', company: '', phone: '', address: {} as Registration['registrationData']['address'], brand: false, allowEarlyAccess: false };
    await api.registrations.update({ ...input, registrationID: 'att-9' });
    expect(onGuestAdded).not.toHaveBeenCalled();
    expect(await api.registrations.create(input)).toBe(ada);
    expect(onGuestAdded).toHaveBeenCalledWith(ada);
  });

  it('tells the page about a committed import only, never about its preview', async () => {
    const onImportFinished = vi.fn();
    const api = withGuestCallbacks(sliceWith({ bulkCreate: async () => imported }), { onImportFinished });
    await api.registrations.bulkCreate({ bookingID: 'evt-1', rows: [], dryRun: true, updateByEmail: true });
    expect(onImportFinished).not.toHaveBeenCalled();
    await api.registrations.bulkCreate({ bookingID: 'evt-1', rows: [], updateByEmail: true });
    expect(onImportFinished).toHaveBeenCalledWith(imported);
  });

  it('tells the page about a failed call by name and still rejects', async () => {
    const onError = vi.fn();
    const failure = new Error('mailer down');
    const api = withGuestCallbacks(sliceWith({}, { deliveries: async () => Promise.reject(failure) }), { onError });
    await expect(api.emailTemplates.deliveries({ bookingID: 'evt-1' })).rejects.toBe(failure);
    expect(onError).toHaveBeenCalledWith(failure, 'emailTemplates.deliveries');
  });
});
