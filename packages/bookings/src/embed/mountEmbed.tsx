import { PortalProvider, createPortalQueryClient, portalApiFromSlice, type AuthProvider, type PortalApi, type PortalLinks } from '@greenroom/core';
import { mountPanel, type MountPanelOptions } from '@greenroom/ui';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

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
   * A query cache shared with other panels on the page, so a change made in one shows in the
   * others. Default: a cache of this panel's own, dropped on unmount.
   */
  queryClient?: QueryClient;
}

interface RootProps<P> {
  api: PortalApi;
  auth: AuthProvider;
  links: PortalLinks;
  productName: string;
  queryClient: QueryClient;
  Content: ComponentType<P>;
  contentProps: P;
}

const stay = () => {};

function EmbedRoot<P extends object>({ api, auth, links, productName, queryClient, Content, contentProps }: RootProps<P>) {
  return (
    <PortalProvider api={api} auth={auth} links={links} productName={productName} navigate={stay} queryClient={queryClient}>
      <Content {...contentProps} />
    </PortalProvider>
  );
}

/**
 * Mounts `Content` on a page's element inside its own PortalProvider, whose api is made from the
 * adapter's `slice` (a domain the slice lacks rejects, naming itself). Answers the function that
 * removes the panel, its styles and (unless the cache was shared) its cached data.
 * @example
 * const unmount = mountEmbed(element, LoadedGuests, { slice: api, props: { bookingID, api }, auth, links });
 */
export function mountEmbed<K extends keyof PortalApi, P extends object>(
  element: HTMLElement,
  Content: ComponentType<P>,
  options: EmbedOptions & { slice: Pick<PortalApi, K>; props: P },
): () => void {
  const { slice, props, auth, links, productName = 'Greenroom', queryClient: shared, ...panel } = options;
  const queryClient = shared ?? createPortalQueryClient();
  const rootProps: RootProps<P> = { api: portalApiFromSlice(slice), auth, links, productName, queryClient, Content, contentProps: props };
  const unmount = mountPanel(element, EmbedRoot as ComponentType<RootProps<P>>, { ...panel, props: rootProps });
  return () => {
    unmount();
    if (shared) return;
    // Drops the cached queries and mutations and their garbage-collection timers (the mutation
    // cache's clear() leaves each mutation's timer running, so each is destroyed first).
    queryClient.getMutationCache().getAll().forEach((mutation) => mutation.destroy());
    queryClient.clear();
  };
}
