import { createSelectionStore } from './selectionStore';

describe('createSelectionStore', () => {
  it('starts with nothing selected, or with the initial values', () => {
    expect(createSelectionStore().getState()).toMatchObject({ projectID: null, spaceID: null, features: {} });
    expect(createSelectionStore({ spaceID: 's1', features: { calendars: 'c1' } }).getState()).toMatchObject({
      spaceID: 's1',
      features: { calendars: 'c1' },
    });
  });

  it('keeps one selection per feature, each set on its own', () => {
    const store = createSelectionStore();
    store.getState().selectProject('p1');
    store.getState().selectSpace('s1');
    store.getState().selectFeature('calendars', 'c1');
    store.getState().selectFeature('bookings', 'b1');
    store.getState().selectFeature('calendars', null);
    expect(store.getState()).toMatchObject({ projectID: 'p1', spaceID: 's1', features: { calendars: null, bookings: 'b1' } });
  });

  it('clears every feature selection when a space is selected, keeping the project', () => {
    const store = createSelectionStore({ projectID: 'p1', spaceID: 's1', features: { calendars: 'c1', bookings: 'b1', presentations: 'pr1' } });
    store.getState().selectSpace('s2');
    expect(store.getState()).toMatchObject({ projectID: 'p1', spaceID: 's2', features: {} });
  });

  it('resetFeatureSelections (a tab switch) clears the features and keeps project and space; reset clears all', () => {
    const store = createSelectionStore({ projectID: 'p1', spaceID: 's1', features: { calendars: 'c1', other: 'x' } });
    store.getState().resetFeatureSelections();
    expect(store.getState()).toMatchObject({ projectID: 'p1', spaceID: 's1', features: {} });
    store.getState().selectFeature('calendars', 'c2');
    store.getState().reset();
    expect(store.getState()).toMatchObject({ projectID: null, spaceID: null, features: {} });
  });

  it('resetFeatureSelections(names) clears only the named features', () => {
    const store = createSelectionStore({ features: { calendars: 'c1', bookings: 'b1', presentations: 'pr1' } });
    store.getState().resetFeatureSelections(['bookings', 'calendars']);
    expect(store.getState().features).toEqual({ calendars: null, bookings: null, presentations: 'pr1' });
  });

  it('notifies subscribers and keeps separate stores apart', () => {
    const one = createSelectionStore();
    const two = createSelectionStore();
    const listener = vi.fn();
    one.subscribe(listener);
    one.getState().selectFeature('calendars', 'c1');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(two.getState().features).toEqual({});
  });
});
