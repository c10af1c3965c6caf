// The partner's page script. It uses the non-React entry (embed/overview), so this page needs no
// React of its own. Query flags: ?shadow=1 (shadow root), ?strict=1 (React.StrictMode),
// ?manual=1 (mount nothing; tests call window.partnerEmbed).
import { mountOverview, type OverviewEmbedOptions } from './embed/overview';
import { createApiKeyAuth } from './partner/apiKeyAuth';
import { createOverviewAdapter } from './partner/overviewAdapter';
import { createPartnerClient } from './partner/partnerClient';

const flags = new URLSearchParams(location.search);
const metaNonce = document.querySelector<HTMLMetaElement>('meta[name="partner-csp-nonce"]')?.content;
const nonce = metaNonce && metaNonce !== '__CSP_NONCE__' ? metaNonce : undefined;

const auth = createApiKeyAuth({ apiKey: 'demo-partner-key', accountID: 'harbour-hall', name: 'Harbour Hall' });
const api = createOverviewAdapter(createPartnerClient({ baseUrl: '/partner/v1', getKey: () => auth.getIdToken() }));
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

/** Mounts the Overview panel for the partner's event into the element with `id`. */
function mount(id: string, options: Partial<OverviewEmbedOptions> = {}) {
  return mountOverview(document.getElementById(id) as HTMLElement, {
    bookingID: 'evt-1',
    api,
    auth,
    links,
    productName: 'Harbour Hall',
    nonce,
    shadow: flags.get('shadow') === '1',
    strict: flags.get('strict') === '1',
    onBookingSaved: (booking) => log(`saved revision ${booking.version}`),
    onError: (_error, call) => log(`failed: ${call}`),
    ...options,
  });
}

declare global {
  interface Window {
    partnerEmbed: { mount: typeof mount };
  }
}
window.partnerEmbed = { mount };

if (flags.get('manual') !== '1') {
  mount('panel-light', { mode: 'light' });
  mount('panel-dark', { mode: 'dark' });
}
