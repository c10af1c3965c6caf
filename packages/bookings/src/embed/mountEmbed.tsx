import { PortalProvider, portalApiFromSlice, type AuthProvider, type PortalApi, type PortalLinks, type TextOverrides } from '@greenroom/core';
import { mountPanel, type MountPanelOptions } from '@greenroom/ui';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { releasePageQueryClient, takePageQueryClient } from './pageQueryClient';

/**
 * What every `mount…` entry takes besides its panel's own options: the auth and links of
 * PortalProvider, and everything `mountPanel` of @greenroom/ui takes (theme mode, shadow root,
 * CSP nonce, StrictMode…), passed through unchanged.
 * @example const options: EmbedOptions = { auth: createTokenAuth({ getToken }), links, mode: 'dark', shadow: true, nonce };
 */
export interface EmbedOptions extends Omit<MountPanelOptions<object>, 'props'> {
  /** Who acts and the token the adapter sends, e.g. `createTokenAuth({ getToken })` from @greenroom/core. */
  auth: AuthProvider;
  /** Hosts the panel's public links are built on. */
  links: PortalLinks;
  /** The product name the panel shows in texts. Default 'Greenroom'. */
  productName?: string;
  /**
   * The query cache. Default: one cache shared by every panel mounted on the page, so a change
   * made in one shows in the others; it is dropped when the last of them unmounts. Pass your own
   * to share it with React panels of your own, or `createPortalQueryClient()` to keep a panel apart.
   */
  queryClient?: QueryClient;
  /** BCP 47 locale of the panel's texts, dates and numbers ('en' or 'de'). Default 'en'. */
  locale?: string;
  /** Overrides of any of the panel's texts, by table: `{ bookings: { … } }`. */
  texts?: TextOverrides;
}

interface RootProps<P> {
  api: PortalApi;
  auth: AuthProvider;
  links: PortalLinks;
  productName: string;
  queryClient: QueryClient;
  locale?: string;
  texts?: TextOverrides;
  Content: ComponentType<P>;
  contentProps: P;
}

const stay = () => {};

function EmbedRoot<P extends object>({ api, auth, links, productName, queryClient, locale, texts, Content, contentProps }: RootProps<P>) {
  return (
    <PortalProvider api={api} auth={auth} links={links} productName={productName} navigate={stay} queryClient={queryClient} locale={locale} texts={texts}>
      <Content {...contentProps} />
    </PortalProvider>
  );
}

/**
 * Mounts `Content` on a page's element inside its own PortalProvider, whose api is made from the
 * adapter's `slice` (a domain the slice lacks rejects, naming itself). Answers the function that
 * removes the panel and its styles (and the page's cached data, once no panel uses it).
 * @example
 * const unmount = mountEmbed(element, LoadedGuests, { slice: api, props: { bookingID, api }, auth, links });
 */
export function mountEmbed<K extends keyof PortalApi, P extends object>(
  element: HTMLElement,
  Content: ComponentType<P>,
  options: EmbedOptions & { slice: Pick<PortalApi, K>; props: P },
): () => void {
  const { slice, props, auth, links, productName = 'Greenroom', queryClient: given, locale, texts, ...panel } = options;
  const queryClient = given ?? takePageQueryClient();
  const rootProps: RootProps<P> = { api: portalApiFromSlice(slice), auth, links, productName, queryClient, locale, texts, Content, contentProps: props };
  const unmount = mountPanel(element, EmbedRoot as ComponentType<RootProps<P>>, { ...panel, props: rootProps });
  let mounted = true;
  return () => {
    if (!mounted) return;
    mounted = false;
    unmount();
    if (!given) releasePageQueryClient(queryClient);
  };
}
