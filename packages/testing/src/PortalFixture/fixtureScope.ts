import type { AuthProvider, PortalApi, SelectionStore } from '@greenroom/core';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { ApiControl } from '../controlApi';

/**
 * What a test (renderStory) lays over every PortalFixture it renders: its control, spies and
 * stores win over the story's, and the backend answers at once (no story delay).
 * @example const scope: FixtureScope = { control, queryClient, selection, alert, navigate };
 */
export interface FixtureScope {
  /** Wraps the fixture's api; the story's `pending` and `failing` calls are set on it. */
  control: ApiControl;
  queryClient: QueryClient;
  selection: SelectionStore;
  alert: (message: string) => void;
  navigate: (path: string) => void;
  /** Replaces the story's backend. */
  api?: PortalApi;
  /** Replaces the story's identity service. */
  auth?: AuthProvider;
  /** Feature selections the test asked for; they win over the story's `initialSelection`. */
  selectionGiven: boolean;
}

/** @internal The scope of the test rendering the story; null in Ladle. */
export const FixtureScopeContext = createContext<FixtureScope | null>(null);

/** The enclosing test's scope, or null outside a test (Ladle). @example const scope = useFixtureScope(); */
export function useFixtureScope(): FixtureScope | null {
  return useContext(FixtureScopeContext);
}
