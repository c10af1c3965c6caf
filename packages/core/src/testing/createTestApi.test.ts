import { portalApiMethods } from '../api/methods';
import { createTestApi } from './createTestApi';

describe('createTestApi', () => {
  it('throws "<domain>.<method> is not implemented" for every method not overridden', () => {
    const api = createTestApi() as unknown as Record<string, Record<string, () => unknown>>;
    for (const [domain, names] of Object.entries(portalApiMethods)) {
      for (const name of names) {
        expect(() => api[domain][name]()).toThrow(new Error(`${domain}.${name} is not implemented`));
      }
    }
  });

  it('uses the overrides given and keeps the other methods of the domain failing', async () => {
    const list = vi.fn().mockResolvedValue([{ calendarID: 'c1' }]);
    const api = createTestApi({ calendars: { list } });
    await expect(api.calendars.list({ spaceID: 's1' })).resolves.toEqual([{ calendarID: 'c1' }]);
    expect(list).toHaveBeenCalledWith({ spaceID: 's1' });
    expect(() => api.calendars.get({ calendarID: 'c1' })).toThrow('calendars.get is not implemented');
    expect(() => api.bookings.listForSpace({ spaceID: 's1' })).toThrow('bookings.listForSpace is not implemented');
  });

  it('has every domain of the contract', () => {
    expect(Object.keys(createTestApi()).sort()).toEqual(Object.keys(portalApiMethods).sort());
  });
});
