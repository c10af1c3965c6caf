export { mountPanel, type MountPanelOptions } from './mountPanel';
