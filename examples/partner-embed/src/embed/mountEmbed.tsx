import { PortalProvider, createPortalQueryClient, portalApiFromSlice, type AuthProvider, type PortalApi, type PortalLinks } from '@greenroom/core';
import { mountPanel, type ThemeMode } from '@greenroom/ui';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** The options every non-React embed entry takes besides its panel's own. @example { auth, links, mode: 'dark', shadow: true, nonce } */
export interface EmbedOptions {
  auth: AuthProvider;
  /** Hosts the panel's links are built on. */
  links: PortalLinks;
  productName?: string;
  mode?: ThemeMode;
  /** Render inside a shadow root on the element. */
  shadow?: boolean;
  /** The page's CSP style nonce. */
  nonce?: string;
  /** React.StrictMode (development checks). */
  strict?: boolean;
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

function EmbedRoot<P extends object>({ api, auth, links, productName, queryClient, Content, contentProps }: RootProps<P>) {
  return (
    <PortalProvider api={api} auth={auth} links={links} productName={productName} navigate={() => {}} queryClient={queryClient}>
      <Content {...contentProps} />
    </PortalProvider>
  );
}

/**
 * Mounts `Content` on a partner's element inside its own PortalProvider and query cache, the
 * PortalProvider's api made from the adapter's `slice` (a domain the slice lacks rejects, naming
 * itself). Answers the function that removes the panel, its styles and its cached data.
 * @example
 * const unmount = mountEmbed(element, LoadedGuests, { slice: api, props: { bookingID, api }, auth, links });
 */
export function mountEmbed<K extends keyof PortalApi, P extends object>(
  element: HTMLElement,
  Content: ComponentType<P>,
  { slice, props, auth, links, productName = 'Greenroom', mode, shadow, nonce, strict }: EmbedOptions & { slice: Pick<PortalApi, K>; props: P },
): () => void {
  const queryClient = createPortalQueryClient();
  const rootProps: RootProps<P> = { api: portalApiFromSlice(slice), auth, links, productName, queryClient, Content, contentProps: props };
  const unmount = mountPanel(element, EmbedRoot as ComponentType<RootProps<P>>, { props: rootProps, mode, shadow, nonce, strict });
  return () => {
    unmount();
    // Drops the cached queries and mutations and their garbage-collection timers (the mutation
    // cache's clear() leaves each mutation's timer running, so each is destroyed first).
    queryClient.getMutationCache().getAll().forEach((mutation) => mutation.destroy());
    queryClient.clear();
  };
}
