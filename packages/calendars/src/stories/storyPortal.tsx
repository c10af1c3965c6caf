import {
  createDemoSeed,
  createMemoryApi,
  createSelectionStore,
  HttpError,
  type Calendar,
  type MemorySeed,
  type PortalApi,
  type PortalLinks,
  type SelectionStore,
} from '@greenroom/core';
import { PORTAL_FIXTURE_NOW, PortalFixture } from '@greenroom/ui';
import { QueryClient } from '@tanstack/react-query';
import { useState, type ReactElement, type ReactNode } from 'react';

/**
 * Shared set-up of the calendar stories (and so of the tests, which render the stories): the
 * shared PortalFixture around an in-memory backend seeded with the demo world, on the demo space,
 * so a story controls its data, failures and selection and a test can hand in a spied backend.
 */

/** The space the stories show. */
export const STORY_SPACE_ID = 'space-1';

/** The calendar link host of the stories (the tests expect it); the calendar URL is this + loginCode. */
const storyLinks: Partial<PortalLinks> = { calendar: 'https://portal.example/api/ical/' };

/** The demo world at a fixed moment, optionally with other calendars. */
export function calendarStorySeed(calendars?: Calendar[]): MemorySeed {
  const seed = createDemoSeed({ now: PORTAL_FIXTURE_NOW });
  return calendars ? { ...seed, calendars } : seed;
}

/**
 * The in-memory backend over {@link calendarStorySeed}, answering at once unless given a delay.
 * @example
 * const api = calendarStoryApi();
 * const create = vi.spyOn(api.calendars, 'create');
 */
export function calendarStoryApi(options: { calendars?: Calendar[]; delay?: number } = {}): PortalApi {
  return createMemoryApi(calendarStorySeed(options.calendars), { delay: options.delay });
}

/** The first calendar of the demo space ('Spring Season'), which the detail and dialog stories show. */
export const storyCalendar: Calendar = (() => {
  const first = calendarStorySeed().calendars?.[0];
  if (!first) throw new Error('The demo seed has no calendar for the stories');
  return first;
})();

/** What every calendar story accepts, so tests can hand in their own backend and alert. */
export interface CalendarStoryArgs {
  /** Replaces the story's backend. */
  api?: PortalApi;
  alert?: (message: string) => void;
  selection?: SelectionStore;
}

/** A calendar call of the api, by name. */
export type CalendarCall = keyof PortalApi['calendars'];

/** An api whose calendar calls named in `failing` reject with a server error. */
export function withFailingCalendarCalls(api: PortalApi, failing: CalendarCall[]): PortalApi {
  const calendars = { ...api.calendars };
  const fail = (): Promise<never> => Promise.reject(new HttpError(500, 'Internal error'));
  for (const name of failing) calendars[name] = fail;
  return { ...api, calendars };
}

/** An api whose calendar calls named in `pending` never answer. */
export function withPendingCalendarCalls(api: PortalApi, pending: CalendarCall[]): PortalApi {
  const calendars = { ...api.calendars };
  const never = (): Promise<never> => new Promise<never>(() => undefined);
  for (const name of pending) calendars[name] = never;
  return { ...api, calendars };
}

/** How a story sets up its backend and selection (used only when the test gives no `api`/`selection`). */
export interface StoryPortalOptions {
  /** The space's calendars instead of the demo ones. */
  calendars?: Calendar[];
  /** Calendar calls that fail with a server error. */
  failing?: CalendarCall[];
  /** Calendar calls that never answer. */
  pending?: CalendarCall[];
  /** The calendar selected in the provider's selection store at first. */
  calendarID?: string;
}

interface FrameProps extends CalendarStoryArgs, StoryPortalOptions {
  children: ReactNode;
}

/** Stories show a failure at once instead of after the provider's one retry. */
const noRetries = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

function StoryFrame({ api, alert, selection, calendars, failing = [], pending = [], calendarID, children }: FrameProps) {
  // The stories' own backend answers after 300 ms, so the loading states show in Ladle.
  const [storyApi] = useState(
    () => api ?? withPendingCalendarCalls(withFailingCalendarCalls(calendarStoryApi({ calendars, delay: 300 }), failing), pending),
  );
  const [storySelection] = useState(() => createSelectionStore({ spaceID: STORY_SPACE_ID, calendarID: calendarID ?? null }));
  const [queryClient] = useState(noRetries);
  return (
    <PortalFixture api={storyApi} alert={alert} selection={selection ?? storySelection} queryClient={queryClient} links={storyLinks}>
      {children}
    </PortalFixture>
  );
}

/**
 * Wraps a story in the portal: `args.api` when a test gives one, else the demo backend shaped by
 * `options` (either taken once, on the first render).
 * @example
 * export const Error: Story<CalendarStoryArgs> = (args) =>
 *   inStoryPortal(args, <CalendarList spaceID={STORY_SPACE_ID} onOpenCalendar={() => {}} />, { failing: ['list'] });
 */
export function inStoryPortal(args: CalendarStoryArgs, children: ReactNode, options: StoryPortalOptions = {}): ReactElement {
  return (
    <StoryFrame {...args} {...options}>
      {children}
    </StoryFrame>
  );
}
