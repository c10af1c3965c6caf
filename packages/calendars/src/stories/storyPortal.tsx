import {
  createDemoSeed,
  createMemoryApi,
  createMemoryAuth,
  createSelectionStore,
  HttpError,
  PortalProvider,
  type Calendar,
  type MemorySeed,
  type PortalApi,
  type PortalLinks,
  type SelectionStore,
} from '@greenroom/core';
import { QueryClient } from '@tanstack/react-query';
import { useState, type ReactElement, type ReactNode } from 'react';

/**
 * Shared set-up of the calendar stories (and so of the tests, which render the stories): a
 * PortalProvider of their own (inside Ladle's global one) around an in-memory backend seeded with
 * the demo world, so a story controls its data, failures and selection and a test can hand in a
 * spied backend.
 */

/** The space the stories show. */
export const STORY_SPACE_ID = 'space-1';

/** Link hosts of the stories; the calendar URL is `calendar` + loginCode. */
export const storyLinks: PortalLinks = {
  intake: 'https://portal.example/guest/intake/',
  mobileHybrid: 'https://portal.example/guest/mobile-hybrid/',
  photoAlbum: 'https://portal.example/guest/photo-album/',
  qaDisplay: 'https://portal.example/guest/qa-display/',
  signUp: 'https://portal.example/guest/sign-up/',
  attendeeJoin: 'https://portal.example/guest/attendee-join/',
  bridge: 'https://portal.example/guest/bridge/',
  calendar: 'https://portal.example/api/ical/',
};

/** The demo world at a fixed moment, optionally with other calendars. */
export function calendarStorySeed(calendars?: Calendar[]): MemorySeed {
  const seed = createDemoSeed({ now: new Date('2026-11-21T15:00:00Z') });
  return calendars ? { ...seed, calendars } : seed;
}

/** What every calendar story accepts, so tests can hand in their own backend and alert. */
export interface CalendarStoryArgs {
  /** Replaces the story's backend. */
  api?: PortalApi;
  alert?: (message: string) => void;
  selection?: SelectionStore;
}

/** An api whose calendar calls named in `failing` reject with a server error. */
export function withFailingCalendarCalls(api: PortalApi, failing: (keyof PortalApi['calendars'])[]): PortalApi {
  const calendars = { ...api.calendars };
  const fail = (): Promise<never> => Promise.reject(new HttpError(500, 'Internal error'));
  for (const name of failing) calendars[name] = fail;
  return { ...api, calendars };
}

/** An api whose calendar calls named in `pending` never answer. */
export function withPendingCalendarCalls(api: PortalApi, pending: (keyof PortalApi['calendars'])[]): PortalApi {
  const calendars = { ...api.calendars };
  const never = (): Promise<never> => new Promise<never>(() => undefined);
  for (const name of pending) calendars[name] = never;
  return { ...api, calendars };
}

/** How a story sets up its portal. */
export interface StoryPortalOptions {
  /** The story's own backend; default an in-memory one over {@link calendarStorySeed} answering after 300 ms. */
  makeApi?: () => PortalApi;
  /** The calendar selected in the provider's selection store at first. */
  calendarID?: string;
}

interface FrameProps extends CalendarStoryArgs, StoryPortalOptions {
  children: ReactNode;
}

const defaultStoryApi = () => createMemoryApi(calendarStorySeed(), { delay: 300 });

function StoryFrame({ api, alert, selection, makeApi = defaultStoryApi, calendarID, children }: FrameProps) {
  const [storyApi] = useState(() => api ?? makeApi());
  const [auth] = useState(() => createMemoryAuth());
  const [fallbackSelection] = useState(() => createSelectionStore({ spaceID: STORY_SPACE_ID, calendarID: calendarID ?? null }));
  // Stories show a failure at once instead of after the provider's one retry.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  // The theme comes from Ladle's global provider (ladle/components.tsx), so its light/dark switch applies.
  return (
    <PortalProvider
      api={storyApi}
      auth={auth}
      links={storyLinks}
      productName="Greenroom"
      navigate={() => undefined}
      alert={alert ?? ((message) => window.alert(message))}
      queryClient={queryClient}
      selection={selection ?? fallbackSelection}
    >
      {children}
    </PortalProvider>
  );
}

/**
 * Wraps a story in the portal: `args.api` when a test gives one, else `options.makeApi()` (either
 * taken once, on the first render).
 * @example
 * export const Basic: Story<CalendarStoryArgs> = (args) =>
 *   inStoryPortal(args, <CalendarList spaceID={STORY_SPACE_ID} onOpenCalendar={() => {}} />);
 */
export function inStoryPortal(args: CalendarStoryArgs, children: ReactNode, options: StoryPortalOptions = {}): ReactElement {
  return (
    <StoryFrame {...args} {...options}>
      {children}
    </StoryFrame>
  );
}
