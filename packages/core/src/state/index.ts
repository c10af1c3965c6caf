export {
  createSelectionStore,
  type SelectionStore,
  type SelectionState,
  type SelectionValues,
  type FeatureSelections,
  type InitialSelection,
} from './selectionStore';
