import { describe, expect, it, vi } from 'vitest';
import { HttpError } from './HttpError';
import { portalApiMethods } from './methods';
import type { PortalApi } from './PortalApi';
import { portalApiFromSlice } from './sliceApi';

describe('portalApiFromSlice', () => {
  it('uses the slice\'s own domains as given', async () => {
    const listAttendees = vi.fn(async () => []);
    const registrations = { listAttendees } as unknown as PortalApi['registrations'];
    const api = portalApiFromSlice({ registrations });
    expect(api.registrations).toBe(registrations);
    await api.registrations.listAttendees({ bookingID: 'b1' });
    expect(listAttendees).toHaveBeenCalledWith({ bookingID: 'b1' });
  });

  it('answers every method of a missing domain with a rejection naming that domain', async () => {
    const api = portalApiFromSlice({ registrations: {} as PortalApi['registrations'] });
    const failure = await api.presenters.list({ bookingID: 'b1' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 501, message: "This embed's adapter does not provide api.presenters" });
    await expect(api.maintenance.outbox()).rejects.toThrow("This embed's adapter does not provide api.maintenance");
    expect(Object.keys(api.spaces).sort()).toEqual([...portalApiMethods.spaces].sort());
  });

  it('fills the API key and webhook domains of a partner slice made before them, so its panels keep working (issue 28)', async () => {
    const api = portalApiFromSlice({ registrations: {} as PortalApi['registrations'] });
    await expect(api.apiKeys.list()).rejects.toMatchObject({ status: 501, message: "This embed's adapter does not provide api.apiKeys" });
    await expect(api.webhooks.resend({ deliveryID: 'd1' })).rejects.toMatchObject({ status: 501, message: "This embed's adapter does not provide api.webhooks" });
    expect(Object.keys(api.webhooks).sort()).toEqual([...portalApiMethods.webhooks].sort());
  });

  it('does not throw while a panel merely reads a missing domain (only a call fails)', () => {
    const api = portalApiFromSlice({});
    expect(() => api.calendars.list).not.toThrow();
    expect(typeof api.calendars.list).toBe('function');
  });
});
