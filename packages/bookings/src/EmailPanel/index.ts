export { EmailPanel, type EmailPanelProps } from './EmailPanel';
export { EmailTab } from './EmailTab';
