export { PresentationsTab, type PresentationsTabProps } from './PresentationsTab';
