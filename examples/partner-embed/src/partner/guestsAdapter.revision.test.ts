import { isStaleWrite, type Registration } from '@greenroom/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startPartnerServer, type PartnerServer } from '../../backend/server.mjs';
import { createGuestsAdapter } from './guestsAdapter';
import { createPartnerAuth } from './partnerAuth';
import { createPartnerClient } from './partnerClient';

// Issue 25 on the partner's own backend: two tabs on 'Manage Attendee' for the same guest; the
// stale tab's save is refused (409 → 412) and the fresh one's stays.
let partner: PartnerServer;
beforeEach(async () => {
  partner = await startPartnerServer({ port: 0 });
});
afterEach(() => partner.close());

const adapter = () =>
  createGuestsAdapter(createPartnerClient({ baseUrl: `${partner.url}/partner/v1`, fetch: createPartnerAuth({ getKey: () => 'demo-partner-key' }).fetch }));

/** The Manage Attendee save of a guest as read, with a new company and the version read. */
function saveCompany(api: ReturnType<typeof adapter>, read: Registration, company: string) {
  const data = read.registrationData;
  return api.registrations.update({
    bookingID: read.bookingID,
    registrationID: read.registrationID,
    first: data.firstName,
    last: data.lastName,
    email: data.emailAddress,
    company,
    phone: data.phone,
    address: data.address,
    brand: read.brand,
    allowEarlyAccess: read.allowEarlyAccess,
    version: read.version,
  });
}

async function alan(api: ReturnType<typeof adapter>) {
  return (await api.registrations.listAttendees({ bookingID: 'evt-1' })).find((guest) => guest.registrationID === 'att-2')!;
}

describe("the partner's attendee revision", () => {
  it('answers each save at the next version, so two saves in a row from one screen both go through', async () => {
    const api = adapter();
    const first = await saveCompany(api, await alan(api), 'First Edit');
    expect(first.version).toBe(2);
    const second = await saveCompany(api, first, 'Second Edit');
    expect(second).toMatchObject({ version: 3, registrationData: { company: 'Second Edit' } });
  });

  it('refuses the stale tab with the 412 the dialog knows, and keeps what the other tab saved', async () => {
    const tabA = adapter();
    const tabB = adapter();
    const readA = await alan(tabA);
    const readB = await alan(tabB);
    await saveCompany(tabB, readB, 'Other Tab');
    const failure = await saveCompany(tabA, readA, 'Stale Tab').catch((error: unknown) => error);
    expect(isStaleWrite(failure)).toBe(true);
    expect(partner.store.attendees.get('att-2')).toMatchObject({ org: 'Other Tab', revision: 2 });
  });
});
