// @vitest-environment node
import type { BulkImportResult, Registration, RegistrationInput } from '@greenroom/core';
import { describe, expect, it, vi } from 'vitest';
import type { GuestsSlice } from '../data/guestSlices';
import { withGuestCallbacks } from './guestCallbacks';

const ada = { registrationID: 'att-9', bookingID: 'evt-1', loginCode: 'tkt-9' } as Registration;
const imported: BulkImportResult = { ok: true, created: 2, updated: 1, unchanged: 0, duplicates: 0 };
const input = { bookingID: 'evt-1', first: 'Ada', last: 'Lovelace', email: 'ada@example.com' } as RegistrationInput;

const sliceWith = (registrations: Partial<GuestsSlice['registrations']>, emailTemplates: Partial<GuestsSlice['emailTemplates']> = {}) =>
  ({ registrations, emailTemplates }) as unknown as GuestsSlice;

describe('withGuestCallbacks', () => {
  it('tells the page about an added guest as added, not as edited', async () => {
    const onGuestAdded = vi.fn();
    const api = withGuestCallbacks(sliceWith({ create: async () => ada, update: async () => ada }), { onGuestAdded });
    await api.registrations.update({ ...input, registrationID: 'att-9', version: 1 });
    expect(onGuestAdded).not.toHaveBeenCalled();
    expect(await api.registrations.create(input)).toBe(ada);
    expect(onGuestAdded).toHaveBeenCalledWith(ada);
  });

  it('tells the page about an edited and a removed guest', async () => {
    const onGuestUpdated = vi.fn();
    const onGuestRemoved = vi.fn();
    const api = withGuestCallbacks(sliceWith({ update: async () => ada, delete: async () => undefined }), { onGuestUpdated, onGuestRemoved });
    await api.registrations.update({ ...input, registrationID: 'att-9', version: 1 });
    expect(onGuestUpdated).toHaveBeenCalledWith(ada);
    await api.registrations.delete({ registrationID: 'att-9' });
    expect(onGuestRemoved).toHaveBeenCalledWith('att-9');
  });

  it('tells the page who a mail was queued for', async () => {
    const onMailQueued = vi.fn();
    const queued = { sendID: 's1', queued: ['att-9'], sent: [], failed: [] };
    const api = withGuestCallbacks(sliceWith({}, { send: async () => queued }), { onMailQueued });
    await api.emailTemplates.send({ bookingID: 'evt-1', spaceID: 'sp-1', emailTemplateID: 't1', toSend: ['att-9'] });
    expect(onMailQueued).toHaveBeenCalledWith(queued);
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
