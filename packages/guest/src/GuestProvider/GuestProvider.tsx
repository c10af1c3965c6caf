import { TextsProvider, type GuestApi, type TextOverrides } from '@greenroom/core';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** What the guest pages read from their provider. */
export interface GuestContextValue {
  api: GuestApi;
  now: () => Date;
}

const GuestContext = createContext<GuestContextValue | null>(null);
const realClock = () => new Date();

/** Props of GuestProvider. @example const props: GuestProviderProps = { api: createGuestHttpApi({ baseUrl: '/api' }), locale: 'de' }; */
export interface GuestProviderProps {
  /** The guest calls: `createGuestHttpApi({ baseUrl })` against the reference server, or a partner's own. */
  api: GuestApi;
  /** The clock of the countdown (tests and stories pass a fixed one). Default the real clock. */
  now?: () => Date;
  /** BCP 47 tag of the pages' language ('en' and 'de' ship); default the enclosing provider's, else 'en'. */
  locale?: string;
  /** Overrides of any text, under `guest` (and `core`, `formats`). Keep the object stable. */
  texts?: TextOverrides;
  children?: ReactNode;
}

/**
 * Hands the guest pages their api, clock and language. A host wraps its guest routes in it once;
 * a partner page can instead pass `api` to each page.
 * @example
 * <GuestProvider api={createGuestHttpApi({ baseUrl: '/api' })} locale={navigator.language}>
 *   <JoinPage code={code} />
 * </GuestProvider>
 */
export function GuestProvider({ api, now = realClock, locale, texts, children }: GuestProviderProps) {
  const value = useMemo(() => ({ api, now }), [api, now]);
  return (
    <GuestContext.Provider value={value}>
      <TextsProvider locale={locale} texts={texts}>
        {children}
      </TextsProvider>
    </GuestContext.Provider>
  );
}

/**
 * The guest api in effect: the page's `api` prop, else the GuestProvider's. Throws naming both
 * when there is neither, so a missing provider is found at once.
 * @example const api = useGuestApi(props.api);
 */
export function useGuestApi(api?: GuestApi): GuestApi {
  const context = useContext(GuestContext);
  const found = api ?? context?.api;
  if (!found) throw new Error('A guest page needs a GuestApi: pass `api` or render it inside <GuestProvider api={…}>.');
  return found;
}

/**
 * The clock of the guest pages (the GuestProvider's `now`, else the real one).
 * @example const now = useGuestNow(); const left = countdownTo(opens, now().getTime());
 */
export function useGuestNow(): () => Date {
  return useContext(GuestContext)?.now ?? realClock;
}
