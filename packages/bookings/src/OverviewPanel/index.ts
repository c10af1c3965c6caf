export { OverviewPanel, type OverviewPanelProps } from './OverviewPanel';
