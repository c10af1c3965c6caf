import type { PortalApi } from '../api/PortalApi';
import { portalApiMethods } from '../api/methods';

/** Any subset of PortalApi methods, per domain. @example const o: PortalApiOverrides = { calendars: { list: vi.fn() } } */
export type PortalApiOverrides = { [D in keyof PortalApi]?: Partial<PortalApi[D]> };

type AnyMethod = (...args: never[]) => unknown;

/**
 * A PortalApi for tests: every method throws `Error('<domain>.<method> is not implemented')`
 * unless `overrides` supplies it, so a test states exactly which calls a component may make and
 * an unexpected call fails loudly.
 * @example
 * const list = vi.fn().mockResolvedValue([]);
 * const api = createTestApi({ calendars: { list } });
 * render(<CalendarTab api={api} spaceID="s1" />);
 * expect(list).toHaveBeenCalledWith(expect.objectContaining({ spaceID: 's1' }));
 */
export function createTestApi(overrides: PortalApiOverrides = {}): PortalApi {
  const api: Record<string, Record<string, AnyMethod>> = {};
  for (const [domain, names] of Object.entries(portalApiMethods)) {
    const given = (overrides as Record<string, Record<string, AnyMethod> | undefined>)[domain] ?? {};
    api[domain] = Object.fromEntries(
      names.map((name: string) => [
        name,
        given[name] ??
          (() => {
            throw new Error(`${domain}.${name} is not implemented`);
          }),
      ]),
    );
  }
  return api as unknown as PortalApi;
}
