import { createSelectionStore, type AuthProvider, type InitialSelection, type PortalApi, type SelectionStore } from '@greenroom/core';
import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import type { Mock } from 'vitest';
import { createApiControl, type ApiControl } from '../controlApi';
import { PortalFixture } from '../PortalFixture/PortalFixture';
import { FixtureScopeContext, type FixtureScope } from '../PortalFixture/fixtureScope';

/** What a test may replace around the story it renders. @example const options: RenderStoryOptions = { selection: { features: { calendars: 'c1' } } }; */
export interface RenderStoryOptions<Args extends object = object> {
  /** Replaces the story's backend (it still goes through the returned control). */
  api?: PortalApi;
  /** Replaces the story's identity service. */
  auth?: AuthProvider;
  /** A store to observe, or the values to start with; either replaces the story's initial selection. */
  selection?: SelectionStore | InitialSelection;
  /** Props for the story component (Ladle's args). */
  args?: Args;
}

/** What renderStory hands back. @example const { user, control, alert } = renderStory(Basic); */
export interface StoryRender extends RenderResult {
  /** user-event without delays between keystrokes. */
  user: UserEvent;
  /** Every call of the story's backend: spy, fail, hold, release, flush. */
  control: ApiControl;
  /** The backend as the components see it. */
  api: PortalApi;
  /** The selection store of the portal. */
  selection: SelectionStore;
  queryClient: QueryClient;
  /** Every alert the components raised. */
  alert: Mock<(message: string) => void>;
  /** Every navigation the components asked for. */
  navigate: Mock<(path: string) => void>;
}

function isStore(selection: RenderStoryOptions['selection']): selection is SelectionStore {
  return typeof selection === 'object' && selection !== null && 'getState' in selection;
}

/** A client that reports a failure at once (no retry) and keeps data for the whole test. */
function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

/**
 * Renders a story (Testing Library) inside the test's portal scope: every PortalFixture in the
 * story uses the returned control, spies and stores and answers at once, so the story's delay
 * never slows a test and its `pending` calls stay held until the test releases them.
 * @example
 * const { user, control } = renderStory(Saving);
 * await user.click(screen.getByRole('button', { name: 'SAVE' }));
 * await control.flush(); // the backend would have answered by now...
 * expect(screen.getByRole('progressbar', { name: 'In progress' })).toBeInTheDocument(); // ...still saving
 * await control.release('calendars.create');
 */
export function renderStory<Args extends object>(Story: ComponentType<Args>, options: RenderStoryOptions<Args> = {}): StoryRender {
  const control = createApiControl();
  const selection = isStore(options.selection) ? options.selection : createSelectionStore(options.selection ?? {});
  const scope: FixtureScope = {
    control,
    queryClient: testQueryClient(),
    selection,
    alert: vi.fn<(message: string) => void>(),
    navigate: vi.fn<(path: string) => void>(),
    api: options.api,
    auth: options.auth,
    selectionGiven: options.selection !== undefined,
  };
  const user = userEvent.setup({ delay: null });
  const view = render(
    <FixtureScopeContext.Provider value={scope}>
      <Story {...((options.args ?? {}) as Args)} />
    </FixtureScopeContext.Provider>,
  );
  return {
    ...view,
    user,
    control,
    get api() {
      return control.api;
    },
    selection,
    queryClient: scope.queryClient,
    alert: scope.alert as Mock<(message: string) => void>,
    navigate: scope.navigate as Mock<(path: string) => void>,
  };
}

/**
 * Renders an element inside a PortalFixture in the test's scope (for a test-made host around a
 * component, where no story fits).
 * @example
 * const { control } = renderInFixture(<CalendarTab spaceID="space-1" />, { selection: { spaceID: 'space-1' } });
 */
export function renderInFixture(element: ReactNode, options: Omit<RenderStoryOptions, 'args'> = {}): StoryRender {
  const InFixture = () => <PortalFixture>{element}</PortalFixture>;
  return renderStory(InFixture, options);
}
