// The partner's page script. It uses the packages' non-React entries (mountGuests from
// @greenroom/bookings/guests, mountOverview from @greenroom/bookings/overview, each its own chunk,
// the Overview's loaded on first use), so this page needs no React of its own. By default it
// mounts the Guest List (dark, in Harbour Hall's teal, in German, on the partner's five calls)
// and the event's Overview below it; both share one cache, so a change in one shows in the other.
// Query flags: ?lang=en|de (the panels' language for manual mounts, default en), ?shadow=1 (shadow
// roots), ?strict=1 (React.StrictMode), ?manual=1 (mount nothing; tests call
// window.partnerEmbed.mountGuests / mountOverview).
import type { GuestsEmbedOptions } from '@greenroom/bookings/guests';
import type { OverviewEmbedOptions } from '@greenroom/bookings/overview';
import { createPartnerAuth } from './partner/partnerAuth';
import { createGuestsAdapter } from './partner/guestsAdapter';
import { createOverviewAdapter } from './partner/overviewAdapter';
import { createPartnerClient } from './partner/partnerClient';

const flags = new URLSearchParams(location.search);
const metaNonce = document.querySelector<HTMLMetaElement>('meta[name="partner-csp-nonce"]')?.content;
const nonce = metaNonce && metaNonce !== '__CSP_NONCE__' ? metaNonce : undefined;

// In production the partner's server hands the page a short-lived, per-user key instead.
const auth = createPartnerAuth({ getKey: () => 'demo-partner-key' });
const call = createPartnerClient({ baseUrl: '/partner/v1', fetch: auth.fetch });
const overviewApi = createOverviewAdapter(call);
const guestsApi = createGuestsAdapter(call);
const links = {
  intake: 'https://harbourhall.example/intake/',
  mobileHybrid: 'https://harbourhall.example/mobile/',
  photoAlbum: 'https://harbourhall.example/photos/',
  qaDisplay: 'https://harbourhall.example/qa/',
  signUp: 'https://harbourhall.example/signup/',
  attendeeJoin: 'https://harbourhall.example/join/',
  bridge: 'https://harbourhall.example/bridge/',
  calendar: 'https://harbourhall.example/ical/',
};

const log = (text: string) => {
  const item = document.createElement('li');
  item.textContent = text;
  document.getElementById('partner-log')?.append(item);
};

const common = () => ({
  bookingID: 'evt-1',
  auth,
  links,
  productName: 'Harbour Hall',
  locale: flags.get('lang') ?? 'en',
  nonce,
  shadow: flags.get('shadow') === '1',
  strict: flags.get('strict') === '1',
  onError: (_error: unknown, name: string) => log(`failed: ${name}`),
});

const slot = (id: string) => document.getElementById(id) as HTMLElement;

/**
 * Mounts a panel whose entry loads first (each panel is a chunk of its own, so this page's script
 * stays small); the answered unmount works before and after the chunk arrived.
 */
function mountWhenLoaded(load: () => Promise<() => void>) {
  let unmount: (() => void) | undefined;
  let removed = false;
  void load().then((remove) => {
    if (removed) remove();
    else unmount = remove;
  });
  return () => {
    removed = true;
    unmount?.();
  };
}

/** Mounts the Guest List panel for the partner's event into the element with `id`. */
function mountGuestsInto(id: string, options: Partial<GuestsEmbedOptions> = {}) {
  return mountWhenLoaded(async () => {
    const { mountGuests } = await import('@greenroom/bookings/guests');
    return mountGuests(slot(id), {
      ...common(),
      api: guestsApi,
      loadBooking: ({ bookingID, signal }) => overviewApi.bookings.get({ bookingID, signal }),
      onGuestAdded: (registration) => log(`guest added: ${registration.registrationData.firstName} ${registration.registrationData.lastName}`.trim()),
      onGuestUpdated: (registration) => log(`guest updated: ${registration.registrationData.firstName} ${registration.registrationData.lastName}`.trim()),
      onGuestRemoved: (registrationID) => log(`guest removed: ${registrationID}`),
      ...options,
    });
  });
}

/** Mounts the booking Overview panel for the partner's event into the element with `id`. */
function mountOverviewInto(id: string, options: Partial<OverviewEmbedOptions> = {}) {
  return mountWhenLoaded(async () => {
    const { mountOverview } = await import('@greenroom/bookings/overview');
    return mountOverview(slot(id), {
      ...common(),
      api: overviewApi,
      onBookingSaved: (booking) => log(`saved revision ${booking.version}`),
      ...options,
    });
  });
}

declare global {
  interface Window {
    partnerEmbed: {
      mountGuests: typeof mountGuestsInto;
      mountOverview: typeof mountOverviewInto;
    };
  }
}
window.partnerEmbed = {
  mountGuests: mountGuestsInto,
  mountOverview: mountOverviewInto,
};

if (flags.get('manual') !== '1') {
  // Harbour Hall's page: German, its teal (a lighter shade on the dark panel).
  mountGuestsInto('panel-dark', {
    locale: 'de',
    appearance: { theme: 'dark', variables: { colorPrimary: '#4fd1c5' } },
  });
  mountOverviewInto('panel-light', {
    locale: 'de',
    appearance: { theme: 'light', variables: { colorPrimary: '#0a7c72' } },
  });
}
