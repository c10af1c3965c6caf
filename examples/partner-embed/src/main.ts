// The partner's page script. It uses the packages' non-React entries (mountGuests from
// @greenroom/bookings/guests, mountOverview from @greenroom/bookings/overview, loaded on first
// use), so this page needs no React of its own. By default it mounts the Guest List panel twice, light and dark. Query
// flags: ?shadow=1 (shadow roots), ?strict=1 (React.StrictMode), ?manual=1 (mount nothing; tests
// call window.partnerEmbed.mountGuests / mountOverview).
import { mountGuests, type GuestsEmbedOptions } from '@greenroom/bookings/guests';
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
  nonce,
  shadow: flags.get('shadow') === '1',
  strict: flags.get('strict') === '1',
  onError: (_error: unknown, name: string) => log(`failed: ${name}`),
});

const slot = (id: string) => document.getElementById(id) as HTMLElement;

/** Mounts the Guest List panel for the partner's event into the element with `id`. */
function mountGuestsInto(id: string, options: Partial<GuestsEmbedOptions> = {}) {
  return mountGuests(slot(id), {
    ...common(),
    api: guestsApi,
    loadBooking: ({ bookingID, signal }) => overviewApi.bookings.get({ bookingID, signal }),
    onGuestAdded: (registration) => log(`guest added: ${registration.registrationData.firstName} ${registration.registrationData.lastName}`.trim()),
    onImportFinished: (result) => log(result.ok ? `import finished: ${result.created} new, ${result.updated ?? 0} updated` : `import refused: ${result.message}`),
    ...options,
  });
}

/**
 * Mounts the booking Overview panel for the partner's event into the element with `id`. Its entry
 * loads on first use, so the Guest List page does not download it; the answered unmount works
 * before and after it arrived.
 */
function mountOverviewInto(id: string, options: Partial<OverviewEmbedOptions> = {}) {
  let unmount: (() => void) | undefined;
  let removed = false;
  void import('@greenroom/bookings/overview').then(({ mountOverview }) => {
    if (removed) return;
    unmount = mountOverview(slot(id), {
      ...common(),
      api: overviewApi,
      onBookingSaved: (booking) => log(`saved revision ${booking.version}`),
      ...options,
    });
  });
  return () => {
    removed = true;
    unmount?.();
  };
}

declare global {
  interface Window {
    partnerEmbed: { mountGuests: typeof mountGuestsInto; mountOverview: typeof mountOverviewInto };
  }
}
window.partnerEmbed = { mountGuests: mountGuestsInto, mountOverview: mountOverviewInto };

if (flags.get('manual') !== '1') {
  mountGuestsInto('panel-light', { mode: 'light' });
  mountGuestsInto('panel-dark', { mode: 'dark' });
}
