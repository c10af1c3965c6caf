import { createStore, type StoreApi } from 'zustand/vanilla';

/**
 * What each feature has selected, by feature name (e.g. `{ calendars: 'c1' }`); a feature missing
 * from the map, or mapped to null, has nothing selected. Core knows no feature names: each feature
 * owns its entry (see `useFeatureSelection`) and the host clears entries on a tab or space switch.
 * @example const features: FeatureSelections = { calendars: 'calendar-1' };
 */
export type FeatureSelections = Readonly<Record<string, string | null>>;

/** What is selected in the producer screens (UI state, not server data). @example { projectID: 'p1', spaceID: 's1', features: { calendars: 'c1' } } */
export interface SelectionValues {
  projectID: string | null;
  spaceID: string | null;
  /** Each feature's own selection, keyed by feature name. */
  features: FeatureSelections;
}

/** The selection and its setters. @example const spaceID = useSelection((s: SelectionState) => s.spaceID); */
export interface SelectionState extends SelectionValues {
  selectProject(projectID: string | null): void;
  /** Selecting a space (even the same one again) clears every feature's selection. */
  selectSpace(spaceID: string | null): void;
  /** Sets one feature's selection (null: nothing selected). */
  selectFeature(feature: string, id: string | null): void;
  /** Clears the named features' selections, or every feature's when none are named. */
  resetFeatureSelections(features?: readonly string[]): void;
  /** Back to nothing selected. */
  reset(): void;
}

/** The zustand store holding a SelectionState. @example const store: SelectionStore = createSelectionStore(); */
export type SelectionStore = StoreApi<SelectionState>;

/** The selection a store starts with. @example const initial: InitialSelection = { spaceID: 's1', features: { calendars: 'c1' } }; */
export type InitialSelection = Partial<SelectionValues>;

/**
 * A zustand store for the selected project and space, plus one selection per feature. Selecting a
 * space clears every feature's selection; the host calls `resetFeatureSelections(names)` on a tab
 * switch.
 * @example
 * const store = createSelectionStore({ spaceID: 's1' });
 * store.getState().selectFeature('calendars', 'c1');
 * store.getState().selectSpace('s2'); // features is {} again
 */
export function createSelectionStore(initial: InitialSelection = {}): SelectionStore {
  return createStore<SelectionState>()((set, get) => ({
    projectID: initial.projectID ?? null,
    spaceID: initial.spaceID ?? null,
    features: { ...initial.features },
    selectProject: (projectID) => set({ projectID }),
    selectSpace: (spaceID) => set({ spaceID, features: {} }),
    selectFeature: (feature, id) => set({ features: { ...get().features, [feature]: id } }),
    resetFeatureSelections: (features) =>
      set({ features: features ? { ...get().features, ...Object.fromEntries(features.map((name) => [name, null])) } : {} }),
    reset: () => set({ projectID: null, spaceID: null, features: {} }),
  }));
}
