import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toEpochMs, type Booking, type PortalApi } from '@greenroom/core';
import { bookingPayload, spacePayload } from './fixture';
import type { ContractBackend, MakeBackend } from './types';

/** What a new booking looks like apart from its ids, codes and template ids. */
function bookingDefaults(booking: Booking) {
  const { bookingID: _id, spaceID: _space, publicAppLoginCode: _p, signUpLoginCode: _s, mobileHybridLoginCode: _m, emailTemplates, name: _name, ...rest } = booking;
  return { ...rest, templateNames: Object.values(emailTemplates).map((t) => t.name).sort() };
}

/** The three system templates of a booking by name: subject, body and flags (sender and reply-to are server settings). */
async function systemTemplates(api: PortalApi, booking: Booking) {
  const entries = await Promise.all(
    Object.values(booking.emailTemplates).map(async ({ id, name }) => {
      const { subject, body, HTML, system } = await api.emailTemplates.get({ emailTemplateID: id });
      return [name, { subject, body, HTML, system }] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * Side by side: what the spec leaves open must still be one definition on both backends — the
 * demo seed's worlds, the defaults of a new booking (link error texts, system templates, intake
 * fields) and the run of a new space.
 * @example describeBackendParity(memoryContractBackend, serverContractBackend);
 */
export function describeBackendParity(makeFirst: MakeBackend, makeSecond: MakeBackend): void {
  describe('backend parity', () => {
    let backends: ContractBackend[] = [];
    beforeAll(async () => {
      backends = [await makeFirst(), await makeSecond()];
    });
    afterAll(async () => {
      for (const backend of backends) await backend.close();
    });
    /** The same question put to both backends: [first, second]. */
    const both = <T>(ask: (backend: ContractBackend) => Promise<T>) => Promise.all(backends.map(ask));

    it('seeds the same demo worlds', async () => {
      const [first, second] = await both(async ({ api }) => (await api.worlds.list()).map((w) => w.name));
      expect(second).toEqual(first);
    });

    it('creates a booking with the same defaults, link error texts and system templates', async () => {
      const [first, second] = await both(async ({ api, setup }) => {
        const { spaceID } = await setup();
        const booking = await api.bookings.create(bookingPayload(spaceID));
        return { defaults: bookingDefaults(booking), templates: await systemTemplates(api, booking) };
      });
      expect(second.defaults.errorMessages).toEqual(first.defaults.errorMessages);
      expect(second.templates).toEqual(first.templates);
      expect(second.defaults).toEqual(first.defaults);
    });

    it('runs a new space over the same instants', async () => {
      const [first, second] = await both(async ({ api, setup }) => {
        const fixture = await setup();
        const { startDate, endDate } = await api.spaces.create(spacePayload(fixture));
        return [toEpochMs(startDate.date), startDate.timezone, toEpochMs(endDate.date), endDate.timezone];
      });
      expect(second).toEqual(first);
    });
  });
}
