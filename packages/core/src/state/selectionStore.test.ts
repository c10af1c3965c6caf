import { createSelectionStore } from './selectionStore';

describe('createSelectionStore', () => {
  it('starts with nothing selected, or with the initial values', () => {
    expect(createSelectionStore().getState()).toMatchObject({ projectID: null, spaceID: null, bookingID: null, calendarID: null, presentationID: null });
    expect(createSelectionStore({ spaceID: 's1', bookingID: 'b1' }).getState()).toMatchObject({ spaceID: 's1', bookingID: 'b1' });
  });

  it('sets each selection', () => {
    const store = createSelectionStore();
    const s = store.getState();
    s.selectProject('p1');
    s.selectSpace('s1');
    s.selectBooking('b1');
    s.selectCalendar('c1');
    s.selectPresentation('pr1');
    expect(store.getState()).toMatchObject({ projectID: 'p1', spaceID: 's1', bookingID: 'b1', calendarID: 'c1', presentationID: 'pr1' });
  });

  it('clears the booking, calendar and presentation when a space is selected, keeping the project', () => {
    const store = createSelectionStore({ projectID: 'p1', spaceID: 's1', bookingID: 'b1', calendarID: 'c1', presentationID: 'pr1' });
    store.getState().selectSpace('s2');
    expect(store.getState()).toMatchObject({ projectID: 'p1', spaceID: 's2', bookingID: null, calendarID: null, presentationID: null });
  });

  it('clears booking and calendar on a tab switch, and everything on reset', () => {
    const store = createSelectionStore({ projectID: 'p1', spaceID: 's1', bookingID: 'b1', calendarID: 'c1', presentationID: 'pr1' });
    store.getState().clearBookingAndCalendar();
    expect(store.getState()).toMatchObject({ spaceID: 's1', bookingID: null, calendarID: null, presentationID: 'pr1' });
    store.getState().reset();
    expect(store.getState()).toMatchObject({ projectID: null, spaceID: null, presentationID: null });
  });

  it('notifies subscribers and keeps separate stores apart', () => {
    const one = createSelectionStore();
    const two = createSelectionStore();
    const listener = vi.fn();
    one.subscribe(listener);
    one.getState().selectCalendar('c1');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(two.getState().calendarID).toBeNull();
  });
});
