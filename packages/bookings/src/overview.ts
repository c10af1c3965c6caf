// @greenroom/bookings/overview: the Overview tab panel, embeddable on its own.
export { OverviewPanel, type OverviewPanelProps } from './OverviewPanel';
export type { OverviewSlice } from './types';
export { mountOverview, type OverviewEmbedOptions } from './embed/mountOverview';
export { withOverviewCallbacks, type OverviewCallbacks } from './embed/overviewCallbacks';
export { withCallbacks, type EmbedOptions, type ErrorCallback, type OnResult } from './embed';
