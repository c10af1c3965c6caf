export { GuestListPanel, type GuestListPanelProps } from './GuestListPanel';
export { GuestListTab } from './GuestListTab';
