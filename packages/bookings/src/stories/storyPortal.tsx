import {
  createDemoSeed,
  createMemoryApi,
  HttpError,
  type Booking,
  type MemorySeed,
  type PortalApi,
} from '@greenroom/core';
import { PortalFixture } from '@greenroom/ui';
import { QueryClient } from '@tanstack/react-query';
import { useState, type ReactElement, type ReactNode } from 'react';

/**
 * Shared set-up of the booking stories (and so of the tests, which render the stories): the
 * PortalFixture around an in-memory backend seeded with the demo world at PORTAL_FIXTURE_NOW, so
 * a story controls its data and failures and a test can hand in a spied backend.
 */

/** The space the stories show. */
export const STORY_SPACE_ID = 'space-1';
/** The demo booking live at PORTAL_FIXTURE_NOW ('Product Launch Keynote'). */
export const STORY_BOOKING_ID = 'booking-1';
/**
 * The demo world built around the current time (the clock PortalFixture's provider reads), so
 * 'Product Launch Keynote' is live and the LIVE badge and Attendees tab follow that clock;
 * optionally with the bookings replaced.
 */
export function bookingStorySeed(bookings?: Booking[]): MemorySeed {
  const seed = createDemoSeed({ now: new Date() });
  return bookings ? { ...seed, bookings } : seed;
}

/**
 * The in-memory backend over {@link bookingStorySeed}, answering at once unless given a delay.
 * @example
 * const api = bookingStoryApi();
 * const update = vi.spyOn(api.bookings, 'update');
 */
export function bookingStoryApi(options: { bookings?: Booking[]; delay?: number } = {}): PortalApi {
  return createMemoryApi(bookingStorySeed(options.bookings), { delay: options.delay });
}

/** One demo booking by id, as the seed holds it. */
export function storyBooking(bookingID: string = STORY_BOOKING_ID): Booking {
  const found = bookingStorySeed().bookings?.find((booking) => booking.bookingID === bookingID);
  if (!found) throw new Error(`The demo seed has no booking ${bookingID}`);
  return found;
}

/** An api call by domain and name, e.g. 'bookings.update'. */
export type StoryCall = {
  [D in keyof PortalApi]: `${D & string}.${keyof PortalApi[D] & string}`;
}[keyof PortalApi];

function replaceCalls(api: PortalApi, calls: StoryCall[], impl: () => Promise<never>): PortalApi {
  const next = { ...api } as unknown as Record<string, Record<string, unknown>>;
  for (const call of calls) {
    const [domain, method] = call.split('.') as [string, string];
    next[domain] = { ...next[domain], [method]: impl };
  }
  return next as unknown as PortalApi;
}

/** An api whose named calls reject with the given status (500 by default). */
export function withFailingCalls(api: PortalApi, failing: StoryCall[], status = 500): PortalApi {
  return replaceCalls(api, failing, () => Promise.reject(new HttpError(status, status === 412 ? 'Stale version' : 'Internal error')));
}

/** An api whose named calls never answer. */
export function withPendingCalls(api: PortalApi, pending: StoryCall[]): PortalApi {
  return replaceCalls(api, pending, () => new Promise<never>(() => undefined));
}

/** What every booking story accepts, so tests can hand in their own backend and spies. */
export interface BookingStoryArgs {
  /** Replaces the story's backend. */
  api?: PortalApi;
  alert?: (message: string) => void;
  navigate?: (path: string) => void;
}

/** How a story sets up its backend (used only when the test gives no `api`). */
export interface StoryPortalOptions {
  bookings?: Booking[];
  failing?: StoryCall[];
  pending?: StoryCall[];
  /** Every PUT /booking answers 412, as when someone else saved first. */
  stale?: boolean;
}

/** Stories show a failure at once instead of after the provider's one retry. */
const noRetries = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

function StoryFrame({ api, alert, navigate, bookings, failing = [], pending = [], stale = false, children }: BookingStoryArgs & StoryPortalOptions & { children: ReactNode }) {
  // The stories' own backend answers after 300 ms, so the loading states show in Ladle.
  const [storyApi] = useState(() => {
    if (api) return api;
    const shaped = withPendingCalls(withFailingCalls(bookingStoryApi({ bookings, delay: 300 }), failing), pending);
    return stale ? withFailingCalls(shaped, ['bookings.update'], 412) : shaped;
  });
  const [queryClient] = useState(noRetries);
  return (
    <PortalFixture api={storyApi} alert={alert} navigate={navigate} queryClient={queryClient}>
      {children}
    </PortalFixture>
  );
}

/**
 * Wraps a story in the portal: `args.api` when a test gives one, else the demo backend shaped by
 * `options` (either taken once, on the first render).
 * @example
 * export const Error: Story<BookingStoryArgs> = (args) =>
 *   inStoryPortal(args, <BookingsList spaceID={STORY_SPACE_ID} onOpenBooking={() => {}} />, { failing: ['bookings.listForSpace'] });
 */
export function inStoryPortal(args: BookingStoryArgs, children: ReactNode, options: StoryPortalOptions = {}): ReactElement {
  return (
    <StoryFrame {...args} {...options}>
      {children}
    </StoryFrame>
  );
}
