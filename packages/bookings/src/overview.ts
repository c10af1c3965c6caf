// @greenroom/bookings/overview: the Overview tab panel, embeddable on its own.
export { OverviewPanel, type OverviewPanelProps } from './OverviewPanel';
export type { OverviewSlice } from './types';
