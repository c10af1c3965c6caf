export { RegistrationPanel, type RegistrationPanelProps, type RegistrationSlice } from './RegistrationPanel';
