import { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './keys';

type Family = Record<string, readonly unknown[] | ((...args: string[]) => readonly unknown[])>;

/** Every key of every family, built with sample ids. */
function allKeys(): { family: string; name: string; key: readonly unknown[] }[] {
  return Object.entries(queryKeys as unknown as Record<string, Family>).flatMap(([family, members]) =>
    Object.entries(members).map(([name, member]) => ({
      family,
      name,
      key: typeof member === 'function' ? member('id-1', 'id-2') : member,
    })),
  );
}

describe('queryKeys', () => {
  it('has a family for every PortalApi domain that reads data', () => {
    expect(Object.keys(queryKeys).sort()).toEqual(
      ['apiKeys', 'attendance', 'bookings', 'calendars', 'emailTemplates', 'maintenance', 'presentations', 'presenters', 'producers', 'projects', 'registrations', 'spaces', 'webhooks', 'worlds'].sort(),
    );
  });

  it('starts every key with its family name, so `all` reaches the whole family', () => {
    for (const { family, key } of allKeys()) expect(key[0]).toBe(family);
  });

  it('gives different queries different keys', () => {
    const serialized = allKeys().map(({ key }) => JSON.stringify(key));
    expect(new Set(serialized).size).toBe(serialized.length);
    expect(queryKeys.calendars.list('s1')).not.toEqual(queryKeys.calendars.list('s2'));
    expect(queryKeys.apiKeys.list()).toEqual(['apiKeys', 'list', null]);
    expect(queryKeys.apiKeys.list('p1')).not.toEqual(queryKeys.apiKeys.list());
  });

  it('invalidates a family or its lists without touching others', async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.calendars.list('s1'), []);
    client.setQueryData(queryKeys.calendars.detail('c1'), {});
    client.setQueryData(queryKeys.spaces.detail('s1'), {});
    await client.invalidateQueries({ queryKey: queryKeys.calendars.lists() });
    expect(client.getQueryState(queryKeys.calendars.list('s1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.calendars.detail('c1'))?.isInvalidated).toBe(false);
    await client.invalidateQueries({ queryKey: queryKeys.calendars.all });
    expect(client.getQueryState(queryKeys.calendars.detail('c1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.spaces.detail('s1'))?.isInvalidated).toBe(false);
  });
});
