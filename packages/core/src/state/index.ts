export { createSelectionStore, type SelectionStore, type SelectionState, type SelectionValues } from './selectionStore';
