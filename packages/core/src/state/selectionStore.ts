import { createStore, type StoreApi } from 'zustand/vanilla';

/** What is selected in the producer screens (UI state, not server data). @example { projectID: 'p1', spaceID: 's1', bookingID: null, calendarID: null, presentationID: null } */
export interface SelectionValues {
  projectID: string | null;
  spaceID: string | null;
  bookingID: string | null;
  calendarID: string | null;
  presentationID: string | null;
}

/** The selection and its setters. @example const spaceID = useSelection((s: SelectionState) => s.spaceID); */
export interface SelectionState extends SelectionValues {
  selectProject(projectID: string | null): void;
  /** Selecting a space (even the same one again) clears the booking, calendar and presentation. */
  selectSpace(spaceID: string | null): void;
  selectBooking(bookingID: string | null): void;
  selectCalendar(calendarID: string | null): void;
  selectPresentation(presentationID: string | null): void;
  /** A tab switch: clears the selected booking and calendar (spec/portal.md §2). */
  clearBookingAndCalendar(): void;
  /** Back to nothing selected. */
  reset(): void;
}

/** The zustand store holding a SelectionState. @example const store: SelectionStore = createSelectionStore(); */
export type SelectionStore = StoreApi<SelectionState>;

const empty: SelectionValues = { projectID: null, spaceID: null, bookingID: null, calendarID: null, presentationID: null };

/**
 * A zustand store for the selected project, space, booking, calendar and presentation. Selecting a
 * space clears the booking, calendar and presentation (select the booking after the space).
 * @example
 * const store = createSelectionStore({ spaceID: 's1' });
 * store.getState().selectCalendar('c1');
 * store.getState().selectSpace('s2'); // calendarID is null again
 */
export function createSelectionStore(initial: Partial<SelectionValues> = {}): SelectionStore {
  return createStore<SelectionState>()((set) => ({
    ...empty,
    ...initial,
    selectProject: (projectID) => set({ projectID }),
    selectSpace: (spaceID) => set({ spaceID, bookingID: null, calendarID: null, presentationID: null }),
    selectBooking: (bookingID) => set({ bookingID }),
    selectCalendar: (calendarID) => set({ calendarID }),
    selectPresentation: (presentationID) => set({ presentationID }),
    clearBookingAndCalendar: () => set({ bookingID: null, calendarID: null }),
    reset: () => set({ ...empty }),
  }));
}
