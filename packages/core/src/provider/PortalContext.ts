import { createContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { PortalApi } from '../api/PortalApi';
import type { AuthProvider } from '../auth';
import type { PortalLinks } from '../links';
import type { SelectionStore } from '../state/selectionStore';

/** Light or dark appearance. @example const theme: PortalTheme = 'dark'; */
export type PortalTheme = 'light' | 'dark';

/** Everything PortalProvider hands to the features. @example const { api, links, now }: PortalContextValue = usePortal(); */
export interface PortalContextValue {
  api: PortalApi;
  auth: AuthProvider;
  links: PortalLinks;
  productName: string;
  /** The clock; tests inject a fixed one. */
  now: () => Date;
  /** Moves the host to a path of docs/reference/portal.md §2 (e.g. '/space/s1'). */
  navigate: (path: string) => void;
  theme: PortalTheme;
  /** The one replaceable alert function the features use. */
  alert: (message: string) => void;
  queryClient: QueryClient;
  /** Selected project, space, booking, calendar and presentation. */
  selection: SelectionStore;
}

/** @internal The context behind the hooks; use the hooks instead. */
export const PortalContext = createContext<PortalContextValue | null>(null);
