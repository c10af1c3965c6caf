import { createContext } from 'react';
import type { NavigationType, RouterHistory, RouterLocation } from './history';

/** What a Router hands the hooks below it. */
export interface RouterState {
  history: RouterHistory;
  location: RouterLocation;
  navigationType: NavigationType;
}

/** Set by Router (BrowserRouter, MemoryRouter); the hooks read it. */
export const RouterContext = createContext<RouterState | null>(null);
