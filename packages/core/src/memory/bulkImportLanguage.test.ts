import type { RegistrationRow } from '../entities';
import { GUEST_FLOW_TEXTS } from '../rules/guestFlow';
import { createMemoryApi } from './createMemoryApi';
import { createDemoSeed } from './demoSeed';

// The memory backend's bulk import stores each row's language and time zone (issue 27), as the server does.
const NOW = new Date('2026-11-21T15:20:00Z');
const bookingID = 'booking-3';
const row = (first: string, email: string, extra: Partial<RegistrationRow> = {}): RegistrationRow => ({
  first,
  last: 'L',
  email,
  company: '',
  phone: '',
  address: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' },
  brand: false,
  allowEarlyAccess: false,
  ...extra,
});

async function storedOf(api: ReturnType<typeof createMemoryApi>, email: string) {
  const found = (await api.registrations.listAttendees({ bookingID })).find((guest) => guest.registrationData.emailAddress === email);
  return { language: found?.language, timeZone: found?.timeZone };
}

describe('memory bulk import: language and time zone', () => {
  it("stores each new guest's language as languageCodeOf makes it and its zone ('' when the row has none)", async () => {
    const api = createMemoryApi(createDemoSeed({ now: NOW }));
    const rows = [
      row('Ada', 'ada@example.com', { language: 'DE', timeZone: 'Europe/Berlin' }),
      row('Bob', 'bob@example.com', { language: 'pt_br' }),
      row('Cy', 'cy@example.com'),
    ];
    await expect(api.registrations.bulkCreate({ bookingID, rows })).resolves.toEqual({ ok: true, created: 3 });
    expect(await storedOf(api, 'ada@example.com')).toEqual({ language: 'de', timeZone: 'Europe/Berlin' });
    expect(await storedOf(api, 'bob@example.com')).toEqual({ language: 'pt-BR', timeZone: '' });
    expect(await storedOf(api, 'cy@example.com')).toEqual({ language: '', timeZone: '' });
  });

  it('refuses a row whose language names none, storing nothing', async () => {
    const api = createMemoryApi(createDemoSeed({ now: NOW }));
    const before = (await api.registrations.listAttendees({ bookingID })).length;
    const answer = await api.registrations.bulkCreate({ bookingID, rows: [row('Ada', 'ada@example.com'), row('Bob', 'bob@example.com', { language: 'German' })] });
    expect(answer).toEqual({ ok: false, message: '1 of 2 rows are invalid; nothing was imported.', errors: [{ row: 1, fieldErrors: { language: GUEST_FLOW_TEXTS.language } }] });
    expect(await api.registrations.listAttendees({ bookingID })).toHaveLength(before);
  });

  it("updates a stored guest's language by email, and a row without one keeps it", async () => {
    const api = createMemoryApi(createDemoSeed({ now: NOW }));
    await api.registrations.bulkCreate({ bookingID, rows: [row('Ada', 'ada@example.com', { language: 'en', timeZone: 'America/New_York' })] });
    const updated = await api.registrations.bulkCreate({ bookingID, rows: [row('Ada', 'ADA@example.com', { language: 'de-de' })], updateByEmail: true });
    expect(updated).toMatchObject({ ok: true, created: 0, updated: 1 });
    expect(await storedOf(api, 'ada@example.com')).toEqual({ language: 'de-DE', timeZone: 'America/New_York' });
    const kept = await api.registrations.bulkCreate({ bookingID, rows: [row('Ada', 'ada@example.com', { company: 'Engines' })], updateByEmail: true });
    expect(kept).toMatchObject({ ok: true, updated: 1 });
    expect(await storedOf(api, 'ada@example.com')).toEqual({ language: 'de-DE', timeZone: 'America/New_York' });
  });
});
