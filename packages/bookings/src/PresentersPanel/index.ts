export { PresentersPanel, type PresentersPanelProps } from './PresentersPanel';
export { PresentersTab } from './PresentersTab';
